import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Redis } from "ioredis";

/**
 * Where `@fastify/rate-limit` counts with REDIS_URL set (docs/decisions/240-store-survives-faults.md):
 * in Redis, shared by every instance, while Redis answers; in this process's memory while it
 * does not, so each instance still limits on its own instead of letting every attempt through.
 * ioredis reconnects by itself and the next count goes to Redis again. `connectRedis` logs
 * the outage and the return, once each.
 */

interface Count {
  current: number;
  /** Milliseconds left in the window. */
  ttl: number;
}

type Callback = (error: Error | null, result?: Count) => void;

/** The plugin's own Lua (its RedisStore, without the options this store does not use): one round trip per count. */
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
local ttl = tonumber(ARGV[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ttl)
else
  ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[1])
    ttl = tonumber(ARGV[1])
  end
end
return {current, ttl}`;

/** Counted windows kept in memory at most: the oldest go first, as the plugin's LocalStore keeps 5000. */
const LOCAL_KEYS_MAX = 10_000;

/** Fixed windows in memory, one per key, as the plugin's LocalStore counts. */
export class LocalCounts {
  private readonly windows = new Map<string, { current: number; startedAt: number; windowMs: number }>();

  increment(key: string, windowMs: number, now = Date.now()): Count {
    const existing = this.windows.get(key);
    if (existing && existing.startedAt + existing.windowMs > now) {
      existing.current++;
      return { current: existing.current, ttl: existing.startedAt + existing.windowMs - now };
    }
    this.windows.delete(key);
    this.windows.set(key, { current: 1, startedAt: now, windowMs });
    if (this.windows.size > LOCAL_KEYS_MAX) this.windows.delete(this.windows.keys().next().value!);
    return { current: 1, ttl: windowMs };
  }
}

/** The route a child store counts for, as the plugin hands it (`routeInfo` is absent for `createRateLimit`). */
function routePrefix(routeOptions: unknown): string {
  const info = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } } | undefined)?.routeInfo;
  const part = (value: unknown) => (typeof value === "string" ? value : "");
  return `${part(info?.method)}${part(info?.url)}-`;
}

/** The store class the plugin's `store` option takes, counting in `redis` under `nameSpace` and in `local` while Redis is away. */
export function redisWithLocalFallback(redis: Redis, nameSpace: string, local = new LocalCounts()): FastifyRateLimitStoreCtor {
  class FallbackStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = nameSpace,
    ) {}

    incr(key: string, callback: Callback, timeWindow?: number, _max?: number): void {
      const windowMs = timeWindow ?? 60_000;
      const fullKey = `${this.prefix}${key}`;
      // While ioredis is reconnecting a command would fail at once (no offline queue): count here.
      if (redis.status !== "ready") return callback(null, local.increment(fullKey, windowMs));
      redis.eval(INCREMENT, 1, fullKey, windowMs).then(
        (result) => {
          const [current, ttl] = result as [number, number];
          callback(null, { current, ttl });
        },
        () => callback(null, local.increment(fullKey, windowMs)),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      return new FallbackStore(undefined, `${this.prefix}${routePrefix(routeOptions)}`);
    }
  }
  return FallbackStore;
}
