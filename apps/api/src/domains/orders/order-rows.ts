import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { notFound } from "../../http/errors";
import { orderItems, orders } from "./tables";

export type OrderRow = typeof orders.$inferSelect;

/** The order `orderId`, only if it is `userId`'s: another shopper's is 404, as their orders are. */
export async function ownOrderRow(db: DbOrTx, orderId: string, userId: string): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw notFound("Order not found.");
  return row;
}

export function orderRowsByIds(db: DbOrTx, orderIds: readonly string[]): Promise<OrderRow[]> {
  return orderIds.length === 0 ? Promise.resolve([]) : db.select().from(orders).where(inArray(orders.id, [...orderIds]));
}

/** An order's lines as bought: id, product and title. */
export function orderLines(db: DbOrTx, orderId: string): Promise<{ id: string; productId: string; title: string }[]> {
  return db
    .select({ id: orderItems.id, productId: orderItems.productId, title: orderItems.title })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}
