import { describe, expect, it } from "vitest";
import { isKeepablePage, isLogout, languageOf, mayKeepPage, mayKeepPicture } from "./cache-rules";
import { OFFLINE_PAGES, offlinePageUrl, offlineShell } from "./offline-pages";

/** What the service worker keeps on a shopper's device (docs/decisions/336-installable-store.md). */

const origin = "https://shop.test";
const get = (path: string, headers: Record<string, string> = {}) => ({ method: "GET", url: `${origin}${path}`, headers: new Headers(headers) });
const answer = (headers: Record<string, string>, status = 200, type = "basic") => ({ status, type, headers: new Headers(headers) });
/** A page the page server rendered for nobody and kept (apps/api/src/http/page-cache.ts). */
const publicPage = answer({ "content-type": "text/html; charset=utf-8", "cache-control": "public, no-cache" });

describe("pages kept for reading offline", () => {
  it("keeps product, listing and content pages the server marked public, in both languages", () => {
    for (const path of ["/", "/product/42", "/hi/product/42", "/air-coolers/3/7", "/blog/5", "/compare?ids=1,2"])
      expect(mayKeepPage(get(path), publicPage), path).toBe(true);
  });

  it("never keeps a shopper's page, whatever the server said", () => {
    for (const path of ["/account", "/hi/account", "/orders", "/orders/17", "/cart", "/checkout", "/checkoutPage", "/wishlist", "/admin", "/reset-password/abc", "/track"]) {
      expect(isKeepablePage(path), path).toBe(false);
      expect(mayKeepPage(get(path), publicPage), path).toBe(false);
    }
  });

  it("never keeps the API's answers, not even public ones", () => {
    for (const path of ["/api/cart", "/api/account/sessions", "/api/orders", "/api/order/5", "/api/product/42"])
      expect(mayKeepPage(get(path), publicPage), path).toBe(false);
  });

  it("keeps no page rendered for a signed-in shopper, sent with credentials, setting a cookie or not public", () => {
    const html = { "content-type": "text/html; charset=utf-8" };
    expect(mayKeepPage(get("/product/42"), answer({ ...html, "cache-control": "private, no-store" }))).toBe(false);
    expect(mayKeepPage(get("/product/42"), answer({ ...html, "cache-control": "no-store" }))).toBe(false);
    // Rendered for nobody but not kept by the server either (it read something not public).
    expect(mayKeepPage(get("/product/42"), answer({ ...html, "cache-control": "no-cache" }))).toBe(false);
    expect(mayKeepPage(get("/product/42"), answer({ ...html, "cache-control": "public, no-cache", "set-cookie": "flash=1" }))).toBe(false);
    expect(mayKeepPage(get("/product/42", { authorization: "Bearer abc" }), publicPage)).toBe(false);
    expect(mayKeepPage({ ...get("/product/42"), method: "POST" }, publicPage)).toBe(false);
  });

  it("keeps no error page, redirect or answer from another origin", () => {
    const headers = { "content-type": "text/html", "cache-control": "public, no-cache" };
    expect(mayKeepPage(get("/product/404"), answer(headers, 404))).toBe(false);
    expect(mayKeepPage(get("/product/42"), answer(headers, 200, "opaque"))).toBe(false);
    expect(mayKeepPage(get("/product/42"), answer({ "content-type": "application/json", "cache-control": "public" }))).toBe(false);
  });
});

describe("pictures", () => {
  it("keeps uploads and the build's images, never a private answer", () => {
    const immutable = answer({ "content-type": "image/webp", "cache-control": "public, max-age=31536000, immutable" });
    expect(mayKeepPicture(get("/uploads/products/cooler-640.webp"), immutable)).toBe(true);
    expect(mayKeepPicture(get("/favicon.svg"), answer({ "cache-control": "no-cache" }))).toBe(true);
    expect(mayKeepPicture(get("/uploads/staff/x.webp"), answer({ "cache-control": "private" }))).toBe(false);
    expect(mayKeepPicture(get("/api/admin/orders/5/label"), immutable)).toBe(false);
    expect(mayKeepPicture(get("/product/42"), immutable)).toBe(false);
  });
});

describe("logout and languages", () => {
  it("knows the logouts, as a form and as API calls, in both languages", () => {
    for (const path of ["/logout", "/hi/logout", "/api/auth/logout", "/api/auth/logout-all"])
      expect(isLogout("POST", new URL(`${origin}${path}`)), path).toBe(true);
    expect(isLogout("GET", new URL(`${origin}/logout`))).toBe(false);
    expect(isLogout("POST", new URL(`${origin}/api/cart`))).toBe(false);
  });

  it("answers a Hindi page's navigation with the Hindi offline page", () => {
    expect(offlinePageUrl(languageOf(new URL(`${origin}/hi/product/9`)), "page")).toBe("/hi/offline");
    expect(offlinePageUrl(languageOf(new URL(`${origin}/contact`)), "action")).toBe("/offline?for=action");
    expect(OFFLINE_PAGES).toEqual(["/offline", "/offline?for=action", "/hi/offline", "/hi/offline?for=action"]);
  });
});

describe("the kept offline page", () => {
  it("loses its scripts and names the styles and fonts to keep with it", () => {
    const page = `<html><head><link rel="stylesheet" crossorigin href="/assets/index-abc.css">
<link rel="preload" href="/assets/inter-latin-1.woff2" as="font" type="font/woff2" crossorigin />
<link rel="modulepreload" crossorigin href="/assets/shell-1.js">
<link rel="preload" href="https://cdn.example/x.woff2" as="font" />
<script data-entry="/assets/index-1.js">start()</script></head>
<body><h1>You are offline</h1><script type="application/json" id="ssr-state">{"a":1}</script></body></html>`;
    const { html, assets } = offlineShell(page);
    expect(html).toContain("<h1>You are offline</h1>");
    expect(html).not.toMatch(/<script|modulepreload|ssr-state/);
    expect(assets).toEqual(["/assets/index-abc.css", "/assets/inter-latin-1.woff2"]);
  });
});
