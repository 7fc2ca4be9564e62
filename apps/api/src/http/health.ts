import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "@vayu/shared/errors";
import { HealthResponse, LiveResponse } from "@vayu/shared/health";
import { HttpError } from "./errors";

/**
 * Health for a load balancer or an orchestrator (docs/deploy.md "Health and shutdown"):
 * live while the process answers at all; ready while it can serve a shopper, that is while
 * its database answers (Redis away is reported, not refused: ADR 240). While it shuts down Fastify answers 503 to every new request, these
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
    // Redis away is no reason to send shoppers elsewhere: every instance has lost it alike, and
    // each counts its own rate limits meanwhile (ADR 240). Readiness says so without failing.
    const redis = !api.redis ? ("not used" as const) : api.redis.status === "ready" ? ("ok" as const) : ("not answering" as const);
    return { status: "ok" as const, database: api.database.driver, redis };
  };
  const readySchema = { schema: { response: { 200: HealthResponse, ...errorResponses } } };
  api.get("/health", readySchema, ready);
  api.get("/health/ready", readySchema, ready);
  api.get("/health/live", { schema: { response: { 200: LiveResponse, ...errorResponses } } }, async () => ({ status: "ok" as const }));
};

export default healthRoutes;
