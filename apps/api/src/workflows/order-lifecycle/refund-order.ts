import { and, eq } from "drizzle-orm";
import { RESTOCK_REFUNDED_REQUIRED, type OrderRefundRequest } from "@vayu/shared/admin";
import { formatPaise, paiseToRupees, rupeesToPaise } from "@vayu/shared/money";
import { lineRefundPaise, linePaidPaise } from "@vayu/shared/line-refunds";
import { unitsSettled } from "@vayu/shared/orders";
import type { Tx } from "../../db/client";
import { audit } from "../../audit/audit";
import { restock } from "../../domains/catalog/stock";
import { findRefundByKey, isAccepted, refundsOfOrder, requestRefund } from "../../domains/checkout/refunds";
import type { OrderRow } from "../../domains/orders/order-detail";
import { refundablePaise } from "../../domains/orders/order-payment";
import { emitOrderEvent } from "../../domains/orders/index";
import { lockOrder, recordOrderEvent, unitsNotRefunded } from "../../domains/orders/order-state";
import { orderItems, refundLines } from "../../domains/orders/tables";
import { badRequest, conflict, notFound } from "../../http/errors";
import type { LifecycleDeps } from "./deps";
import { refundedOfLines } from "./line-refunds";
import { deliverOrderUpdate, queueOrderUpdate } from "./notify";
import { recordOrderRefund, refundNotAccepted, requestOf } from "./order-refunds";

interface RefundedLine {
  productId: string;
  title: string;
  quantity: number;
  /** What these units pay back unless staff give an amount (docs/product/promotions.md "Refunding part of a discounted line"). */
  unitsPaise: number;
  /** What is left of the line's paid value: no refund for its units pays more. */
  leftOfLinePaise: number;
  /** Whether the units go back to stock: null when the order's units were already dealt with. */
  restock: boolean | null;
}

/** The units of one line the staff refund, checked against what is left of it. */
async function refundedLine(
  tx: Tx,
  order: OrderRow,
  body: OrderRefundRequest,
): Promise<RefundedLine | undefined> {
  if (!body.productId) return undefined;
  const [item] = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.productId, body.productId)));
  if (!item) throw badRequest("The chosen product is not a line of this order", { field: "productId" });
  const quantity = body.quantity ?? 1;
  const left =
    (await unitsNotRefunded(tx, order.id)).find((l) => l.productId === item.productId)?.quantity ?? 0;
  if (quantity > left) {
    throw badRequest(`Units can be at most ${left}: the other units of ${item.title} are already refunded`, {
      field: "quantity",
    });
  }
  const unitsWithOrder = !unitsSettled(order.orderStatus);
  if (unitsWithOrder && body.restock === undefined)
    throw badRequest(RESTOCK_REFUNDED_REQUIRED, { field: "restock" });
  const refunded = (await refundedOfLines(tx, order.id)).get(item.productId) ?? 0;
  return {
    productId: item.productId,
    title: item.title,
    quantity,
    unitsPaise: lineRefundPaise(item, quantity, left, refunded),
    leftOfLinePaise: Math.max(0, linePaidPaise(item) - refunded),
    restock: unitsWithOrder ? body.restock! : null,
  };
}

const stockWords = (line: RefundedLine) =>
  line.restock === null
    ? ""
    : line.restock
      ? ", units back in stock"
      : ", units not put back in stock (damaged)";

/**
 * POST /admin/orders/:id/refund (docs/decisions/093-partial-refunds.md, 187): part of the
 * payment back, optionally for units of one line, never more than is left of the order nor
 * of the line. Units of a line pay back what was paid for them by default, discounts taken
 * off (docs/decisions/286-refunds-of-discounted-lines.md). The staff say
 * whether those units go back to stock; the shopper's e-mail is queued in the same
 * transaction. One refund per `requestKey` (the Idempotency-Key header), else per count of
 * refunds so far.
 */
export async function refundOrder(
  deps: LifecycleDeps,
  orderId: string,
  body: OrderRefundRequest,
  staffId: string,
  requestKey?: string,
) {
  const { request, mail } = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound("Order not found.");
    const key = `order:${orderId}:refund:${requestKey ?? (await refundsOfOrder(tx, orderId)).length + 1}`;
    const earlier = await findRefundByKey(tx, key);
    if (earlier) return { request: requestOf(earlier), mail: undefined };

    const line = await refundedLine(tx, order, body);
    const amountPaise = body.amount !== undefined ? rupeesToPaise(body.amount) : line!.unitsPaise;
    const left = await refundablePaise(tx, order);
    if (left <= 0)
      throw conflict("This order is already refunded in full.", { orderStatus: order.orderStatus });
    if (amountPaise > left) {
      throw badRequest(
        `Amount can be at most ${formatPaise(left)}: ${formatPaise(order.totalAmountPaise - left)} of ${formatPaise(order.totalAmountPaise)} is already refunded`,
        {
          field: "amount",
        },
      );
    }
    // A line is never refunded more than was paid for it (its price less its share of the order's discount).
    if (line && (amountPaise > line.leftOfLinePaise || amountPaise <= 0)) {
      throw badRequest(
        line.leftOfLinePaise > 0
          ? `Amount can be at most ${formatPaise(line.leftOfLinePaise)}: that is what is left of what was paid for ${line.title}`
          : `Nothing is left of what was paid for ${line.title}: it is refunded in full`,
        { field: "amount" },
      );
    }

    const refund = await recordOrderRefund(tx, order, {
      key,
      amountPaise,
      reason: body.reason,
      requestedBy: staffId,
      ...(line && { productId: line.productId, quantity: line.quantity }),
    });
    const covers = line ? `${line.quantity} × ${line.title}` : undefined;
    if (line) {
      await tx
        .insert(refundLines)
        .values({ refundId: refund.id, orderId, productId: line.productId, quantity: line.quantity });
      if (line.restock) await restock(tx, [line]);
    }
    const refunded = `Refund of ${formatPaise(amountPaise)}${covers ? ` for ${covers}` : ""}`;
    await recordOrderEvent(tx, order, {
      status: order.orderStatus,
      note: `${refunded}${line ? stockWords(line) : ""}: ${body.reason}`,
      // The staff's reason stays internal; the shopper sees the amount (and reads the reason on the credit note).
      shopperNote: refunded,
      actor: { id: staffId, role: "staff" },
    });
    // A refund of any part is `order.refunded` with what it covers (docs/webhooks.md "Order events").
    await emitOrderEvent(tx, "order.refunded", orderId, {
      refund: { amount: paiseToRupees(amountPaise), productId: line?.productId ?? null, quantity: line?.quantity ?? null },
    });
    await audit(tx, {
      actorId: staffId,
      action: "refund",
      entity: "order",
      entityId: orderId,
      before: { refundable: paiseToRupees(left) },
      after: {
        refundable: paiseToRupees(left - amountPaise),
        refundId: refund.id,
        amount: paiseToRupees(amountPaise),
        reason: body.reason,
        ...(line && {
          units: covers,
          productId: line.productId,
          ...(line.restock !== null && { restock: line.restock }),
        }),
      },
    });
    const mail = await queueOrderUpdate(tx, deps, order.userId, orderId, {
      kind: "Refund started",
      refundPaise: amountPaise,
      covers,
    });
    return { request: requestOf(refund), mail };
  });
  const refund = await requestRefund(deps, request);
  if (mail) await deliverOrderUpdate(deps, mail);
  if (!isAccepted(refund)) throw refundNotAccepted(refund);
}
