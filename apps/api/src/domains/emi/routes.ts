import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParam } from "@vayu/shared/catalog";
import {
  EmiPlanBody,
  EmiPlanPatchBody,
  EmiPlanResponse,
  EmiPlansResponse,
  ProductEmiResponse,
} from "@vayu/shared/emi-plans";
import { errorResponses, MessageResponse } from "@vayu/shared/errors";
import { usePublicCaching } from "../../http/cache";
import { currentUser } from "../accounts/index";
import { createEmiPlan, deleteEmiPlan, listEmiPlans, productEmi, updateEmiPlan } from "./service";

/**
 * `GET /api/product/:id/emi`: what the EMI plans open to a product's price cost
 * (docs/decisions/323-emi-plans.md), kept with the catalog's public reads so the product page
 * that shows it stays a kept page; a plan's change drops them (`service.ts`).
 */
export const emiRoutes: FastifyPluginAsyncZod = async (app) => {
  usePublicCaching(app);
  app.get(
    "/product/:id/emi",
    { schema: { params: idParam, response: { 200: ProductEmiResponse, ...errorResponses } } },
    async (request) => productEmi(app.db, request.params.id),
  );
};

/** /api/admin/emi-plans: staff only, guarded as every staff route is; every change audited. */
export const emiAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireAdmin);
  const actor = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  app.get("/emi-plans", { schema: { response: { 200: EmiPlansResponse, ...errorResponses } } }, async () => ({
    plans: await listEmiPlans(app.db),
  }));
  app.post(
    "/emi-plans",
    { schema: { body: EmiPlanBody, response: { 201: EmiPlanResponse, ...errorResponses } } },
    async (request, reply) => {
      const plan = await app.db.transaction((tx) => createEmiPlan(tx, actor(request), request.body));
      reply.status(201);
      return { plan };
    },
  );
  app.patch(
    "/emi-plans/:id",
    {
      schema: {
        params: idParam,
        body: EmiPlanPatchBody,
        response: { 200: EmiPlanResponse, ...errorResponses },
      },
    },
    async (request) => ({
      plan: await app.db.transaction((tx) =>
        updateEmiPlan(tx, actor(request), request.params.id, request.body),
      ),
    }),
  );
  app.delete(
    "/emi-plans/:id",
    { schema: { params: idParam, response: { 200: MessageResponse, ...errorResponses } } },
    async (request) => {
      await app.db.transaction((tx) => deleteEmiPlan(tx, actor(request), request.params.id));
      return { message: "EMI plan deleted." };
    },
  );
};
