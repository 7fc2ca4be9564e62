import { asc, eq } from "drizzle-orm";
import {
  INSTALLATION_WINDOW,
  type InstallationBodyType,
  type InstallationType,
  type StaffInstallationPatchBodyType,
  type StaffInstallationsResponseType,
  type StaffInstallationType,
} from "@vayu/shared/after-delivery";
import { messages } from "@vayu/shared/messages";
import type { DbOrTx } from "../../db/client";
import { audit } from "../../audit/audit";
import { badRequest, conflict, notFound } from "../../http/errors";
import { afterDeliveryTerms } from "../catalog/index";
import { addWorkingDays, indiaToday, isoDate, isWorkingDay, pincodeExtraDays } from "../delivery/index";
import { orderLines, orderRowsByIds, ownOrderRow, type OrderRow } from "../orders/index";
import { installations } from "./tables";

const text = messages.afterDelivery;
type InstallationRow = typeof installations.$inferSelect;

/** The titles of the order's products that a technician installs or demonstrates. */
export async function installableTitles(db: DbOrTx, orderId: string): Promise<string[]> {
  const lines = await orderLines(db, orderId);
  const terms = await afterDeliveryTerms(db, lines.map((line) => line.productId));
  return lines.filter((line) => terms.get(line.productId)?.needsInstallation).map((line) => line.title);
}

/**
 * The days a visit may be booked on: the working days from the 2nd to the 10th after delivery,
 * later by the pincode's extra delivery days (its service days, docs/decisions/334-installation-and-warranty.md),
 * from tomorrow on.
 */
export async function serviceDays(db: DbOrTx, order: OrderRow, now = new Date()): Promise<string[]> {
  if (order.orderStatus !== "Delivered" || !order.deliveredAt) return [];
  const extra = await pincodeExtraDays(db, order.address.zipCode);
  const delivered = indiaToday(order.deliveredAt);
  const today = isoDate(indiaToday(now));
  const days: string[] = [];
  for (let n = INSTALLATION_WINDOW.from + extra; n <= INSTALLATION_WINDOW.to + extra; n++) {
    const day = isoDate(addWorkingDays(delivered, n));
    if (day > today) days.push(day);
  }
  return days;
}

export const installationJson = (row: InstallationRow): InstallationType => ({
  _id: row.id,
  orderId: row.orderId,
  date: row.day,
  slot: row.slot,
  status: row.status,
});

export async function findInstallation(db: DbOrTx, orderId: string): Promise<InstallationRow | undefined> {
  const [row] = await db.select().from(installations).where(eq(installations.orderId, orderId));
  return row;
}

/** A booked visit the shopper may still move or cancel: its day is still ahead. */
const changeable = (row: InstallationRow | undefined, now: Date) =>
  !row || row.status === "cancelled" || (row.status === "booked" && row.day > isoDate(indiaToday(now)));

/** What the order page's installation panel shows; null when nothing in the order needs a visit. */
export async function installationPanel(db: DbOrTx, order: OrderRow, now = new Date()) {
  const titles = await installableTitles(db, order.id);
  if (titles.length === 0) return null;
  const row = await findInstallation(db, order.id);
  return {
    products: titles,
    booking: row ? installationJson(row) : null,
    days: await serviceDays(db, order, now),
    changeable: order.orderStatus === "Delivered" && changeable(row, now),
  };
}

/** PUT /order/:id/installation: books the visit, or moves the one booked, to a day of the window. */
export async function bookInstallation(
  db: DbOrTx,
  userId: string,
  orderId: string,
  body: InstallationBodyType,
  now = new Date(),
): Promise<InstallationType> {
  return db.transaction(async (tx) => {
    const order = await ownOrderRow(tx, orderId, userId);
    if (order.orderStatus !== "Delivered") throw conflict(text.notDelivered);
    if ((await installableTitles(tx, orderId)).length === 0) throw conflict(text.nothingToInstall);
    const current = await findInstallation(tx, orderId);
    if (!changeable(current, now)) throw conflict(text.tooLateToChange);
    if (!(await serviceDays(tx, order, now)).includes(body.date))
      throw badRequest(text.dayNotOffered, { field: "date" });
    const [row] = await tx
      .insert(installations)
      .values({ orderId, day: body.date, slot: body.slot, status: "booked" })
      .onConflictDoUpdate({
        target: installations.orderId,
        set: { day: body.date, slot: body.slot, status: "booked" },
      })
      .returning();
    return installationJson(row!);
  });
}

