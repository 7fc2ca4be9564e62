import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import { PAINT_FIRST_SCRIPT } from "@vayu/shared/paint-first";

/** The one inline script a page may run, named by its hash (docs/decisions/182-paint-before-javascript.md). */
const paintFirstHash = `'sha256-${createHash("sha256").update(PAINT_FIRST_SCRIPT).digest("base64")}'`;

/**
 * Content Security Policy: our own origin, plus only what must be remote in production:
 * Razorpay's checkout (script, frames, API) and the lazily loaded map embed.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", paintFirstHash, "https://checkout.razorpay.com"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:", "https:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'", "https://api.razorpay.com", "https://lumberjack.razorpay.com"],
  frameSrc: ["'self'", "https://api.razorpay.com", "https://checkout.razorpay.com", "https://www.google.com"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  upgradeInsecureRequests: null,
};

type HelmetOptions = NonNullable<Parameters<typeof helmet>[0]>;

/** The headers helmet sets with `options`, by lower-case name. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.fromEntries(headers);
}

/** What a page (and anything a browser may show as a document) carries: helmet's defaults with our policy. */
export const pageSecurityHeaders = () =>
  helmetHeaders({ contentSecurityPolicy: { directives: contentSecurityPolicy }, crossOriginEmbedderPolicy: false });

/**
 * What a data answer of the API (JSON, a PDF, a CSV) carries: the set OWASP's REST Security
 * Cheat Sheet lists for APIs. A policy that allows nothing and no framing, nosniff, HSTS,
 * no referrer and same-origin reads; helmet's document-only headers (opener policy, DNS
 * prefetch, old IE and Flash switches) mean nothing on JSON and cost bytes on every answer
 * (docs/decisions/205-honest-api-bench.md).
 */
export const apiSecurityHeaders = () =>
  helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: "deny" },
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });

/** The API's HTML reference page is a document: it keeps the page headers. */
export const isApiData = (url: string) => url.startsWith("/api/") && !url.startsWith("/api/docs");

/**
 * The security headers on every answer, worked out once at start-up (@fastify/helmet built
 * helmet's middleware again for each request, parsing the policy every time). Returns the
 * API's set, which the public reads kept in memory carry too.
 */
export function registerSecurityHeaders(app: FastifyInstance): Record<string, string> {
  const page = pageSecurityHeaders();
  const api = apiSecurityHeaders();
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(isApiData(request.url) ? api : page);
    done();
  });
  return api;
}
