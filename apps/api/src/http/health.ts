import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ErrorResponse, errorResponses } from "@vayu/shared/errors";
import { HealthResponse, LiveResponse } from "@vayu/shared/health";
import { HttpError } from "./errors";

/**
 * Health for a load balancer or an orchestrator (docs/deploy.md "Health and shutdown"):
 * live while the process answers at all; ready while it can serve a shopper, that is while
 * its database answers, and Redis when it counts the rate limits. While it shuts down Fastify answers 503 to every new request, these
 * included, and finishes the requests it has.
 */
const healthRoutes: FastifyPluginAsyncZod = async (api) => {
  const ready = async () => {
    try {
      await api.db.execute(sql`select 1`);
    } catch (error) {
      api.log.warn({ err: error }, "the database is not answering");
      throw new HttpError(503, "The database is not answering.");
    }
    if (api.redis) {
      try {
        await api.redis.ping();
      } catch (error) {
        api.log.warn({ err: error }, "Redis is not answering");
        throw new HttpError(503, "Redis is not answering.");
      }
    }
    return { status: "ok" as const, database: api.database.driver, redis: api.redis ? ("ok" as const) : ("not used" as const) };
  };
  const readySchema = { schema: { response: { 200: HealthResponse, 503: ErrorResponse, ...errorResponses } } };
  api.get("/health", readySchema, ready);
  api.get("/health/ready", readySchema, ready);
  api.get("/health/live", { schema: { response: { 200: LiveResponse, ...errorResponses } } }, async () => ({ status: "ok" as const }));
};

export default healthRoutes;
