import { and, count, desc, eq, gte, inArray, notInArray, sql } from "drizzle-orm";
import { paiseToRupees } from "@vayu/shared/money";
import type { OrderStatus } from "@vayu/shared/orders";
import type { DbOrTx } from "../../db/client";
import { orderItems, orders } from "./tables";

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** Midnight in India that starts the day of `now`, `daysBack` days earlier. */
export function istMidnight(now: Date, daysBack = 0): Date {
  const istDayStart = Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS;
  return new Date(istDayStart - IST_OFFSET_MS - daysBack * DAY_MS);
}

/**
 * The statuses of an order that counts as a sale (docs/decisions/335-home-that-sells.md): an
 * online order exists only once paid; a cash-on-delivery order counts from placing, its stock
 * taken, until it is cancelled, returned, refunded or comes back unpaid. Listed, not excluded,
 * so the (status, created at) index of orders answers it.
 */
const SALE_STATUSES = [
  "Awaiting confirmation",
  "Placed",
  "Packed",
  "Shipped",
  "Out for delivery",
  "Delivered",
  "Return requested",
] as const satisfies readonly OrderStatus[];

/** Units sold of each product in orders placed since `from` that count as sales, most first, at most `limit` products. */
export async function unitsSoldSince(db: DbOrTx, from: Date, limit: number): Promise<{ productId: string; units: number }[]> {
  const units = sql<number>`sum(${orderItems.quantity})::int`.mapWith(Number);
  return db
    .select({ productId: orderItems.productId, units })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orders.orderStatus, [...SALE_STATUSES]), gte(orders.createdAt, from)))
    .groupBy(orderItems.productId)
    .orderBy(desc(units), orderItems.productId)
    .limit(limit);
}

/** Orders placed since `from` and what they took, less cancelled ones (their money went back). */
export async function salesSince(db: DbOrTx, from: Date) {
  const [row] = await db
    .select({ orders: count(), revenue: sql<string>`coalesce(sum(${orders.totalAmountPaise}), 0)` })
    .from(orders)
    .where(and(gte(orders.createdAt, from), notInArray(orders.orderStatus, ["Cancelled"])));
  return { orders: row?.orders ?? 0, revenue: paiseToRupees(Number(row?.revenue ?? 0)) };
}

/** How many orders wait to be packed or shipped. */
export async function countOrdersToShip(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(inArray(orders.orderStatus, ["Placed", "Packed"]));
  return row?.n ?? 0;
}

/** Whether the shopper has an order that was not cancelled (a first-order-only coupon is for those who have none). */
export async function hasPlacedOrders(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.orderStatus, ["Cancelled"])));
  return (row?.n ?? 0) > 0;
}
