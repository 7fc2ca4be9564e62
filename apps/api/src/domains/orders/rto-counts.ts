import { and, eq, exists, gte, isNotNull, sql } from "drizzle-orm";
import { PINCODE_RTO_WINDOW_DAYS, type CodHistory } from "@vayu/shared/cod-rules";
import type { DbOrTx } from "../../db/client";
import { orderEvents, orders } from "./tables";

/**
 * Refused parcels, counted by query from the orders and their history, no counters
 * (docs/decisions/306-return-to-origin.md). A refused parcel (RTO) is a COD order now
 * Returned to origin, at the time of its history row with that status; a shipped COD parcel
 * is a COD order with a Shipped row in its history. The delivery pincode is the order's
 * address snapshot's `zipCode`. The staff order page shows these figures and the COD rules
 * judge them (docs/decisions/307-cod-rules-at-checkout.md).
 */

const cod = eq(orders.paymentType, "COD");
const returnedToOrigin = and(cod, eq(orders.orderStatus, "Returned to origin"));
const pincodeOf = (pincode: string) => sql`${orders.address}->>'zipCode' = ${pincode}`;

/** An order's history has a row with `status` at or after `since`. */
const reached = (db: DbOrTx, status: "Shipped" | "Returned to origin", since?: Date) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orders.id), eq(orderEvents.status, status), since ? gte(orderEvents.at, since) : undefined)),
  );

const countOf = async (db: DbOrTx, where: ReturnType<typeof and>) => {
  const [row] = await db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(orders).where(where);
  return row?.n ?? 0;
};

/** How many of the shopper's COD parcels came back refused, ever. */
export function refusedParcelsOf(db: DbOrTx, userId: string): Promise<number> {
  return countOf(db, and(returnedToOrigin, eq(orders.userId, userId)));
}

/** The pincode's refused parcels and shipped COD parcels since `since` (each by the time of its history row). */
export async function pincodeRtoRate(db: DbOrTx, pincode: string, since: Date): Promise<{ rto: number; shipped: number }> {
  const rto = await countOf(db, and(returnedToOrigin, pincodeOf(pincode), reached(db, "Returned to origin", since)));
  const shipped = await countOf(db, and(cod, pincodeOf(pincode), reached(db, "Shipped", since)));
  return { rto, shipped };
}

/** The start of the window over which a pincode's refused parcels are weighed, from `now`. */
export const pincodeWindowStart = (now = new Date()) => new Date(now.getTime() - PINCODE_RTO_WINDOW_DAYS * 24 * 60 * 60_000);

/** What the COD rules judge: the shopper's refused parcels and delivered orders, and the pincode's rate over its window. */
export async function codHistory(db: DbOrTx, userId: string, pincode: string, now = new Date()): Promise<CodHistory> {
  const [refusals, deliveredOrders, rate] = await Promise.all([
    refusedParcelsOf(db, userId),
    countOf(db, and(eq(orders.userId, userId), isNotNull(orders.deliveredAt))),
    pincodeRtoRate(db, pincode, pincodeWindowStart(now)),
  ]);
  return { refusals, deliveredOrders, pincodeShipped: rate.shipped, pincodeRefused: rate.rto };
}
