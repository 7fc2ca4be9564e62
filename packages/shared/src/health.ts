import { z } from "zod";

/** GET /health and /health/ready: the API answers, and its database and Redis (when it uses one) with it. */
export const HealthResponse = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "pg"]),
  /** "not answering": the instance serves on, counting rate limits in its own memory until Redis is back. */
  redis: z.enum(["ok", "not used", "not answering"]),
});
export type HealthResponseType = z.infer<typeof HealthResponse>;

/** GET /health/live: the process answers. */
export const LiveResponse = z.object({ status: z.literal("ok") });
