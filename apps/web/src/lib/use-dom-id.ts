import { useId } from "react";

/**
 * An id to tie elements together (a label to its field, a dialog to its title). Preact keeps the
 * ids the server gave the elements it hydrates, while an element drawn later in the browser (an
 * opened dialog, a later part: lib/later-part.tsx) takes the browser's own count, which can repeat
 * an id the server gave another element: "P0-9" once named both the account's new-password field
 * and a dialog's password field, leaving the dialog's unnamed. The browser's ids carry a mark of
 * their own, so they never meet the server's.
 */
export function useDomId(): string {
  const id = useId();
  return import.meta.env.SSR ? id : `${id}b`;
}
