import { api } from "./api";
import { getSession, setSession, type Session } from "./session";

/** A 204's empty answer. */
const noContent = { parse: () => null };

/**
 * The server and the browser agree on the shopper before the page is taken over
 * (docs/decisions/195-forms-before-javascript.md): a page rendered for a shopper (signed in by a
 * form before the script arrived) signs the browser in as them; a browser signed in with a token
 * the server did not see (held from before pages knew the shopper) gets its page session, so its
 * forms work before the script on the next page too.
 */
export function adoptPageSession(rendered: Session | null) {
  const own = getSession();
  if (rendered) {
    if (own?.token !== rendered.token) setSession(rendered);
    return;
  }
  if (own) void api(noContent, "/auth/page-session", { method: "POST" }).catch(() => undefined);
}

/** Ends the page session with the browser's own (logout): the HttpOnly cookie goes only by the server's answer. */
export function endPageSession(): Promise<null> {
  return api(noContent, "/auth/logout", { method: "POST" });
}
