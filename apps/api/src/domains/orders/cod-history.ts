import { and, eq, gte, isNotNull, sql } from "drizzle-orm";
import { PINCODE_RTO_WINDOW_DAYS, type CodHistory } from "@vayu/shared/cod-rules";
import type { DbOrTx } from "../../db/client";
import { orderEvents, orders } from "./tables";

/**
 * The history the COD rules judge (docs/decisions/307-cod-rules-at-checkout.md): a refused
 * parcel is a COD order Returned to origin, dated by that status's event; a shipped COD parcel
 * one with a Shipped event; an order's pincode is its address snapshot's `zipCode`.
 */

const RTO = "Returned to origin";

const count = async (query: Promise<{ n: number }[]>): Promise<number> => (await query)[0]?.n ?? 0;

const n = sql<number>`count(distinct ${orders.id})::int`.mapWith(Number);

export async function codHistory(db: DbOrTx, userId: string, pincode: string, now = new Date()): Promise<CodHistory> {
  const since = new Date(now.getTime() - PINCODE_RTO_WINDOW_DAYS * 24 * 60 * 60_000);
  const toPincode = sql`${orders.address}->>'zipCode' = ${pincode}`;
  const cod = eq(orders.paymentType, "COD");
  const [refusals, deliveredOrders, pincodeShipped, pincodeRefused] = await Promise.all([
    count(db.select({ n }).from(orders).where(and(eq(orders.userId, userId), cod, eq(orders.orderStatus, RTO)))),
    count(db.select({ n }).from(orders).where(and(eq(orders.userId, userId), isNotNull(orders.deliveredAt)))),
    count(
      db
        .select({ n })
        .from(orders)
        .innerJoin(orderEvents, eq(orderEvents.orderId, orders.id))
        .where(and(cod, toPincode, eq(orderEvents.status, "Shipped"), gte(orderEvents.at, since))),
    ),
    count(
      db
        .select({ n })
        .from(orders)
        .innerJoin(orderEvents, eq(orderEvents.orderId, orders.id))
        .where(and(cod, toPincode, eq(orders.orderStatus, RTO), eq(orderEvents.status, RTO), gte(orderEvents.at, since))),
    ),
  ]);
  return { refusals, deliveredOrders, pincodeShipped, pincodeRefused };
}
