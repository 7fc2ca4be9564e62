import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";

/**
 * The Redis that instances share (docs/decisions/175-several-instances.md). A command fails
 * at once while Redis is away instead of waiting in a queue: the rate limits let requests
 * through rather than hold every login until it is back, and readiness reports it.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 5_000 });
  // ioredis reconnects by itself; tell the log once per outage, not once per attempt.
  let away = false;
  redis.on("error", (error: Error) => {
    if (away) return;
    away = true;
    log.warn({ err: error }, "Redis is not answering: rate limits are not counted until it is back");
  });
  redis.on("ready", () => {
    if (!away) return;
    away = false;
    log.info("Redis answers again");
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
