import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { OrdersResponse } from "@vayu/shared/orders";
import { currentUser } from "../accounts/auth-guard";
import { findOrders } from "./order-view";
import { orders } from "./tables";

const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/order", { preHandler: app.authenticate }, async (request): Promise<OrdersResponse> => ({
    orders: await findOrders(app.db, eq(orders.userId, currentUser(request).id)),
  }));
};

export default ordersRoutes;
