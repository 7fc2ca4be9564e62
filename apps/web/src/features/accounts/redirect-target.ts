/** Pages a shopper is never sent back to after logging in. */
const AUTH_PATHS = ["/login", "/signup", "/forgot-password", "/reset-password", "/auth/"];

/**
 * Where to go after login: the `redirect` parameter when it is a path inside the store,
 * else home. Anything else (another site, `//evil.example`) is ignored.
 */
export function redirectTarget(params: URLSearchParams): string {
  const target = params.get("redirect") ?? "";
  const inside = target.startsWith("/") && !target.startsWith("//") && !target.startsWith("/\\");
  return inside && !AUTH_PATHS.some((p) => target.startsWith(p)) ? target : "/";
}

/** `path` with `?redirect=<where>`, unless `where` is home or an auth page. */
export function withRedirect(path: string, where: string): string {
  const target = redirectTarget(new URLSearchParams({ redirect: where }));
  return target === "/" ? path : `${path}?${new URLSearchParams({ redirect: target })}`;
}
