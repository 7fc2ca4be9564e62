import { and, asc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import { DISPATCH_BATCH_LIMIT, type DispatchBatch, type DispatchBatchQueryType } from "@vayu/shared/dispatch";
import { formatAddress } from "@vayu/shared/site-settings";
import type { DbOrTx } from "../../db/client";
import { badRequest } from "../../http/errors";
import type { AddressSnapshot } from "../checkout/tables";
import { amountDuePaise } from "../orders/index";
import { findOrderItems } from "../orders/index";
import { orderEvents, orders } from "../orders/tables";
import { getSettings } from "../settings/index";

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

/** The sender as the dispatch desk prints it: the store's settings now (docs/decisions/183-store-settings.md). */
export interface Shipper {
  storeName: string;
  legalName: string;
  /** The pickup address, on one line: where undelivered parcels come back to. */
  pickupAddress: string;
  phone: string;
  email: string;
}

export async function currentShipper(db: DbOrTx): Promise<Shipper> {
  const settings = await getSettings(db);
  return {
    storeName: settings.storeName,
    legalName: settings.legalName,
    pickupAddress: formatAddress(settings.pickupAddress, settings.state),
    phone: settings.phones[0] ?? "",
    email: settings.supportEmail,
  };
}

/** "9876543210" -> "+91 98765 43210": a mobile number as a courier reads it aloud. */
export const phoneText = (mobile: string) =>
  /^\d{10}$/.test(mobile) ? `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}` : mobile;

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

/** "labels-Packed-2026-11-26.pdf" */
export const batchFileName = (kind: "labels" | "packing-slips", query: DispatchBatchQueryType) =>
  `${kind}-${(query.status ?? "Packed").replaceAll(" ", "-")}${query.date ? `-${query.date}` : ""}.pdf`;
