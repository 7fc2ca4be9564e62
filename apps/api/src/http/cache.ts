import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Public read-only answers (catalog, content) are the same for every visitor and change
 * only when staff edit them or stock moves: browsers and proxies may reuse them for a minute, then serve
 * the stale copy while they revalidate with the ETag
 * (docs/decisions/010-catalog-images-and-caching.md).
 */
const PUBLIC_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=600";

/** A strong validator: the hash of the exact bytes sent. */
function entityTag(body: string | Buffer): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
}

/** RFC 9110 13.1.2: If-None-Match uses the weak comparison, and `*` matches any current entity. */
function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag.replace(/^W\//, "") === etag;
  });
}

const cacheable = (request: FastifyRequest) => request.method === "GET" || request.method === "HEAD";

/**
 * Adds ETag and Cache-Control to every successful GET of the plugin it is registered in,
 * and turns a matching If-None-Match into a bodiless 304.
 */
export function usePublicCaching(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (!cacheable(request) || reply.statusCode !== 200) return payload;
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    const etag = entityTag(payload);
    reply.header("etag", etag).header("cache-control", PUBLIC_CACHE_CONTROL);
    if (!ifNoneMatchHits(request.headers["if-none-match"], etag)) return payload;
    reply.code(304).removeHeader("content-type").removeHeader("content-length");
    return "";
  });
}
