import { and, asc, eq, sql } from "drizzle-orm";
import type { ActorRole } from "@vayu/shared/admin";
import type { OrderStatus } from "@vayu/shared/orders";
import type { Tx } from "../../db/client";
import type { StockLine } from "../catalog/index";
import type { OrderRow } from "./order-detail";
import { orderEvents, orderItems, orders, refundLines } from "./tables";
import { emitOrderEvent, statusEvent } from "./webhook-events";

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

/**
 * Adds a step to the history; with a new `status` (and `patch`) the order moves too. `note`
 * is what staff see, `shopperNote` what the shopper sees of it (none unless given: staff
 * notes are internal, docs/decisions/187-safe-staff-order-actions.md). A move to a status
 * webhooks hear of queues that event (docs/webhooks.md "Events").
 */
export async function recordOrderEvent(
  tx: Tx,
  order: OrderRow,
  event: {
    status: OrderStatus;
    note?: string | undefined;
    shopperNote?: string | undefined;
    actor: Actor;
    patch?: Partial<typeof orders.$inferInsert>;
  },
): Promise<OrderRow> {
  let row = order;
  const moved = event.status !== order.orderStatus;
  if (moved || event.patch) {
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
    shopperNote: event.shopperNote || null,
    actorId: event.actor.id,
    actorRole: event.actor.role,
  });
  const webhookEvent = moved ? statusEvent(event.status) : undefined;
  if (webhookEvent) await emitOrderEvent(tx, webhookEvent, order.id);
  return row;
}

/**
 * The order's units still with it, by product id: its lines less the units a line refund
 * already dealt with (put back on the shelf or written off as damaged).
 */
export async function unitsNotRefunded(tx: Tx, orderId: string): Promise<StockLine[]> {
  // A join, not a correlated subquery: inside sql`` drizzle leaves columns unqualified, so the
  // subquery's "order_id" = "order_id" compared refund_lines with itself and counted every
  // order's refunded units.
  return tx
    .select({
      productId: orderItems.productId,
      quantity: sql<number>`(${orderItems.quantity} - coalesce(sum(${refundLines.quantity}), 0))::int`.mapWith(Number),
    })
    .from(orderItems)
    .leftJoin(refundLines, and(eq(refundLines.orderId, orderItems.orderId), eq(refundLines.productId, orderItems.productId)))
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orderItems.id)
    .orderBy(asc(orderItems.productId))
    .then((lines) => lines.filter((line) => line.quantity > 0));
}
