import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = "br" | "gzip" | "identity";

/**
 * One public answer, serialised once, with an ETag per coding. Each compressed coding is made
 * the first time a client asks for it and then kept: the server renderer reads the text only,
 * and a browser asks for one coding (docs/decisions/180-one-pass-server-render.md).
 */
export interface CachedBody {
  contentType: string;
  hash: string;
  identity: Buffer;
  encoded(encoding: Encoding): Promise<Buffer>;
  /** The body in `encoding` if it is made already (`encoded` makes it). */
  made(encoding: Encoding): Buffer | undefined;
}

/** Bodies above this are compressed a little less hard: a whole 10,000-product catalog is megabytes. */
const LARGE_BODY_BYTES = 256 * 1024;

/**
 * Brotli quality 6: every answer is compressed when first read, on the request's time, and
 * quality 9 cost 48 ms for a 28 KB listing page against 0.5 ms at 6, for 0.4% fewer bytes
 * (docs/decisions/151-public-read-cache.md).
 */
const BROTLI_QUALITY = 6;

/** A strong validator per encoding: the hash of the JSON, marked with the coding it is sent in. */
export function entityTag(hash: string, encoding: Encoding): string {
  return encoding === "identity" ? `"${hash}"` : `"${hash}-${encoding === "br" ? "br" : "gz"}"`;
}

function hashOf(body: string | Buffer): string {
  return createHash("sha256").update(body).digest("base64url").slice(0, 32);
}

function compress(identity: Buffer, encoding: "br" | "gzip"): Promise<Buffer> {
  const large = identity.length > LARGE_BODY_BYTES;
  if (encoding === "gzip") return gzipAsync(identity, { level: large ? 6 : 9 });
  return brotli(identity, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: large ? 5 : BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });
}

export function cachedBody(body: string, contentType: string): CachedBody {
  const identity = Buffer.from(body);
  const compressed = new Map<"br" | "gzip", Promise<Buffer>>();
  const made = new Map<Encoding, Buffer>([["identity", identity]]);
  return {
    contentType,
    hash: hashOf(identity),
    identity,
    encoded(encoding) {
      if (encoding === "identity") return Promise.resolve(identity);
      let kept = compressed.get(encoding);
      if (!kept) {
        kept = compress(identity, encoding);
        kept.then(
          (bytes) => made.set(encoding, bytes),
          () => undefined,
        );
        compressed.set(encoding, kept);
      }
      return kept;
    },
    made: (encoding) => made.get(encoding),
  };
}

/** The text and room for its compressed copies, which for JSON and HTML are each well under a quarter of it. */
export const sizeOf = (entry: CachedBody) => Math.ceil(entry.identity.length * 1.5);

/**
 * The catalog's and content's public answers by URL (docs/decisions/151-public-read-cache.md),
 * least recently used dropped first past `maxBytes`. Every answer is dropped when what they
 * are read from changes (`clear`), and when `validUntil` passes: a stock hold running out
 * changes the stock shown without any write. An answer read while a change happened is
 * not kept: it may be from before it.
 */
export class PublicReadCache {
  readonly #entries = new Map<string, CachedBody>();
  #bytes = 0;
  #generation = 0;
  #validUntil = Number.POSITIVE_INFINITY;
  #enabled = true;

  constructor(private readonly maxBytes: number) {}

  get(key: string, now = Date.now()): CachedBody | undefined {
    if (now >= this.#validUntil) this.clear();
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  /** When the kept answers stop being true without a write (ms since the epoch), or Infinity. */
  get validUntil(): number {
    return this.#validUntil;
  }

  /** Taken before reading the database for an answer, and handed back to `set`. */
  get generation(): number {
    return this.#generation;
  }

  /** Keeps `entry` unless the data changed since `generation`; `validUntil` (ms) bounds every answer. */
  set(key: string, entry: CachedBody, generation: number, validUntil = Number.POSITIVE_INFINITY): void {
    const size = sizeOf(entry);
    if (!this.#enabled || generation !== this.#generation || size > this.maxBytes / 4) return;
    this.#remove(key);
    this.#entries.set(key, entry);
    this.#bytes += size;
    this.#validUntil = Math.min(this.#validUntil, validUntil);
    for (const [oldest] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#remove(oldest);
    }
  }

  /** What the answers are read from changed. */
  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#bytes = 0;
    this.#validUntil = Number.POSITIVE_INFINITY;
  }

  /** Whether answers are kept: false once changes can no longer be heard. */
  get keeping(): boolean {
    return this.#enabled;
  }

  /** Changes can no longer be heard: keep nothing from now on. */
  disable(): void {
    this.#enabled = false;
    this.clear();
  }

  /** Changes can be heard again (the listening connection is back): keep answers again, none from before. */
  enable(): void {
    this.clear();
    this.#enabled = true;
  }

  get size(): number {
    return this.#entries.size;
  }

  #remove(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#bytes -= sizeOf(entry);
    this.#entries.delete(key);
  }
}
