import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import type { Flash, PageRequest } from "@vayu/shared/page-request";
import { localeOfPath, type Locale } from "@vayu/shared/locale";

/** A page as the web build's server renderer answers it. */
interface RenderedPage {
  status: number;
  location?: string;
  /** The toast a form post's redirect leaves for the next page. */
  flash?: Flash;
  html: string;
  /** Renders it took: 1 when the page's prefetch read all it shows (docs/decisions/180-one-pass-server-render.md). */
  passes: number;
}
/**
 * A rendered page; whether every API answer it was made of is a public read (http/cache.ts)
 * that a change would drop; the cookies the API set on the way (login, logout); and how long
 * reading and rendering took.
 */
export type StorefrontRenderer = (
  request: PageRequest,
  client?: PageClient,
) => Promise<RenderedPage & { publicOnly: boolean; setCookies: string[]; renderMs: number }>;
type Renderer = (request: PageRequest) => Promise<RenderedPage>;
/**
 * The browser a page is rendered for: its calls to the API go as from it, so a login by form
 * records the shopper's device and address, not the page server's (docs/decisions/225-sessions-that-end.md).
 */
export interface PageClient {
  userAgent: string | undefined;
  address: string;
}
type Transport = (url: string, init: RequestInit) => Promise<Response>;

function isRendererModule(value: unknown): value is { createRenderer: (options: { template: string; origin: string; fetch: Transport }) => Renderer } {
  return typeof value === "object" && value !== null && "createRenderer" in value && typeof value.createRenderer === "function";
}

/**
 * The render under way in this async context: whose it is, cleared when it reads an answer
 * other than a public read, and the cookies the API answered with.
 */
interface RenderReads {
  token: string | undefined;
  /** The language of the page being rendered: its API calls answer in it. */
  locale: Locale;
  client: PageClient | undefined;
  publicOnly: boolean;
  setCookies: string[];
}
const renderReads = new AsyncLocalStorage<RenderReads>();

const isPublicRead = (status: number, cacheControl: unknown) => (status === 200 || status === 304) && String(cacheControl ?? "").startsWith("public");

/** The call's own headers, with the page session's token when the call names no other, and the browser's user agent. */
function headersOf(init: RequestInit, reads: RenderReads | undefined): Record<string, string> {
  const headers = new Headers(init.headers);
  if (reads?.token && !headers.has("authorization")) headers.set("authorization", `Bearer ${reads.token}`);
  if (reads?.client?.userAgent && !headers.has("user-agent")) headers.set("user-agent", reads.client.userAgent);
  if (reads && !headers.has("accept-language")) headers.set("accept-language", reads.locale);
  return Object.fromEntries(headers);
}

/**
 * `/api` calls of the renderer: a public read the server keeps is read from memory, anything
 * else goes through Fastify's inject, the same routes without the network, as the page's
 * shopper (docs/decisions/125-server-rendered-store.md, 180-one-pass-server-render.md).
 */
function inProcessTransport(app: FastifyInstance): Transport {
  return async (url, init) => {
    const reads = renderReads.getStore();
    const kept = (init.method ?? "GET") === "GET" ? app.publicReads.cache.get(url) : undefined;
    if (kept) return new Response(kept.identity, { status: 200, headers: { "content-type": kept.contentType } });
    // A FormData body (a review's photo, docs/decisions/332-review-photos.md) goes as the browser would send it: multipart.
    const multipart = init.body instanceof FormData ? new Response(init.body) : undefined;
    const headers = headersOf(init, reads);
    if (multipart) headers["content-type"] = multipart.headers.get("content-type") ?? "";
    const response = await app.inject({
      method: init.method === "POST" || init.method === "PUT" || init.method === "PATCH" || init.method === "DELETE" ? init.method : "GET",
      url,
      headers,
      ...(reads?.client && { remoteAddress: reads.client.address }),
      ...(typeof init.body === "string" && { payload: init.body }),
      ...(multipart && { payload: Buffer.from(await multipart.arrayBuffer()) }),
    });
    const answered = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (name === "set-cookie") reads?.setCookies.push(...[value ?? []].flat().map(String));
      else if (value !== undefined) answered.set(name, Array.isArray(value) ? value.join(", ") : String(value));
    }
    if (reads && !isPublicRead(response.statusCode, response.headers["cache-control"])) reads.publicOnly = false;
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, { status: response.statusCode, headers: answered });
  };
}

/**
 * The server renderer of the web build in `webDist/../dist-server`, or null when the web was
 * built without it (the pages are then the client-rendered shell).
 */
export async function loadStorefrontRenderer(app: FastifyInstance, webDist: string, origin: string): Promise<StorefrontRenderer | null> {
  const entry = path.join(webDist, "../dist-server/entry-server.js");
  if (!existsSync(entry)) return null;
  const module: unknown = await import(pathToFileURL(entry).href);
  if (!isRendererModule(module)) throw new Error(`${entry} does not export createRenderer`);
  const template = readFileSync(path.join(webDist, "index.html"), "utf8");
  const render = module.createRenderer({ template, origin, fetch: inProcessTransport(app) });
  return (request, client) => {
    // A page for a shopper, or carrying a toast, is theirs alone: never kept for others.
    const reads: RenderReads = {
      token: request.session?.token,
      locale: localeOfPath(new URL(request.url, origin).pathname),
      client,
      publicOnly: !request.session && !request.flash && request.method === "GET",
      setCookies: [],
    };
    const started = performance.now();
    return renderReads.run(reads, async () => {
      const page = await render(request);
      return { ...page, publicOnly: reads.publicOnly, setCookies: reads.setCookies, renderMs: performance.now() - started };
    });
  };
}
