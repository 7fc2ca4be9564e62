import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from "fastify";
import {
  cachedBody,
  entityTag,
  PublicReadCache,
  type CachedBody,
  type Encoding,
} from "./public-reads";
import { oncePerGeneration } from "./once-per-generation";

declare module "fastify" {
  interface FastifyInstance {
    publicReads: { cache: PublicReadCache; source: PublicReadSource };
  }
  interface FastifyRequest {
    /** True on the routes of usePublicCaching: their answers are logged as ./logging.ts says. */
    publicRead?: boolean;
    /** On the routes of usePublicCaching: answered from the kept public reads. */
    servedFromMemory?: boolean;
    /** On the routes of usePublicCaching: the cache's generation as a read from the database began. */
    readGeneration?: number;
  }
}

/**
 * Public read-only answers (catalog, content) are the same for every visitor and change
 * only when staff edit them or stock moves: browsers and proxies may reuse them for a minute, then serve
 * the stale copy while they revalidate with the ETag
 * (docs/decisions/010-catalog-images-and-caching.md).
 */
const PUBLIC_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=600";

/**
 * `cacheControl` for an answer sent at `now` that stops being true at `validUntil` (a stock
 * hold running out, a scheduled sale starting or ending: docs/decisions/275-scheduled-sale-prices.md):
 * a browser's or proxy's copy, its stale-while-revalidate time included, must not outlive it,
 * so both shrink to the seconds left. Unchanged when the moment is further off than they reach.
 */
export function boundedCacheControl(cacheControl: string, validUntil: number, now = Date.now()): string {
  const maxAge = /max-age=(\d+)/.exec(cacheControl);
  if (!maxAge || !Number.isFinite(validUntil)) return cacheControl;
  const staleFor = /stale-while-revalidate=(\d+)/.exec(cacheControl);
  const age = Number(maxAge[1]);
  const stale = staleFor ? Number(staleFor[1]) : 0;
  const left = Math.max(0, Math.floor((validUntil - now) / 1000));
  if (age + stale <= left) return cacheControl;
  const boundedAge = Math.min(age, left);
  return cacheControl
    .replace(/max-age=\d+/, `max-age=${boundedAge}`)
    .replace(/stale-while-revalidate=\d+/, `stale-while-revalidate=${Math.min(stale, left - boundedAge)}`);
}

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Memory for kept answers, all three encodings counted. */
const PUBLIC_READS_MAX_BYTES = 64 * 1024 * 1024;

/** What the public answers are read from, as the server that keeps them sees it. */
export interface PublicReadSource {
  /** The channel a change is notified on, for the other servers sharing the database. */
  channel: string;
  /** A value that differs after any change to what the answers are read from. */
  version(): Promise<string>;
  /** When answers read now stop being true without any write (ms since the epoch), or Infinity. */
  validUntil(): Promise<number>;
}

/**
 * The kept public answers of this server (docs/decisions/151-public-read-cache.md). A request
 * that may have written (any method but GET, HEAD and OPTIONS) compares the source's version
 * before it answers and drops them all when it moved, so its own next read is fresh; other
 * servers hear of the change on `channel`, and so does this one of writes made outside requests.
 */
export async function registerPublicReads(app: FastifyInstance, source: PublicReadSource) {
  const cache = new PublicReadCache(PUBLIC_READS_MAX_BYTES);
  app.decorate("publicReads", {
    cache,
    source: { ...source, validUntil: oncePerGeneration(() => cache.generation, () => source.validUntil()) },
  });
  let seen = await source.version();
  const stopListening = await app.database.listen(
    source.channel,
    () => cache.clear(),
    () => {
      app.log.warn("catalog changes can no longer be heard: public answers are not kept until they can");
      cache.disable();
    },
    () => {
      app.log.warn("catalog changes can be heard again: public answers are kept again");
      cache.enable();
    },
  );
  app.addHook("onClose", stopListening);
  const dropIfChanged: onSendHookHandler = async (_request, _reply, payload) => {
    const version = await source.version();
    if (version !== seen) {
      seen = version;
      cache.clear();
    }
    return payload;
  };
  // On the routes that may write only: a read does not pay for a hook that has nothing to do.
  app.addHook("onRoute", (route) => {
    if ([route.method].flat().every((method) => READ_METHODS.has(method))) return;
    route.onSend = [route.onSend ?? []].flat().concat(dropIfChanged);
  });
  return cache;
}

