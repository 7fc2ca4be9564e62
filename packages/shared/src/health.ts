import { z } from "zod";

/** GET /health and /health/ready: the API answers and its database with it. */
export const HealthResponse = z.object({ status: z.literal("ok"), database: z.enum(["pglite", "pg"]) });
export type HealthResponseType = z.infer<typeof HealthResponse>;

/** GET /health/live: the process answers. */
export const LiveResponse = z.object({ status: z.literal("ok") });
