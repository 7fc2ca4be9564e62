import { unlocalisedPath } from "@vayu/shared/locale";
import { isStorePath } from "../../lib/form-actions";

/** Pages a shopper is never sent back to after logging in, in either language (`/hi/login` too). */
const AUTH_PATHS = ["/login", "/signup", "/forgot-password", "/reset-password", "/auth/"];
const isAuthPath = (path: string) => AUTH_PATHS.some((p) => unlocalisedPath(path).startsWith(p));

function isReturnPath(target: unknown): target is string {
  return isStorePath(target) && !isAuthPath(target);
}

/**
 * The way back an auth page was already given: a session found expired on /login?redirect=/orders,
 * where the server had sent a visitor without one (docs/decisions/195-forms-before-javascript.md),
 * still goes back to /orders.
 */
function unwrapped(target: unknown): unknown {
  if (!isStorePath(target) || isReturnPath(target)) return target;
  return new URL(target, "http://store.invalid").searchParams.get("redirect");
}

/**
 * Where to go after login: the `redirect` parameter, else the `from` a page guard put in
 * the navigation state, when it is a path inside the store; otherwise home. Anything else
 * (another site, `//evil.example`) is ignored.
 */
export function redirectTarget(params: URLSearchParams, state?: unknown): string {
  const fromState = typeof state === "object" && state !== null && "from" in state ? state.from : undefined;
  return [params.get("redirect"), fromState].map(unwrapped).find(isReturnPath) ?? "/";
}

/**
 * Where a visit to `where` was headed: the page itself or, for an auth page (the login page the
 * server sent a signed-out visitor to), the page it was to go back to.
 */
function destinationOf(where: string): string {
  const url = new URL(where, "http://store.invalid");
  return isAuthPath(url.pathname) ? (url.searchParams.get("redirect") ?? "/") : where;
}

/** `path` with `?redirect=<where>` (or where `where` was headed), unless that is home or outside the store. */
export function withRedirect(path: string, where: string): string {
  const target = redirectTarget(new URLSearchParams({ redirect: destinationOf(where) }));
  return target === "/" ? path : `${path}?${new URLSearchParams({ redirect: target })}`;
}
