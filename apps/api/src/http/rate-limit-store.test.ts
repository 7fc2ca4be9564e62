import rateLimit from "@fastify/rate-limit";
import Fastify from "fastify";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { LocalCounts, redisWithLocalFallback } from "./rate-limit-store";

/**
 * The rate limits with REDIS_URL set while Redis is away (ADR 240): each instance counts in
 * its own memory rather than letting every attempt through. The return to Redis is tested
 * against the machine's Redis in several-instances.services.test.ts.
 */

const closing: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (closing.length) await closing.pop()!();
});

/** A Redis client of a server that is not there (nothing listens on port 1): it never becomes ready. */
function awayRedis(): Redis {
  const redis = new Redis("redis://127.0.0.1:1", { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on("error", () => undefined);
  closing.push(async () => redis.disconnect());
  return redis;
}

/** An instance with one login route limited to 3 a minute, counting in `redis`. */
async function instance(redis: Redis) {
  const app = Fastify({ logger: false });
  await app.register(rateLimit, { global: false, store: redisWithLocalFallback(redis, "test:rate-limit:"), skipOnError: false });
  app.post("/login", { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  const perEmail = app.createRateLimit({ max: 2, timeWindow: 60_000, keyGenerator: () => "login:asha@example.in" });
  app.post("/forgot", async (_request, reply) => {
    const result = await perEmail(_request);
    return !result.isAllowed && result.isExceeded ? reply.status(429).send({ ttl: result.ttl }) : { ok: true };
  });
  await app.ready();
  closing.push(() => app.close());
  return app;
}

describe("rate limits while Redis is away", () => {
  it("still answer, and still refuse the attempt over the limit, counted by this instance", async () => {
    const app = await instance(awayRedis());
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await app.inject({ method: "POST", url: "/login" })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("count a limit made with createRateLimit (per e-mail) too", async () => {
    const app = await instance(awayRedis());
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await app.inject({ method: "POST", url: "/forgot" })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it("are counted per instance: another instance has its own count", async () => {
    const a = await instance(awayRedis());
    const b = await instance(awayRedis());
    for (let i = 0; i < 3; i++) await a.inject({ method: "POST", url: "/login" });
    expect((await a.inject({ method: "POST", url: "/login" })).statusCode).toBe(429);
    expect((await b.inject({ method: "POST", url: "/login" })).statusCode).toBe(200);
  });
});

describe("counts in memory", () => {
  it("start a new window once the old one has passed", () => {
    const counts = new LocalCounts();
    expect(counts.increment("k", 1000, 0)).toEqual({ current: 1, ttl: 1000 });
    expect(counts.increment("k", 1000, 400)).toEqual({ current: 2, ttl: 600 });
    expect(counts.increment("k", 1000, 1000)).toEqual({ current: 1, ttl: 1000 });
  });
});
