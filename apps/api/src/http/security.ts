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

/** The headers helmet sets with our policy, by lower-case name: they are the same for every answer. */
export function securityHeaders(): Record<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  const middleware = helmet({ contentSecurityPolicy: { directives: contentSecurityPolicy }, crossOriginEmbedderPolicy: false });
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.fromEntries(headers);
}

/**
 * helmet's headers on every answer, worked out once at start-up: @fastify/helmet built
 * helmet's middleware again for each request, parsing the policy every time
 * (docs/decisions/205-honest-api-bench.md).
 */
export function registerSecurityHeaders(app: FastifyInstance): Record<string, string> {
  const headers = securityHeaders();
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  return headers;
}
