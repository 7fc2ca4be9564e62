import { inArray } from "drizzle-orm";
import { COURIER_RTO_NOTE, type RtoByTrackingResponseType, type RtoReceivedBody } from "@vayu/shared/rto";
import { audit } from "../../audit/audit";
import { restock } from "../../domains/catalog/stock";
import { lockOrder, recordOrderEvent, unitsNotRefunded } from "../../domains/orders/order-state";
import { orders } from "../../domains/orders/tables";
import { conflict, HttpError, notFound } from "../../http/errors";
import type { LifecycleDeps } from "./deps";
import { changeOrderStatus } from "./move-order";
import { cancelUnpaidInvoice } from "./order-refunds";

/**
 * Return to origin (docs/decisions/306-return-to-origin.md): a shipped COD parcel that came
 * back unpaid. Marking it is an ordinary move (move-order.ts); the courier's list of tracking
 * numbers makes that move for each of its orders; receiving the parcel back puts its units
 * on the shelf and cancels its invoice with a credit note, once.
 */

const day = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

/** The parcel of an order Returned to origin is back at the store; 409 when it is not such an order or was already received. */
export async function receiveReturnedParcel(deps: LifecycleDeps, orderId: string, body: RtoReceivedBody, staffId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound("Order not found.");
    if (order.orderStatus !== "Returned to origin")
      throw conflict(`Only an order Returned to origin can be received back; this one is ${order.orderStatus}.`, { orderStatus: order.orderStatus });
    if (order.rtoReceivedAt)
      throw conflict(`This parcel was already received back on ${day.format(order.rtoReceivedAt)}: its stock and credit note are done.`, { receivedAt: order.rtoReceivedAt.toISOString() });
    if (body.restock) await restock(tx, await unitsNotRefunded(tx, order.id));
    await cancelUnpaidInvoice(tx, order, `Order #${order.orderNumber} returned to origin: not delivered, nothing paid`);
    const stock = body.restock ? "Received back: units put back in stock" : "Received back: units not put back in stock (damaged)";
    await recordOrderEvent(tx, order, {
      status: "Returned to origin",
      note: body.note ? `${stock}: ${body.note}` : stock,
      actor: { id: staffId, role: "staff" },
      patch: { rtoReceivedAt: new Date() },
    });
    await audit(tx, { actorId: staffId, action: "rto-received", entity: "order", entityId: order.id, before: { rtoReceivedAt: null }, after: body });
  });
}

/**
 * The courier's list: each shipped COD order with one of `trackingNumbers` moves to Returned
 * to origin, one at a time and each under its own lock. Repeating a list moves nothing more.
 */
export async function returnToOriginByTracking(deps: LifecycleDeps, trackingNumbers: readonly string[], staffId: string): Promise<RtoByTrackingResponseType> {
  const found = await deps.db
    .select({ id: orders.id, orderNumber: orders.orderNumber, trackingNumber: orders.trackingNumber, orderStatus: orders.orderStatus })
    .from(orders)
    .where(inArray(orders.trackingNumber, [...trackingNumbers]))
    .orderBy(orders.orderNumber);
  const answer: RtoByTrackingResponseType = { moved: [], already: [], notFound: [], refused: [] };
  for (const trackingNumber of trackingNumbers) {
    const matches = found.filter((o) => o.trackingNumber === trackingNumber);
    if (matches.length === 0) answer.notFound.push(trackingNumber);
    for (const order of matches) {
      const entry = { trackingNumber, orderNumber: order.orderNumber };
      if (order.orderStatus === "Returned to origin") {
        answer.already.push(entry);
        continue;
      }
      try {
        await changeOrderStatus(deps, order.id, { status: "Returned to origin", note: COURIER_RTO_NOTE }, { actor: { id: staffId, role: "staff" } });
        answer.moved.push(entry);
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        answer.refused.push({ ...entry, reason: error.message });
      }
    }
  }
  return answer;
}
