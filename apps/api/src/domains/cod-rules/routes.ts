import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CodDecisionsQuery, CodDecisionsResponse } from "@vayu/shared/cod-rules";
import { errorResponses } from "@vayu/shared/errors";
import { listCodDecisions } from "./eligibility";

/** Staff: why a shopper or a pincode was refused COD, `GET /api/admin/cod-decisions` (docs/decisions/307-cod-rules-at-checkout.md). */
export const codRulesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/cod-decisions",
    { schema: { querystring: CodDecisionsQuery, response: { 200: CodDecisionsResponse, ...errorResponses } } },
    async (request) => ({ decisions: await listCodDecisions(app.db, request.query) }),
  );
};
