import { eq, inArray, sql, type SQL } from "drizzle-orm";
import { statusChangeRefusal, type AdminOrder } from "@vayu/shared/admin";
import type { OrderStatus } from "@vayu/shared/orders";
import type { DbOrTx } from "../../db/client";
import { conflict, notFound } from "../../http/errors";
import { users } from "../accounts/tables";
import { findOrders } from "../orders/order-view";
import { orders } from "../orders/tables";

/** Orders matching `where`, newest first, each with the customer who placed it. */
async function findAdminOrders(db: DbOrTx, where: SQL): Promise<AdminOrder[]> {
  const found = await findOrders(db, where);
  if (found.length === 0) return [];
  const customers = await db
    .select({ orderId: orders.id, _id: users.id, name: users.name, email: users.email })
    .from(orders)
    .innerJoin(users, eq(orders.userId, users.id))
    .where(
      inArray(
        orders.id,
        found.map((o) => o._id),
      ),
    );
  const byOrder = new Map(customers.map(({ orderId, ...customer }) => [orderId, customer]));
  // orders.userId is a not-null foreign key, so every order has its customer.
  return found.map((order) => ({
    ...order,
    customer: byOrder.get(order._id) ?? { _id: "", name: "", email: "" },
  }));
}

/** Every order, or only those in `status`. */
export function listAdminOrders(db: DbOrTx, status?: OrderStatus): Promise<AdminOrder[]> {
  return findAdminOrders(db, status ? eq(orders.orderStatus, status) : sql`true`);
}

/** Moves an order to `next`; a move the transition rules forbid is a 409 saying why. */
export async function changeOrderStatus(db: DbOrTx, orderId: string, next: OrderStatus): Promise<AdminOrder> {
  return db.transaction(async (tx) => {
    // Locked so two staff members changing the same order cannot both pass the check.
    const [current] = await tx
      .select({ status: orders.orderStatus })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for("update");
    if (!current) throw notFound("Order not found.");
    const refusal = statusChangeRefusal(current.status, next);
    if (refusal) throw conflict(refusal, { orderStatus: current.status });
    if (current.status !== next)
      await tx.update(orders).set({ orderStatus: next }).where(eq(orders.id, orderId));
    const [order] = await findAdminOrders(tx, eq(orders.id, orderId));
    if (!order) throw notFound("Order not found.");
    return order;
  });
}
