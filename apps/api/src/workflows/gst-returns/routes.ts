import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "@vayu/shared/errors";
import { gstr1Query, Gstr1Response, salesRegisterQuery } from "@vayu/shared/gst-returns";
import { forbidden } from "../../http/errors";
import { reportRange } from "../cod-reports/report";
import { gstr1 } from "./gstr1";
import { salesRegisterCsv } from "./sales-register";

export const GST_RETURNS_OWNER_ONLY = "Only the store's owner can see the GST returns and the sales register.";

/**
 * GSTR-1 data and the sales register, under /api/admin, for the owner
 * (docs/decisions/316-gstr1-and-sales-register.md).
 */
const gstReturnsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", async (request: FastifyRequest, reply) => {
    await app.requireAdmin(request, reply);
    if (request.user?.role !== "owner") throw forbidden(GST_RETURNS_OWNER_ONLY);
  });

  app.get(
    "/reports/gstr1",
    { schema: { querystring: gstr1Query, response: { 200: Gstr1Response, ...errorResponses } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return gstr1(app.db, request.query.month);
    },
  );

  app.get(
    "/reports/sales-register.csv",
    { schema: { querystring: salesRegisterQuery, response: { 200: z.string(), ...errorResponses } } },
    async (request, reply) => {
      const { from, to, start, end } = reportRange(request.query);
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="sales-register-${from}-${to}.csv"`)
        .header("cache-control", "no-store");
      return salesRegisterCsv(app.db, start, end);
    },
  );
};

export default gstReturnsRoutes;
