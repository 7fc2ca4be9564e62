import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "@vayu/shared/errors";
import { OrdersResponse } from "@vayu/shared/orders";
import { currentUser } from "../accounts/index";
import { findOrders } from "./order-view";
import { orders } from "./tables";

const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/order", { schema: { response: { 200: OrdersResponse, ...errorResponses } }, preHandler: app.authenticate }, async (request) => ({
    orders: await findOrders(app.db, eq(orders.userId, currentUser(request).id)),
  }));
};

export default ordersRoutes;
