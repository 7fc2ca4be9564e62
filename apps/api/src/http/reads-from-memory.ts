import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyBaseLogger } from "fastify";
import { apiAnswers, boundedCacheControl, ifNoneMatchHits, negotiate } from "./cache";
import { entityTag, type CachedBody, type Encoding, type PublicReadCache } from "./public-reads";

type Head = string[];

const DEBUG_LEVELS = new Set(["debug", "trace"]);

/**
 * Public API answers the server keeps, sent before Fastify routes the request
 * (docs/decisions/205-honest-api-bench.md). A GET of a URL that usePublicCaching kept is
 * answered here with the status, headers and body Fastify's path would send for it
 * (reads-from-memory.test.ts compares them), the headers worked out once per answer and
 * coding. Anything else, or an answer whose coding is not made yet, goes to Fastify.
 */
export class ReadsFromMemory {
  readonly #heads = new WeakMap<CachedBody, Map<string, Head>>();
  #closing = false;

  /** `common`: the headers every answer carries (security, CORS), by lower-case name. */
  constructor(
    private readonly cache: PublicReadCache,
    private readonly common: Record<string, string>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** From now on every request goes to Fastify, which answers 503 while it closes. */
  close() {
    this.#closing = true;
  }

  /** Answers the request and returns true, or leaves it to Fastify. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const { url } = request;
    if (request.method !== "GET" || this.#closing || !url?.startsWith("/api/")) return false;
    const entry = this.cache.get(url);
    const cacheControl = entry && apiAnswers.get(entry);
    // Near a moment the answers stop being true its lifetime shrinks with every second: Fastify's path works it out.
    if (!entry || !cacheControl || boundedCacheControl(cacheControl, this.cache.validUntil) !== cacheControl) return false;
    const encoding = negotiate(request.headers["accept-encoding"]);
    const body = entry.made(encoding);
    if (!body) return false;
    const unchanged = ifNoneMatchHits(request.headers["if-none-match"], entry);
    response.writeHead(unchanged ? 304 : 200, this.#head(entry, encoding, cacheControl, unchanged));
    response.end(unchanged ? undefined : body);
    if (DEBUG_LEVELS.has(this.log.level)) {
      this.log.debug({ req: { method: "GET", url }, res: { statusCode: response.statusCode } }, "request completed from memory");
    }
    return true;
  }

  #head(entry: CachedBody, encoding: Encoding, cacheControl: string, unchanged: boolean): Head {
    let heads = this.#heads.get(entry);
    if (!heads) {
      heads = new Map();
      this.#heads.set(entry, heads);
    }
    const key = `${encoding}${unchanged ? " 304" : ""}`;
    let head = heads.get(key);
    if (!head) {
      const headers: Record<string, string> = {
        ...this.common,
        etag: entityTag(entry.hash, encoding),
        "cache-control": cacheControl,
        vary: "Accept-Encoding",
      };
      if (!unchanged) {
        headers["content-type"] = entry.contentType;
        if (encoding !== "identity") headers["content-encoding"] = encoding;
        headers["content-length"] = String(entry.made(encoding)!.length);
      }
      head = Object.entries(headers).flat();
      heads.set(key, head);
    }
    return head;
  }
}
