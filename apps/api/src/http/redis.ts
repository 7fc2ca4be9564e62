import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";

/**
 * The Redis that instances share (docs/decisions/175-several-instances.md). A command fails
 * at once while Redis is away instead of waiting in a queue: the rate limits count in each
 * instance's memory until it is back (`rate-limit-store.ts`, ADR 240) rather than hold every
 * login; ioredis reconnects by itself, every second at most.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    // The default waits up to 2 s between attempts; a second is soon enough to be shared again.
    retryStrategy: (times) => Math.min(times * 100, 1_000),
  });
  // ioredis reconnects by itself; tell the log once per outage, not once per attempt.
  let away = false;
  redis.on("error", (error: Error) => {
    if (away) return;
    away = true;
    log.warn({ err: error }, "Redis is not answering: each instance counts its own rate limits and failed logins until it is back");
  });
  redis.on("ready", () => {
    if (!away) return;
    away = false;
    log.warn("Redis answers again: rate limits and failed logins are counted in Redis again");
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Redis at REDIS_URL is not answering: ${(error as Error).message}`, { cause: error });
  }
  away = false;
  return redis;
}
