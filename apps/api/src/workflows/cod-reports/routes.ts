import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  codRemittanceBody,
  CodRemittanceResponse,
  CodRemittancesResponse,
  codReportCsvQuery,
  codReportQuery,
  CodReportResponse,
} from "@vayu/shared/cod-reports";
import { errorResponses } from "@vayu/shared/errors";
import { currentUser } from "../../domains/accounts/auth-guard";
import { recordRemittance, listRemittances } from "./remittances";
import { codReport } from "./report";
import { codReportCsv } from "./report-csv";

/**
 * The COD report and courier remittances, registered under /api/admin (staff role;
 * docs/decisions/308-cod-reports-and-remittances.md).
 */
const codReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireAdmin);

  app.get(
    "/reports/cod",
    { schema: { querystring: codReportQuery, response: { 200: CodReportResponse, ...errorResponses } } },
    async (request) => codReport(app.db, request.query),
  );

  app.get(
    "/reports/cod.csv",
    { schema: { querystring: codReportCsvQuery, response: { 200: z.string(), ...errorResponses } } },
    async (request, reply) => {
      const report = await codReport(app.db, request.query);
      reply
        .type("text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="cod-${request.query.section}-${report.from}-${report.to}.csv"`,
        )
        .header("cache-control", "no-store");
      return codReportCsv(report, request.query.section);
    },
  );

  app.get(
    "/cod-remittances",
    { schema: { response: { 200: CodRemittancesResponse, ...errorResponses } } },
    async () => ({
      remittances: await listRemittances(app.db),
    }),
  );

  app.post(
    "/cod-remittances",
    { schema: { body: codRemittanceBody, response: { 201: CodRemittanceResponse, ...errorResponses } } },
    async (request, reply) => {
      reply.code(201);
      return recordRemittance(app.db, currentUser(request).id, request.body);
    },
  );
};

export default codReportRoutes;
