import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
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
import { messages } from "@vayu/shared/messages";
import { cancelOrderBody, confirmOrderBody, OrderDetailResponse, returnOrderBody } from "@vayu/shared/orders";
import { rtoByTrackingBody, rtoReceivedBody, RtoByTrackingResponse } from "@vayu/shared/rto";
import { TrackedOrderResponse } from "@vayu/shared/tracking";
import { currentUser } from "../../domains/accounts/auth-guard";
import { adminOrderDetail, listAdminOrders } from "./staff-orders";
import { findOrderRecord, orderDetail, type OrderRecord } from "../../domains/orders/order-detail";
import { forbidden, HttpError, notFound } from "../../http/errors";
import { verifyOrderLink } from "../order-tracking/order-link";
import { trackedOrder } from "../order-tracking/track-codes";
import { idempotencyHeaders } from "../../http/idempotency";
import { recordCodPaymentCollected } from "./collect-cod-payment";
import { lifecycleDeps, type LifecycleDeps } from "./deps";
import { changeOrderStatus, settleReturnRefund, settleReturnRefunds } from "./move-order";
import { refundOrder } from "./refund-order";
import { receiveReturnedParcel, returnToOriginByTracking } from "./return-to-origin";
import { scheduleUnconfirmedOrderCancels } from "./unconfirmed-cod";
import { cancelOrder, confirmCodOrder, requestReturn, type Answerer } from "./shopper-actions";

/** The order as it stands, a Returned one settled first if its refund has been accepted meanwhile. */
async function currentOrder(deps: LifecycleDeps, orderId: string, userId?: string): Promise<OrderRecord> {
  const record = await findOrderRecord(deps.db, orderId, userId);
  if (!record) throw notFound("Order not found.");
  if (record.row.orderStatus !== "Returned" || !(await settleReturnRefund(deps, orderId))) return record;
  return currentOrder(deps, orderId, userId);
}

const detailResponse = { 200: AdminOrderDetailResponse, ...errorResponses };
const shopperResponse = { 200: OrderDetailResponse, ...errorResponses };
/** Confirm and cancel answer the shopper with their order, a link holder with the order's read-only view (ADR 305). */
const answerResponse = { 200: z.union([OrderDetailResponse, TrackedOrderResponse]), ...errorResponses };

const linkOf = (body: unknown) => (typeof body === "object" && body && "t" in body && typeof body.t === "string" ? body.t : undefined);

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

  // Return to origin (docs/decisions/306-return-to-origin.md): the courier's list, and a parcel received back.
  app.post("/orders/returned-to-origin", { schema: { body: rtoByTrackingBody, response: { 200: RtoByTrackingResponse, ...errorResponses } } }, async (request) =>
    returnToOriginByTracking(lifecycleDeps(app), request.body.trackingNumbers, currentUser(request).id),
  );

  app.post("/orders/:id/rto-received", { schema: { params: idParam, body: rtoReceivedBody, response: detailResponse } }, async (request) => {
    await receiveReturnedParcel(lifecycleDeps(app), request.params.id, request.body, currentUser(request).id);
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

  // A body with the link's token `t` needs no login; without it, the shopper's Bearer token.
  const shopperOrLink = async (request: FastifyRequest, reply: FastifyReply) => {
    if (linkOf(request.body) === undefined) await app.authenticate(request, reply);
  };
  /** The one who answers a COD confirmation: the logged-in shopper, or a link that answers for this order. */
  const answerer = async (request: FastifyRequest<{ Params: { id: string } }>): Promise<Answerer> => {
    const token = linkOf(request.body);
    if (token === undefined) return { userId: currentUser(request).id };
    const link = await verifyOrderLink(token, app.config.jwtSecret);
    if ("refused" in link) {
      if (link.refused === "expired") throw new HttpError(410, messages.track.linkExpired);
      throw notFound(messages.track.linkInvalid);
    }
    if (link.orderId !== request.params.id) throw notFound(messages.track.linkInvalid);
    if (!link.answers) throw forbidden(messages.codConfirm.linkNotForAnswer);
    return { link: true };
  };
  const answered = async (who: Answerer, orderId: string) => {
    if ("userId" in who) return shopperOrder(who.userId, orderId);
    const order = await trackedOrder(app.db, orderId);
    if (!order) throw notFound("Order not found.");
    return { order };
  };

  app.post("/order/:id/confirm", { schema: { params: idParam, body: confirmOrderBody, response: answerResponse }, preHandler: shopperOrLink }, async (request) => {
    const who = await answerer(request);
    await confirmCodOrder(lifecycleDeps(app), who, request.params.id);
    return answered(who, request.params.id);
  });

  app.post("/order/:id/cancel", { schema: { params: idParam, body: cancelOrderBody, response: answerResponse }, preHandler: shopperOrLink }, async (request) => {
    const who = await answerer(request);
    await cancelOrder(lifecycleDeps(app), who, request.params.id, request.body.reason);
    return answered(who, request.params.id);
  });

  app.post("/order/:id/return", { schema: { params: idParam, body: returnOrderBody, response: shopperResponse }, preHandler: app.authenticate }, async (request) => {
    const userId = currentUser(request).id;
    await requestReturn(lifecycleDeps(app), userId, request.params.id, request.body.reason);
    return shopperOrder(userId, request.params.id);
  });

  await app.register(staffOrderRoutes, { prefix: "/admin" });
  // Tests call cancelUnconfirmedOrders themselves, at the moment they choose.
  if (app.config.env !== "test") scheduleUnconfirmedOrderCancels(app);
};

export default orderLifecycleRoutes;
