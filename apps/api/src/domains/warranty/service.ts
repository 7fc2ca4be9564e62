import { eq, inArray } from "drizzle-orm";
import { warrantyCardPath, type WarrantyItemType } from "@vayu/shared/after-delivery";
import { messages } from "@vayu/shared/messages";
import type { DbOrTx } from "../../db/client";
import { conflict, notFound } from "../../http/errors";
import { afterDeliveryTerms } from "../catalog/index";
import { indiaToday, isoDate } from "../delivery/index";
import { orderLines, type OrderRow } from "../orders/index";
import { warrantyRegistrations } from "./tables";

const text = messages.afterDelivery;

/** The last day a warranty of `months` from `delivered` covers: "2026-11-27" + 12 -> "2027-11-26". */
export function warrantyEnd(delivered: string, months: number): string {
  const day = new Date(`${delivered}T00:00:00Z`);
  const end = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, day.getUTCDate()));
  end.setUTCDate(end.getUTCDate() - 1);
  return isoDate(end);
}

/** The delivery date in India: the purchase date a warranty counts from; null before delivery. */
export const deliveredOn = (order: OrderRow): string | null =>
  order.deliveredAt ? isoDate(indiaToday(order.deliveredAt)) : null;

/** Each line of the order with its warranty: months, the serial number once registered, and the card. */
export async function warrantyItems(db: DbOrTx, order: OrderRow): Promise<WarrantyItemType[]> {
  const lines = await orderLines(db, order.id);
  if (lines.length === 0) return [];
  const [terms, registrations] = await Promise.all([
    afterDeliveryTerms(
      db,
      lines.map((line) => line.productId),
    ),
    db
      .select()
      .from(warrantyRegistrations)
      .where(
        inArray(
          warrantyRegistrations.orderItemId,
          lines.map((line) => line.id),
        ),
      ),
  ]);
  const serials = new Map(registrations.map((row) => [row.orderItemId, row.serialNumber]));
  const delivered = deliveredOn(order);
  return lines.map((line) => {
    const warrantyMonths = terms.get(line.productId)?.warrantyMonths ?? 12;
    const serialNumber = serials.get(line.id) ?? null;
    return {
      itemId: line.id,
      productId: line.productId,
      title: line.title,
      warrantyMonths,
      serialNumber,
      validUntil: delivered ? warrantyEnd(delivered, warrantyMonths) : null,
      cardUrl: serialNumber ? warrantyCardPath(order.id, line.id) : null,
    };
  });
}

async function itemOf(db: DbOrTx, order: OrderRow, itemId: string): Promise<WarrantyItemType> {
  const item = (await warrantyItems(db, order)).find((candidate) => candidate.itemId === itemId);
  if (!item) throw notFound(text.itemNotFound);
  return item;
}

/** PUT /order/:id/items/:itemId/warranty: registers (or corrects) a delivered item's serial number. */
export async function registerWarranty(
  db: DbOrTx,
  order: OrderRow,
  itemId: string,
  serialNumber: string,
): Promise<WarrantyItemType> {
  if (order.orderStatus !== "Delivered") throw conflict(text.notDelivered);
  await itemOf(db, order, itemId);
  await db
    .insert(warrantyRegistrations)
    .values({ orderItemId: itemId, serialNumber })
    .onConflictDoUpdate({ target: warrantyRegistrations.orderItemId, set: { serialNumber } });
  return itemOf(db, order, itemId);
}

/** The registered item a warranty card is drawn for: 409 before its serial number is given. */
export async function registeredItem(db: DbOrTx, order: OrderRow, itemId: string) {
  const item = await itemOf(db, order, itemId);
  const delivered = deliveredOn(order);
  if (!item.serialNumber || !delivered || !item.validUntil) throw conflict(text.registerFirst);
  const [registration] = await db
    .select({ at: warrantyRegistrations.createdAt })
    .from(warrantyRegistrations)
    .where(eq(warrantyRegistrations.orderItemId, itemId));
  return {
    ...item,
    serialNumber: item.serialNumber,
    validUntil: item.validUntil,
    delivered,
    registeredAt: registration!.at,
  };
}
