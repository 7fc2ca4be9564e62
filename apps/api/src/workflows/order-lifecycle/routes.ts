import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminOrdersQuery,
  codPaymentCollectedBody,
  orderRefundBody,
  orderStatusChangeBody,
  AdminOrderDetailResponse,
  AdminOrdersResponse,
} from "@vayu/shared/admin";
import { idParam } from "@vayu/shared/catalog";
import { errorResponses } from "@vayu/shared/errors";
import { cancelOrderBody, OrderDetailResponse, returnOrderBody } from "@vayu/shared/orders";
import { currentUser } from "../../domains/accounts/auth-guard";
import { adminOrderDetail, listAdminOrders } from "./staff-orders";
import { findOrderRecord, orderDetail, type OrderRecord } from "../../domains/orders/order-detail";
import { notFound } from "../../http/errors";
import { idempotencyHeaders } from "../../http/idempotency";
import { recordCodPaymentCollected } from "./collect-cod-payment";
import { lifecycleDeps, type LifecycleDeps } from "./deps";
import { changeOrderStatus, settleReturnRefund, settleReturnRefunds } from "./move-order";
import { refundOrder } from "./refund-order";
import { cancelOrder, requestReturn } from "./shopper-actions";

/** The order as it stands, a Returned one settled first if its refund has been accepted meanwhile. */
async function currentOrder(deps: LifecycleDeps, orderId: string, userId?: string): Promise<OrderRecord> {
  const record = await findOrderRecord(deps.db, orderId, userId);
  if (!record) throw notFound("Order not found.");
  if (record.row.orderStatus !== "Returned" || !(await settleReturnRefund(deps, orderId))) return record;
  return currentOrder(deps, orderId, userId);
}

const detailResponse = { 200: AdminOrderDetailResponse, ...errorResponses };
const shopperResponse = { 200: OrderDetailResponse, ...errorResponses };

/** Staff's order routes under /api/admin (docs/decisions/091-order-lifecycle-graph.md). */
const staffOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, as the other staff routes: strangers get 401/403 before validation tells them anything.
  app.addHook("onRequest", app.requireAdmin);
  const detail = async (orderId: string) => ({
    order: await adminOrderDetail(app.db, await currentOrder(lifecycleDeps(app), orderId)),
  });

  app.get("/orders", { schema: { querystring: adminOrdersQuery, response: { 200: AdminOrdersResponse, ...errorResponses } } }, async (request) => {
    await settleReturnRefunds(lifecycleDeps(app));
    return { orders: await listAdminOrders(app.db, request.query) };
  });

  app.get("/orders/:id", { schema: { params: idParam, response: detailResponse } }, async (request) => detail(request.params.id));

  app.post("/orders/:id/status", { schema: { params: idParam, body: orderStatusChangeBody, response: detailResponse } }, async (request) => {
    const staff = currentUser(request);
    await changeOrderStatus(lifecycleDeps(app), request.params.id, request.body, { actor: { id: staff.id, role: "staff" } });
    return detail(request.params.id);
  });

  app.post("/orders/:id/payment-collected", { schema: { params: idParam, body: codPaymentCollectedBody, response: detailResponse } }, async (request) => {
    await recordCodPaymentCollected(lifecycleDeps(app), request.params.id, currentUser(request).id, request.body.note);
    return detail(request.params.id);
  });

  app.post("/orders/:id/refund", { schema: { params: idParam, body: orderRefundBody, headers: idempotencyHeaders, response: detailResponse } }, async (request) => {
    await refundOrder(lifecycleDeps(app), request.params.id, request.body, currentUser(request).id, request.headers["idempotency-key"]);
    return detail(request.params.id);
  });
};

/** The order after payment: the shopper's order page, cancel and return, and the staff's fulfilment and refunds. */
const orderLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const shopperOrder = async (userId: string, orderId: string) => ({
    order: orderDetail(await currentOrder(lifecycleDeps(app), orderId, userId)),
  });

  app.get("/order/:id", { schema: { params: idParam, response: shopperResponse }, preHandler: app.authenticate }, async (request) =>
    shopperOrder(currentUser(request).id, request.params.id),
  );

  app.post("/order/:id/cancel", { schema: { params: idParam, body: cancelOrderBody, response: shopperResponse }, preHandler: app.authenticate }, async (request) => {
    const userId = currentUser(request).id;
    await cancelOrder(lifecycleDeps(app), userId, request.params.id, request.body.reason);
    return shopperOrder(userId, request.params.id);
  });

  app.post("/order/:id/return", { schema: { params: idParam, body: returnOrderBody, response: shopperResponse }, preHandler: app.authenticate }, async (request) => {
    const userId = currentUser(request).id;
    await requestReturn(lifecycleDeps(app), userId, request.params.id, request.body.reason);
    return shopperOrder(userId, request.params.id);
  });

  await app.register(staffOrderRoutes, { prefix: "/admin" });
};

export default orderLifecycleRoutes;
