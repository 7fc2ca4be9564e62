import type { Redis } from "ioredis";

/**
 * Counters of failed password checks (docs/decisions/220-failure-only-login-throttling.md).
 * A counter's window starts at its first failure and ends `windowMs` later; a mark is a
 * flag with a lifetime. In Redis when the instances share one, in memory otherwise, and in
 * memory for as long as that Redis does not answer.
 */
export interface Count {
  count: number;
  /** Until the window ends; 0 when there is no count. */
  ttlMs: number;
}

export interface FailureCounts {
  /** One more failure; answers the count with it. */
  add(key: string, windowMs: number): Promise<Count>;
  /** The counts of these keys now (0 for a key without any). */
  read(keys: readonly string[]): Promise<Count[]>;
  /** Sets a flag for `ttlMs` (read answers count 1 while it lasts). */
  mark(key: string, ttlMs: number): Promise<void>;
}

const NONE: Count = { count: 0, ttlMs: 0 };

/** One instance's counters. Expired entries are swept as the map grows. */
export function memoryFailureCounts(now: () => number = Date.now): FailureCounts {
  const entries = new Map<string, { count: number; endsAt: number }>();
  let sweepAt = 1_000;
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.endsAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = () => {
    if (entries.size < sweepAt) return;
    const t = now();
    for (const [key, entry] of entries) if (entry.endsAt <= t) entries.delete(key);
    sweepAt = Math.max(1_000, entries.size * 2);
  };
  return {
    async add(key, windowMs) {
      sweep();
      const entry = live(key) ?? { count: 0, endsAt: now() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      return { count: entry.count, ttlMs: entry.endsAt - now() };
    },
    async read(keys) {
      return keys.map((key) => {
        const entry = live(key);
        return entry ? { count: entry.count, ttlMs: entry.endsAt - now() } : NONE;
      });
    },
    async mark(key, ttlMs) {
      sweep();
      entries.set(key, { count: 1, endsAt: now() + ttlMs });
    },
  };
}

/** INCR, with the window's end set by the first failure, in one step. */
const ADD = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

/** The counters every instance shares; keys live under `prefix`. */
export function redisFailureCounts(redis: Redis, prefix = "vayu:login-failures:"): FailureCounts {
  return {
    async add(key, windowMs) {
      const [count, ttl] = (await redis.eval(ADD, 1, prefix + key, windowMs)) as [number, number];
      return { count, ttlMs: Math.max(0, ttl) };
    },
    async read(keys) {
      if (keys.length === 0) return [];
      const pipeline = redis.pipeline();
      for (const key of keys) pipeline.get(prefix + key).pttl(prefix + key);
      const results = (await pipeline.exec()) ?? [];
      const failed = results.find(([error]) => error);
      if (failed) throw failed[0];
      return keys.map((_key, i) => {
        const value = results[2 * i]?.[1];
        const ttl = Number(results[2 * i + 1]?.[1] ?? 0);
        const count = typeof value === "string" ? Number(value) : 0;
        return count > 0 ? { count, ttlMs: Math.max(0, ttl) } : NONE;
      });
    },
    async mark(key, ttlMs) {
      await redis.set(prefix + key, "1", "PX", ttlMs);
    },
  };
}

/**
 * Redis while it answers, else this instance's memory: a store that lost Redis keeps counting
 * failures, each instance on its own, and uses Redis again when it is back (what it counted
 * meanwhile stays in memory until its window ends). The outage is logged once, by the Redis
 * connection (`http/redis.ts`), not once per thing that counts there.
 */
export function sharedFailureCounts(redis: Redis, fallback = memoryFailureCounts()): FailureCounts {
  const shared = redisFailureCounts(redis);
  async function attempt<T>(run: (counts: FailureCounts) => Promise<T>): Promise<T> {
    try {
      return await run(shared);
    } catch {
      return run(fallback);
    }
  }
  return {
    add: (key, windowMs) => attempt((counts) => counts.add(key, windowMs)),
    read: (keys) => attempt((counts) => counts.read(keys)),
    mark: (key, ttlMs) => attempt((counts) => counts.mark(key, ttlMs)),
  };
}
