import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * False on the server and while the browser takes the page over; true from the render after,
 * once the page's script is live. For what only the script can undo, such as a disabled button
 * (docs/decisions/195-forms-before-javascript.md).
 */
export function useLive(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
