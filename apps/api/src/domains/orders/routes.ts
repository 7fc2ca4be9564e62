import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { placeOrderBody, type OrdersResponse, type PlaceOrderResponse } from "@vayu/shared/orders";
import { currentUser } from "../accounts/auth-guard";
import { paymentProviderFor } from "../checkout/provider";
import { fulfilmentDeps } from "./fulfilment";
import { findOrders } from "./order-view";
import { placeOrder } from "./place-order";
import { orders } from "./tables";

const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/order", { schema: { body: placeOrderBody }, preHandler: app.authenticate }, async (request, reply): Promise<PlaceOrderResponse> => {
    const order = await placeOrder(fulfilmentDeps(app, paymentProviderFor(app)), currentUser(request).id, request.body);
    // 201 for the first and every repeat alike: the client sees one and the same order.
    reply.status(201);
    return { order };
  });

  app.get("/order", { preHandler: app.authenticate }, async (request): Promise<OrdersResponse> => ({
    orders: await findOrders(app.db, eq(orders.userId, currentUser(request).id)),
  }));
};

export default ordersRoutes;