/** DELETE /order/:id/installation: the shopper cancels the visit before its day. */
export async function cancelInstallation(
  db: DbOrTx,
  userId: string,
  orderId: string,
  now = new Date(),
): Promise<InstallationType> {
  return db.transaction(async (tx) => {
    await ownOrderRow(tx, orderId, userId);
    const current = await findInstallation(tx, orderId);
    if (!current || current.status === "cancelled") throw conflict(text.notBooked);
    if (!changeable(current, now)) throw conflict(text.tooLateToChange);
    const [row] = await tx
      .update(installations)
      .set({ status: "cancelled" })
      .where(eq(installations.id, current.id))
      .returning();
    return installationJson(row!);
  });
}

/** The visits with what the technician needs: the order, the customer, the address and the products. */
async function staffRows(db: DbOrTx, rows: InstallationRow[]): Promise<StaffInstallationType[]> {
  if (rows.length === 0) return [];
  const orderRows = await orderRowsByIds(
    db,
    rows.map((row) => row.orderId),
  );
  const byOrder = new Map(orderRows.map((order) => [order.id, order]));
  const titles = new Map(
    await Promise.all(
      rows.map(async (row) => [row.orderId, await installableTitles(db, row.orderId)] as const),
    ),
  );
  return rows.map((row) => {
    const order = byOrder.get(row.orderId)!;
    const { address } = order;
    return {
      ...installationJson(row),
      orderNumber: order.orderNumber,
      customerName: address.name,
      phone: address.mobile,
      address: [address.address, address.landmark, `${address.city}, ${address.state} ${address.zipCode}`]
        .filter(Boolean)
        .join(", "),
      products: titles.get(row.orderId) ?? [],
    };
  });
}

/** GET /admin/installations?date=: the day's visits, mornings first, cancelled ones too (struck through on the desk). */
export async function listInstallations(db: DbOrTx, date: string): Promise<StaffInstallationsResponseType> {
  const rows = await db
    .select()
    .from(installations)
    .where(eq(installations.day, date))
    .orderBy(asc(installations.slot), asc(installations.createdAt));
  return { date, installations: await staffRows(db, rows) };
}

/** PATCH /admin/installations/:id: done, cancelled, or moved to a working day from today on; audited. */
export async function manageInstallation(
  db: DbOrTx,
  actorId: string,
  id: string,
  patch: StaffInstallationPatchBodyType,
  now = new Date(),
): Promise<StaffInstallationType> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(installations).where(eq(installations.id, id)).for("update");
    if (!current) throw notFound("Installation not found.");
    if (
      patch.date !== undefined &&
      (patch.date < isoDate(indiaToday(now)) || !isWorkingDay(new Date(`${patch.date}T00:00:00Z`)))
    )
      throw badRequest("Choose a working day from today on.", { field: "date" });
    const [row] = await tx
      .update(installations)
      .set({
        ...(patch.status !== undefined && { status: patch.status }),
        ...(patch.date !== undefined && { day: patch.date }),
        ...(patch.slot !== undefined && { slot: patch.slot }),
      })
      .where(eq(installations.id, id))
      .returning();
    await audit(tx, {
      actorId,
      action: patch.status === "done" ? "done" : patch.status === "cancelled" ? "cancel" : "reschedule",
      entity: "installation",
      entityId: id,
      before: installationJson(current),
      after: installationJson(row!),
    });
    const [shaped] = await staffRows(tx, [row!]);
    return shaped!;
  });
}
