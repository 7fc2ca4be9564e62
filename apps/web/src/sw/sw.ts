/// <reference lib="webworker" />
// The store's service worker, built by vite-plugin-pwa (injectManifest) into /sw.js
// (docs/decisions/336-installable-store.md). It keeps pages and pictures anyone may see, never a shopper's.
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import type { RouteHandlerCallbackOptions } from "workbox-core/types";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly } from "workbox-strategies";
import { isBuildAsset, isKeepablePage, isLogout, isPicture, languageOf, mayKeepPage, mayKeepPicture } from "./cache-rules";
import { isKeepPageMessage } from "./keep-page-message";
import { OFFLINE_PAGES, offlinePageUrl, offlineShell, type OfflinePurpose } from "./offline-pages";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

const PAGES = "pages";
const PICTURES = "pictures";
const ASSETS = "assets";
const OFFLINE = "offline";
const DAY_SECONDS = 24 * 60 * 60;

// Only what the build lists (the icon); the app itself is cached as the shopper uses it.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * The offline pages in both languages, as the server renders them for nobody, without their
 * scripts (a page served in place of another must not start the app on the wrong route), and
 * the styles and fonts they name.
 */
async function keepOfflinePages(): Promise<void> {
  const cache = await caches.open(OFFLINE);
  const kept = new Set<string>();
  for (const url of OFFLINE_PAGES) {
    const response = await fetch(url, { credentials: "omit" });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const { html, assets } = offlineShell(await response.text());
    await cache.put(url, new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } }));
    kept.add(new URL(url, self.location.origin).href);
    for (const asset of assets) {
      const href = new URL(asset, self.location.origin).href;
      if (!kept.has(href)) await cache.add(href);
      kept.add(href);
    }
  }
  // What an older version kept (styles under old names) goes.
  for (const request of await cache.keys()) if (!kept.has(request.url)) await cache.delete(request);
}

self.addEventListener("install", (event) => {
  // A new version takes over at the shopper's next navigation, not when every tab is closed.
  event.waitUntil(keepOfflinePages().then(() => self.skipWaiting()));
});
clientsClaim();

const pages = new NetworkFirst({
  cacheName: PAGES,
  plugins: [
    { cacheWillUpdate: async ({ request, response }) => (mayKeepPage(request, response) ? response : null) },
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * DAY_SECONDS, purgeOnQuotaError: true }),
  ],
});

const network = new NetworkOnly();

// A page reached inside the app: the router fetched its data only, so its HTML is fetched here and
// kept under the same rules as a page opened directly (a signed-in shopper's comes back private).
self.addEventListener("message", (event) => {
  if (!isKeepPageMessage(event.data)) return;
  const url = new URL(event.data.url, self.location.origin);
  if (url.origin !== self.location.origin || !isKeepablePage(url.pathname)) return;
  const request = new Request(url.href, { credentials: "same-origin", headers: { accept: "text/html" } });
  event.waitUntil(pages.handle({ request, event }).catch(() => undefined));
});

// Pages: the network first; offline, the copy kept when it was last seen (if anyone's to keep).
// A shopper's own pages only ever come from the network.
registerRoute(
  ({ request, url }) => request.mode === "navigate" && url.origin === self.location.origin,
  (options: RouteHandlerCallbackOptions) => (isKeepablePage(options.url.pathname) ? pages : network).handle(options),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isPicture(url),
  new CacheFirst({
    cacheName: PICTURES,
    plugins: [
      { cacheWillUpdate: async ({ request, response }) => (mayKeepPicture(request, response) ? response : null) },
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

const assets = new CacheFirst({
  cacheName: ASSETS,
  plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 60 * DAY_SECONDS, purgeOnQuotaError: true })],
});
// The build's scripts and styles, which the kept pages need: never changed under one name.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isBuildAsset(url),
  async (options: RouteHandlerCallbackOptions) => (await caches.match(options.request, { cacheName: OFFLINE })) ?? assets.handle(options),
);

/** The offline page of the navigation's language: for a page not kept, or for a form sent without a network. */
async function offlinePage(url: URL, purpose: OfflinePurpose): Promise<Response> {
  return (await caches.match(offlinePageUrl(languageOf(url), purpose), { cacheName: OFFLINE })) ?? Response.error();
}

// Forms sent as pages and the logout calls: a logout drops every kept page; no network, the offline message.
registerRoute(
  ({ request, url }) => url.origin === self.location.origin && (request.mode === "navigate" || isLogout(request.method, url)),
  async ({ request, url }) => {
    if (isLogout(request.method, url)) await caches.delete(PAGES);
    try {
      return await fetch(request);
    } catch {
      return request.mode === "navigate" ? offlinePage(url, "action") : Response.error();
    }
  },
  "POST",
);

// A page neither on the network nor kept: the offline page.
setCatchHandler(async ({ request, url }) =>
  request.mode === "navigate" && request.method === "GET" ? offlinePage(url, "page") : Response.error(),
);
