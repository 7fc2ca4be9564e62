import { asc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParam } from "@vayu/shared/catalog";
import { deliveryRuleBody, DeliveryRuleResponse, DeliveryRulesResponse, type DeliveryRuleType } from "@vayu/shared/delivery";
import { errorResponses, MessageResponse } from "@vayu/shared/errors";
import { conflict, notFound } from "../../http/errors";
import { isUniqueViolation } from "../../http/pg-errors";
import { deliveryRules } from "./tables";

type RuleRow = typeof deliveryRules.$inferSelect;

const toRule = ({ id, kind, match, serviceable, cod, extraDays }: RuleRow): DeliveryRuleType => ({ _id: id, kind, match, serviceable, cod, extraDays });
const DUPLICATE = "There is already a rule for this state or prefix: edit that one.";

/** Staff edit where the store delivers (docs/decisions/140-pincode-delivery.md); mounted under /api/admin. */
const deliveryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/delivery-rules", { schema: { response: { 200: DeliveryRulesResponse, ...errorResponses } } }, async () => ({
    rules: (await app.db.select().from(deliveryRules).orderBy(asc(deliveryRules.kind), asc(deliveryRules.match))).map(toRule),
  }));

  app.post("/delivery-rules", { schema: { body: deliveryRuleBody, response: { 201: DeliveryRuleResponse, ...errorResponses } } }, async (request, reply) => {
    try {
      const [row] = await app.db.insert(deliveryRules).values(request.body).returning();
      reply.status(201);
      return { rule: toRule(row!) };
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(DUPLICATE);
      throw error;
    }
  });

  app.patch("/delivery-rules/:id", { schema: { params: idParam, body: deliveryRuleBody, response: { 200: DeliveryRuleResponse, ...errorResponses } } }, async (request) => {
    try {
      const [row] = await app.db.update(deliveryRules).set(request.body).where(eq(deliveryRules.id, request.params.id)).returning();
      if (!row) throw notFound("Delivery rule not found.");
      return { rule: toRule(row) };
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(DUPLICATE);
      throw error;
    }
  });

  app.delete("/delivery-rules/:id", { schema: { params: idParam, response: { 200: MessageResponse, ...errorResponses } } }, async (request) => {
    const [row] = await app.db.delete(deliveryRules).where(eq(deliveryRules.id, request.params.id)).returning();
    if (!row) throw notFound("Delivery rule not found.");
    return { message: "Delivery rule deleted." };
  });
};

export default deliveryAdminRoutes;
