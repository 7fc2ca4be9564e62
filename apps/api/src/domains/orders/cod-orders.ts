import { and, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { ON_ITS_WAY } from "@vayu/shared/orders";
import type { DbOrTx } from "../../db/client";
import type { StockLine } from "../catalog/index";
import { orderItems, orders } from "./tables";

/** Cash-on-delivery orders as the COD placement asks about them (docs/decisions/141-cash-on-delivery.md). */

/** The shopper's COD orders not yet delivered and not yet paid for (an unconfirmed one counts too). */
export async function countOpenCodOrders(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.paymentType, "COD"), inArray(orders.orderStatus, [...ON_ITS_WAY]), isNull(orders.paymentCollectedAt)));
  return row?.n ?? 0;
}

const sameLines = (a: readonly StockLine[], b: readonly StockLine[]) => {
  const key = (lines: readonly StockLine[]) =>
    [...lines]
      .sort((x, y) => x.productId.localeCompare(y.productId))
      .map((l) => `${l.productId}×${l.quantity}`)
      .join(",");
  return key(a) === key(b);
};

/** The shopper's COD order placed since `since` with exactly these lines, newest first: the one a repeat submit meant. */
export async function findRecentCodOrder(db: DbOrTx, userId: string, lines: readonly StockLine[], since: Date) {
  const recent = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.paymentType, "COD"), gt(orders.createdAt, since)))
    .orderBy(desc(orders.createdAt))
    .limit(5);
  for (const order of recent) {
    const items = await db.select({ productId: orderItems.productId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, order.id));
    if (sameLines(items, lines)) return order;
  }
  return undefined;
}
