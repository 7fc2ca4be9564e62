import { and, asc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import { DISPATCH_BATCH_LIMIT, type DispatchBatch } from "@vayu/shared/dispatch";
import type { DbOrTx } from "../../db/client";
import { badRequest } from "../../http/errors";
import type { AddressSnapshot } from "../checkout/index";
import { amountDuePaise } from "./order-payment";
import { findOrderItems } from "./order-view";
import { orderEvents, orders } from "./tables";

/** What the dispatch desk prints of an order: who it goes to, what goes in the box, and the cash the courier collects. */
export interface DispatchOrder {
  id: string;
  orderNumber: number;
  placedAt: Date;
  shipTo: AddressSnapshot;
  items: { productId: string; title: string; quantity: number }[];
  /** Cash the courier collects at the door; 0 when the order is paid (online, or its cash already recorded). */
  collectPaise: number;
}

/** Start of a day in India (the staff's days are IST days). */
const istDayStart = (day: string, plusDays = 0) =>
  new Date(Date.parse(`${day}T00:00:00+05:30`) + plusDays * 86_400_000);

/** Orders matching `where` with their items, in order-number order (the order a desk works through a pile). */
async function findDispatchOrders(db: DbOrTx, where: SQL): Promise<DispatchOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(asc(orders.orderNumber))
    .limit(DISPATCH_BATCH_LIMIT + 1);
  if (rows.length > DISPATCH_BATCH_LIMIT)
    throw badRequest(`More than ${DISPATCH_BATCH_LIMIT} orders match: choose a day to print them in parts.`);
  if (rows.length === 0) return [];
  const items = await findOrderItems(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    orderNumber: row.orderNumber,
    placedAt: row.createdAt,
    shipTo: row.address,
    items: items
      .filter((i) => i.orderId === row.id)
      .map(({ productId, title, quantity }) => ({ productId, title, quantity })),
    collectPaise: amountDuePaise(row),
  }));
}

export async function findDispatchOrder(db: DbOrTx, orderId: string): Promise<DispatchOrder | undefined> {
  const [order] = await findDispatchOrders(db, eq(orders.id, orderId));
  return order;
}

/** The batch: orders now in `status` that moved into it on `date` (India's day), or whenever without a date. */
export function findDispatchBatch(db: DbOrTx, query: DispatchBatch): Promise<DispatchOrder[]> {
  const reachedOnDay = query.date
    ? inArray(
        orders.id,
        db
          .select({ id: orderEvents.orderId })
          .from(orderEvents)
          .where(
            and(
              eq(orderEvents.status, query.status),
              gte(orderEvents.at, istDayStart(query.date)),
              lt(orderEvents.at, istDayStart(query.date, 1)),
            ),
          ),
      )
    : undefined;
  return findDispatchOrders(db, and(eq(orders.orderStatus, query.status), reachedOnDay)!);
}
