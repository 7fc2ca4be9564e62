import { asc, eq, sql } from "drizzle-orm";
import type { ActorRole } from "@vayu/shared/admin";
import type { OrderStatus } from "@vayu/shared/orders";
import type { Tx } from "../../db/client";
import type { StockLine } from "../catalog/stock";
import type { OrderRow } from "./order-detail";
import { orderEvents, orderItems, orders, refundLines } from "./tables";

/**
 * An order's status changes only here, each with its row in the history, in the caller's
 * transaction and under the order's row lock (docs/decisions/091-order-lifecycle-graph.md).
 */

/** Who changes an order: a shopper, a staff member, or the store itself (id null). */
export interface Actor {
  id: string | null;
  role: ActorRole;
}

/** Locks the order row until the transaction ends, so two people cannot both pass a check on it. */
export async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return row;
}

/** Adds a step to the history; with a new `status` (and `patch`) the order moves too. */
export async function recordOrderEvent(
  tx: Tx,
  order: OrderRow,
  event: { status: OrderStatus; note?: string | undefined; actor: Actor; patch?: Partial<typeof orders.$inferInsert> },
): Promise<OrderRow> {
  let row = order;
  if (event.status !== order.orderStatus || event.patch) {
    const [updated] = await tx
      .update(orders)
      .set({ ...event.patch, orderStatus: event.status })
      .where(eq(orders.id, order.id))
      .returning();
    row = updated ?? order;
  }
  await tx.insert(orderEvents).values({
    orderId: order.id,
    status: event.status,
    note: event.note || null,
    actorId: event.actor.id,
    actorRole: event.actor.role,
  });
  return row;
}

/** The order's lines with the units a line refund has not already put back on the shelf, by product id. */
export async function unitsNotRestocked(tx: Tx, orderId: string): Promise<StockLine[]> {
  return tx
    .select({
      productId: orderItems.productId,
      quantity: sql<number>`(${orderItems.quantity} - coalesce((select sum(${refundLines.quantity}) from ${refundLines}
        where ${refundLines.orderId} = ${orderItems.orderId} and ${refundLines.productId} = ${orderItems.productId}), 0))::int`.mapWith(Number),
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId))
    .then((lines) => lines.filter((line) => line.quantity > 0));
}
