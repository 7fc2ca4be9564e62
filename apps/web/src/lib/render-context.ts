import type { Flash } from "@vayu/shared/page-request";
import type { Session } from "./session";

export type { Flash };

/**
 * Who the server rendered the page for, the token its forms carry and the toast it shows: set
 * by the server just before each (synchronous) render, and by the browser from the page's state
 * before it takes the page over, so both render the same.
 */
export interface RenderContext {
  session: Session | null;
  csrf: string;
  flash: Flash | null;
}

let current: RenderContext = { session: null, csrf: "", flash: null };

export function setRenderContext(context: RenderContext) {
  current = context;
}

export function renderContext(): RenderContext {
  return current;
}
