import { localeOfPath, unlocalisedPath, type Locale } from "@vayu/shared/locale";

/**
 * What the service worker may keep on the device (docs/decisions/336-installable-store.md).
 * Pure functions of a request and its answer, so the rules are tested without a browser.
 */

/** Pages of one shopper, or carrying a secret in the URL (English paths; `/hi` is the same page). */
const PRIVATE_PAGES = [
  "/account",
  "/orders",
  "/cart",
  "/checkout",
  "/checkoutPage",
  "/wishlist",
  "/admin",
  "/login",
  "/logout",
  "/signup",
  "/forgot-password",
  "/reset-password",
  "/auth",
  "/staff",
  "/track",
  "/notify",
  "/grievance/ticket",
  "/lang",
];

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** A page whose URL may be kept: not the API, not a page of one shopper. */
export function isKeepablePage(pathname: string): boolean {
  if (isUnder(pathname, "/api") || isUnder(pathname, "/uploads") || isUnder(pathname, "/assets")) return false;
  const english = unlocalisedPath(pathname);
  return !PRIVATE_PAGES.some((prefix) => isUnder(english, prefix));
}

/** The header lookups the rules need: a `Headers`, or anything answering `get` the same way. */
interface HeaderReader {
  get(name: string): string | null;
}

export interface RequestFacts {
  method: string;
  url: string;
  headers: HeaderReader;
}

export interface ResponseFacts {
  status: number;
  /** `basic` for a same-origin answer; `opaque` and `cors` answers are never kept. */
  type: string;
  headers: HeaderReader;
}

const cacheDirectives = (headers: HeaderReader) =>
  (headers.get("cache-control") ?? "")
    .toLowerCase()
    .split(",")
    .map((directive) => directive.trim());

/**
 * Whether an answer belongs to nobody in particular: a GET without credentials of its own, a
 * whole same-origin answer that sets no cookie and that the server did not mark private or
 * not to be stored.
 */
function isAnyonesAnswer(request: RequestFacts, response: ResponseFacts): boolean {
  if (request.method !== "GET" || request.headers.get("authorization")) return false;
  if (response.status !== 200 || response.type !== "basic") return false;
  if (response.headers.get("set-cookie")) return false;
  const directives = cacheDirectives(response.headers);
  return !directives.includes("private") && !directives.includes("no-store");
}

/**
 * A page may be kept when its URL is not a shopper's and the page server marked it `public`:
 * the server does so only for pages it rendered for nobody (apps/api/src/http/page-cache.ts).
 */
export function mayKeepPage(request: RequestFacts, response: ResponseFacts): boolean {
  const url = new URL(request.url);
  if (!isKeepablePage(url.pathname) || !isAnyonesAnswer(request, response)) return false;
  if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) return false;
  return cacheDirectives(response.headers).includes("public");
}

/** Pictures: uploads (products, banners, the logo) and the build's images, never anything under /api. */
export function isPicture(url: URL): boolean {
  if (isUnder(url.pathname, "/api")) return false;
  return isUnder(url.pathname, "/uploads") || /\.(?:webp|avif|png|jpe?g|gif|svg)$/i.test(url.pathname);
}

/** A picture may be kept when it is anyone's: the same rule as a page, without the `public` mark (uploads are `public, immutable`). */
export const mayKeepPicture = (request: RequestFacts, response: ResponseFacts): boolean =>
  isPicture(new URL(request.url)) && isAnyonesAnswer(request, response);

/** The build's hashed scripts, styles and fonts: the same bytes forever under one URL. */
export const isBuildAsset = (url: URL): boolean => isUnder(url.pathname, "/assets") && !/\.map$/i.test(url.pathname);

/** Requests after which no page stays on the device: the logouts, as a form and as an API call. */
export function isLogout(method: string, url: URL): boolean {
  if (method !== "POST") return false;
  const english = unlocalisedPath(url.pathname);
  return english === "/logout" || english === "/api/auth/logout" || english === "/api/auth/logout-all";
}

/** The language of the page a navigation asked for: the offline page answers in it. */
export const languageOf = (url: URL): Locale => localeOfPath(url.pathname);