/** RFC 9110 13.1.2: If-None-Match uses the weak comparison, and `*` matches any current entity. */
export function ifNoneMatchHits(header: string | undefined, entry: CachedBody): boolean {
  if (!header) return false;
  const current = new Set(
    (["identity", "br", "gzip"] as const).map((encoding) => entityTag(entry.hash, encoding)),
  );
  return header.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || current.has(tag.replace(/^W\//, ""));
  });
}

/** The best coding the client accepts (brotli, then gzip), by RFC 9110 12.5.3; `q=0` refuses. */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return "identity";
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const quality = (coding: string) => accepted.get(coding) ?? accepted.get("*") ?? 0;
  if (quality("br") > 0) return "br";
  if (quality("gzip") > 0) return "gzip";
  return "identity";
}

/** Accept-Encoding headers seen, and what they chose: browsers send a handful of different ones. */
const negotiated = new Map<string, Encoding>();
const NEGOTIATED_MAX = 64;

export function negotiate(header: string | undefined): Encoding {
  if (!header) return "identity";
  let encoding = negotiated.get(header);
  if (encoding === undefined) {
    encoding = preferredEncoding(header);
    if (negotiated.size >= NEGOTIATED_MAX) negotiated.clear();
    negotiated.set(header, encoding);
  }
  return encoding;
}

/**
 * A kept answer in the client's coding, or a bodiless 304 when its copy is current: no body
 * at all, so Fastify adds no Content-Type or Content-Length, which a cache would take over
 * onto the copy it keeps (RFC 9111 4.3.4).
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedBody,
  cacheControl: string,
) {
  const encoding = negotiate(request.headers["accept-encoding"]);
  const vary = String(reply.getHeader("vary") ?? "");
  reply
    .header("etag", entityTag(entry.hash, encoding))
    .header("cache-control", cacheControl)
    .header(
      "vary",
      vary.includes("Accept-Encoding") ? vary : vary ? `${vary}, Accept-Encoding` : "Accept-Encoding",
    );
  if (ifNoneMatchHits(request.headers["if-none-match"], entry)) {
    reply.code(304).removeHeader("content-type").removeHeader("content-length");
    return undefined;
  }
  reply.header("content-type", entry.contentType);
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return entry.encoded(encoding);
}

/** The answers usePublicCaching kept, with their Cache-Control: what ./reads-from-memory.ts may send. */
export const apiAnswers = new WeakMap<CachedBody, string>();

/**
 * Serves every successful GET of the plugin it is registered in from the server's kept
 * answers (`registerPublicReads`), serialised and compressed once, with ETag and
 * Cache-Control (browsers may keep it a minute unless told `cacheControl`), and turns a
 * matching If-None-Match into a bodiless 304. Its hooks take callbacks: an answer from
 * memory costs no more promises than it must (docs/decisions/205-honest-api-bench.md).
 */
export function usePublicCaching(
  app: FastifyInstance,
  {
    cacheControl = PUBLIC_CACHE_CONTROL,
    validUntil: ownValidUntil,
  }: {
    cacheControl?: string;
    /** When these routes' answers stop being true without any write (ms since the epoch), besides the source's moments. */
    validUntil?: (now: number) => number;
  } = {},
) {
  const { cache, source } = app.publicReads;
  app.decorateRequest("publicRead", true);
  app.decorateRequest("servedFromMemory", false);
  app.decorateRequest("readGeneration", undefined);
  app.addHook("onRequest", (request, reply, done) => {
    if (request.method !== "GET") return done();
    const entry = cache.get(request.url);
    if (!entry) {
      request.readGeneration = cache.generation;
      return done();
    }
    request.servedFromMemory = true;
    sendCached(request, reply, entry, boundedCacheControl(cacheControl, cache.validUntil)).then((body) => reply.send(body), done);
  });

  const keep = async (request: FastifyRequest, reply: FastifyReply, payload: string) => {
    const entry = cachedBody(
      payload,
      String(reply.getHeader("content-type") ?? "application/json; charset=utf-8"),
    );
    const generation = request.readGeneration;
    apiAnswers.set(entry, cacheControl);
    const validUntil = Math.min(await source.validUntil(), ownValidUntil?.(Date.now()) ?? Number.POSITIVE_INFINITY);
    if (generation !== undefined) cache.set(request.url, entry, generation, validUntil);
    return sendCached(request, reply, entry, boundedCacheControl(cacheControl, validUntil));
  };
  app.addHook("onSend", (request, reply, payload, done) => {
    const answered = request.servedFromMemory || reply.statusCode !== 200;
    if (answered || (request.method !== "GET" && request.method !== "HEAD") || typeof payload !== "string") {
      return done(null, payload);
    }
    keep(request, reply, payload).then((body) => done(null, body), done);
  });
}
