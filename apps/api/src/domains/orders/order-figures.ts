import { and, count, eq, gte, inArray, notInArray, sql } from "drizzle-orm";
import { paiseToRupees } from "@vayu/shared/money";
import type { DbOrTx } from "../../db/client";
import { orders } from "./tables";

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
