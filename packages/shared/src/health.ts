import { z } from "zod";

/** GET /health: the API answers and its database with it. */
export const HealthResponse = z.object({ status: z.literal("ok"), database: z.enum(["pglite", "pg"]) });
export type HealthResponseType = z.infer<typeof HealthResponse>;
