import { and, eq } from "drizzle-orm";
import type { OrderRefundRequest } from "@vayu/shared/admin";
import { formatPaise, rupeesToPaise } from "@vayu/shared/money";
import type { OrderStatus } from "@vayu/shared/orders";
import { restock } from "../../domains/catalog/stock";
import { findRefundByKey, isAccepted, refundsOfOrder, requestRefund } from "../../domains/checkout/refunds";
import { lockOrder, recordOrderEvent, unitsNotRestocked } from "../../domains/orders/order-state";
import { orderItems, refundLines } from "../../domains/orders/tables";
import { audit } from "../../domains/admin/audit";
import { badRequest, conflict, notFound } from "../../http/errors";
import type { LifecycleDeps } from "./deps";
import { refundablePaise } from "../../domains/orders/order-payment";
import { recordOrderRefund, refundNotAccepted, requestOf } from "./order-refunds";

/** Statuses in which the order's units are already back on the shelf: a line refund then restocks nothing. */
const UNITS_BACK: readonly OrderStatus[] = ["Cancelled", "Returned", "Refunded"];

/**
 * POST /admin/orders/:id/refund (docs/decisions/093-partial-refunds.md): part of the
 * payment back, optionally for units of one line (restocked), never more than is left.
 * One refund per `requestKey` (the Idempotency-Key header), else per count of refunds so far.
 */
export async function refundOrder(deps: LifecycleDeps, orderId: string, body: OrderRefundRequest, staffId: string, requestKey?: string) {
  const request = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound("Order not found.");
    const key = `order:${orderId}:refund:${requestKey ?? (await refundsOfOrder(tx, orderId)).length + 1}`;
    const earlier = await findRefundByKey(tx, key);
    if (earlier) return requestOf(earlier);

    let line: { productId: string; title: string; quantity: number; unitPricePaise: number } | undefined;
    if (body.productId) {
      const [item] = await tx
        .select()
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, body.productId)));
      if (!item) throw badRequest("productId is not a line of this order", { field: "productId" });
      const quantity = body.quantity ?? 1;
      const left = (await unitsNotRestocked(tx, orderId)).find((l) => l.productId === item.productId)?.quantity ?? 0;
      if (quantity > left) {
        throw badRequest(`quantity can be at most ${left}: the other units of ${item.title} are already refunded`, { field: "quantity" });
      }
      line = { productId: item.productId, title: item.title, quantity, unitPricePaise: item.unitPricePaise };
    }
    const amountPaise = body.amount !== undefined ? rupeesToPaise(body.amount) : line!.unitPricePaise * line!.quantity;
    const left = await refundablePaise(tx, order);
    if (left <= 0) throw conflict("This order is already refunded in full.", { orderStatus: order.orderStatus });
    if (amountPaise > left) {
      throw badRequest(`amount can be at most ${formatPaise(left)}: ${formatPaise(order.totalAmountPaise - left)} of ${formatPaise(order.totalAmountPaise)} is already refunded`, {
        field: "amount",
      });
    }

    const refund = await recordOrderRefund(tx, order, { key, amountPaise, reason: body.reason, requestedBy: staffId, ...(line && { productId: line.productId }) });
    let what = "";
    if (line) {
      await tx.insert(refundLines).values({ refundId: refund.id, orderId, productId: line.productId, quantity: line.quantity });
      if (!UNITS_BACK.includes(order.orderStatus)) await restock(tx, [line]);
      what = ` for ${line.quantity} × ${line.title}`;
    }
    await recordOrderEvent(tx, order, { status: order.orderStatus, note: `Refund of ${formatPaise(amountPaise)}${what}: ${body.reason}`, actor: { id: staffId, role: "staff" } });
    await audit(tx, {
      actorId: staffId,
      action: "refund",
      entity: "order",
      entityId: orderId,
      before: { refundablePaise: left },
      after: { refundId: refund.id, amountPaise, reason: body.reason, line: line ?? null },
    });
    return requestOf(refund);
  });
  const refund = await requestRefund(deps, request);
  if (!isAccepted(refund)) throw refundNotAccepted(refund);
}
