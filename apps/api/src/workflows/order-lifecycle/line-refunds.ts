import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { LineRefundStateType } from "@vayu/shared/admin";
import { paiseToRupees } from "@vayu/shared/money";
import type { DbOrTx } from "../../db/client";
import { refunds } from "../../domains/checkout/tables";
import { orderItems, refundLines } from "../../domains/orders/tables";

/**
 * What refunds of units of an order's lines paid back, by product (the refunds requested, on
 * their way or paid; a failed one pays nothing): with the line's paid value it says what is
 * left to refund of it (docs/product/promotions.md "Refunding part of a discounted line").
 */
export async function refundedOfLines(db: DbOrTx, orderId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      productId: refundLines.productId,
      paise: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int`.mapWith(Number),
    })
    .from(refundLines)
    .innerJoin(refunds, eq(refunds.id, refundLines.refundId))
    .where(
      and(eq(refundLines.orderId, orderId), inArray(refunds.status, ["requested", "pending", "processed"])),
    )
    .groupBy(refundLines.productId);
  return new Map(rows.map((r) => [r.productId, r.paise]));
}

/** Each line's units not yet refunded and what its refunds paid back, for the staff console. */
export async function lineRefundStates(db: DbOrTx, orderId: string): Promise<LineRefundStateType[]> {
  const items = await db
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.title), asc(orderItems.id));
  const units = await db
    .select({
      productId: refundLines.productId,
      quantity: sql<number>`sum(${refundLines.quantity})::int`.mapWith(Number),
    })
    .from(refundLines)
    .where(eq(refundLines.orderId, orderId))
    .groupBy(refundLines.productId);
  const unitsRefunded = new Map(units.map((u) => [u.productId, u.quantity]));
  const paid = await refundedOfLines(db, orderId);
  return items.map((item) => ({
    productId: item.productId,
    unitsLeft: Math.max(0, item.quantity - (unitsRefunded.get(item.productId) ?? 0)),
    refunded: paiseToRupees(paid.get(item.productId) ?? 0),
  }));
}
