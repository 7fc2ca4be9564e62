import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sendCached } from "./cache";
import { cachedBody } from "./public-reads";
import { localeOfPath } from "@vayu/shared/locale";
import { languageRedirect } from "./languages";
import { pageRequestOf } from "./page-request";
import { setFlash } from "./page-session";
import type { StorefrontRenderer } from "./storefront";

/** Pages are revalidated on every visit: the ETag makes that a bodiless 304 while nothing changed. */
const PAGE_CACHE_CONTROL = "no-cache";
/**
 * A kept page, the same for every visitor, is marked public: the only pages the service worker
 * keeps on a device for reading offline (docs/decisions/336-installable-store.md).
 */
const SHARED_PAGE_CACHE_CONTROL = "public, no-cache";
/** A page rendered for one shopper, or after their form post, is theirs alone. */
const OWN_PAGE_CACHE_CONTROL = "private, no-store";
const HTML = "text/html; charset=utf-8";
/** A kept page is rendered afresh at least this often: the footer's year is the one thing in it that no write changes. */
const PAGE_MAX_AGE_MS = 10 * 60_000;

/**
 * Serves a storefront page rendered on the server (docs/decisions/176-rendered-page-cache.md).
 * The server renders for nobody in particular (the cart count and sign-in are filled in by
 * the browser), so a page made only of public reads is the same for every visitor: it is
 * kept, compressed, beside those reads in the public-read cache and dropped with them when
 * staff edit something or stock moves. Other pages, redirects and 404s are rendered each time,
 * and so is every page of a signed-in shopper (docs/decisions/195-forms-before-javascript.md).
 */
export async function servePage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, render: StorefrontRenderer): Promise<boolean> {
  const { cache, source } = app.publicReads;
  // A shopper who chose Hindi gets the Hindi page, before any kept page is looked up (docs/product/http-contract.md "Languages").
  const hindi = languageRedirect(request, reply);
  if (hindi) {
    reply.header("Cache-Control", OWN_PAGE_CACHE_CONTROL).redirect(hindi, 302);
    return true;
  }
  const pageRequest = await pageRequestOf(app, request, reply);
  const key = `page:${localeOfPath(request.url.split("?")[0]!)}:${request.url}`;
  const shared = pageRequest.method === "GET" && !pageRequest.session && !pageRequest.flash;
  const kept = shared ? cache.get(key) : undefined;
  if (kept) {
    reply.send(await sendCached(request, reply, kept, SHARED_PAGE_CACHE_CONTROL));
    return true;
  }
  const generation = cache.generation;
  const page = await render(pageRequest, { userAgent: request.headers["user-agent"], address: request.ip }).catch((error: unknown) => {
    // A page that fails to render still works: the browser renders it from the shell.
    request.log.error({ err: error }, "server rendering failed");
    return null;
  });
  if (!page) return false;
  reply.header("server-timing", `render;dur=${page.renderMs.toFixed(1)};desc="${page.passes} pass${page.passes === 1 ? "" : "es"}"`);
  // The API's cookies from the way (a login, a logout) go on to the browser.
  if (page.setCookies.length > 0) reply.header("set-cookie", page.setCookies);
  if (page.flash) setFlash(reply, page.flash, app.config.publicUrl);
  if (page.location) {
    // After a form post the browser follows with a GET, whatever the page's own redirect was.
    reply.header("Cache-Control", OWN_PAGE_CACHE_CONTROL).redirect(page.location, pageRequest.method === "POST" ? 303 : page.status);
    return true;
  }
  if (!shared) {
    // Compressed as the browser asks, as a kept page is, but made for this shopper alone and never kept.
    reply.status(page.status).send(await sendCached(request, reply, cachedBody(page.html, HTML), OWN_PAGE_CACHE_CONTROL));
    return true;
  }
  if (page.status !== 200 || !page.publicOnly) {
    reply.status(page.status).header("Cache-Control", PAGE_CACHE_CONTROL).type(HTML).send(page.html);
    return true;
  }
  const entry = cachedBody(page.html, HTML);
  cache.set(key, entry, generation, Math.min(await source.validUntil(), Date.now() + PAGE_MAX_AGE_MS));
  reply.send(await sendCached(request, reply, entry, SHARED_PAGE_CACHE_CONTROL));
  return true;
}
