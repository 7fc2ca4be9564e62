import { and, asc, desc, eq, inArray, or } from "drizzle-orm";
import {
  codRemittanceMessages as m,
  type CodRemittanceBodyType,
  type CodRemittanceType,
} from "@vayu/shared/cod-reports";
import { formatPaise, paiseToRupees } from "@vayu/shared/money";
import { audit } from "../../audit/audit";
import type { Db, DbOrTx } from "../../db/client";
import { userContacts } from "../../domains/accounts/index";
import { orders } from "../../domains/orders/tables";
import { conflict, notFound } from "../../http/errors";
import { isUniqueViolation } from "../../http/pg-errors";
import { codRemittanceOrders, codRemittances } from "./tables";

/**
 * Records a courier's remittance of the cash it collected (docs/decisions/308-cod-reports-and-remittances.md):
 * the named orders are locked (in id order, so two recordings never deadlock), each must be a
 * cash-on-delivery order of that courier whose cash staff recorded collected and that no
 * remittance names yet. The amount is theirs, summed here. Two recordings of one order at once
 * wait on its row lock; the second finds it remitted and gets 409 naming it (the unique
 * order_id is the last guard).
 */
export async function recordRemittance(
  db: Db,
  staffId: string,
  body: CodRemittanceBodyType,
): Promise<{ remittance: CodRemittanceType; message: string }> {
  try {
    const remittance = await db.transaction(async (tx) => {
      const ids = [...new Set(body.orderIds)];
      const numbers = [...new Set(body.orderNumbers)];
      const rows = await tx
        .select()
        .from(orders)
        .where(
          or(
            ids.length ? inArray(orders.id, ids) : undefined,
            numbers.length ? inArray(orders.orderNumber, numbers) : undefined,
          ),
        )
        .orderBy(asc(orders.id))
        .for("update");
      const missingId = ids.find((id) => !rows.some((r) => r.id === id));
      if (missingId) throw notFound(m.notFound(missingId));
      const missingNumber = numbers.find((n) => !rows.some((r) => r.orderNumber === n));
      if (missingNumber) throw notFound(m.notFound(`#${missingNumber}`));
      const courier = body.courier.trim();
      for (const row of rows.toSorted((a, b) => a.orderNumber - b.orderNumber)) {
        if (row.paymentType !== "COD")
          throw conflict(m.notCod(row.orderNumber), { orderNumber: row.orderNumber });
        if (!row.paymentCollectedAt)
          throw conflict(m.notCollected(row.orderNumber), { orderNumber: row.orderNumber });
        if ((row.courier ?? "").toLowerCase() !== courier.toLowerCase())
          throw conflict(m.otherCourier(row.orderNumber, row.courier ?? "no courier"), {
            orderNumber: row.orderNumber,
          });
      }
      const taken = await tx
        .select({ orderId: codRemittanceOrders.orderId })
        .from(codRemittanceOrders)
        .where(
          inArray(
            codRemittanceOrders.orderId,
            rows.map((r) => r.id),
          ),
        );
      const first = rows
        .filter((r) => taken.some((t) => t.orderId === r.id))
        .sort((a, b) => a.orderNumber - b.orderNumber)[0];
      if (first) throw conflict(m.alreadyRemitted(first.orderNumber), { orderNumber: first.orderNumber });

      const amountPaise = rows.reduce((sum, r) => sum + r.totalAmountPaise, 0);
      const [saved] = await tx
        .insert(codRemittances)
        .values({
          courier: rows[0]?.courier ?? courier,
          reference: body.reference.trim(),
          receivedOn: body.receivedOn,
          amountPaise,
          recordedBy: staffId,
        })
        .returning();
      await tx
        .insert(codRemittanceOrders)
        .values(
          rows.map((r) => ({ remittanceId: saved!.id, orderId: r.id, amountPaise: r.totalAmountPaise })),
        );
      const orderNumbers = rows.map((r) => r.orderNumber).sort((a, b) => a - b);
      await audit(tx, {
        actorId: staffId,
        action: "create",
        entity: "cod_remittance",
        entityId: saved!.id,
        after: {
          courier: saved!.courier,
          reference: saved!.reference,
          receivedOn: saved!.receivedOn,
          amountPaise,
          orderNumbers,
        },
      });
      return saved!;
    });
    const [view] = await listRemittances(db, remittance.id);
    return {
      remittance: view!,
      message: m.recorded(view!.orders.length, formatPaise(remittance.amountPaise)),
    };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Only when the row locks were bypassed: still a 409 that names an order.
    const names = await db
      .select({ n: orders.orderNumber })
      .from(orders)
      .innerJoin(codRemittanceOrders, eq(codRemittanceOrders.orderId, orders.id))
      .where(
        or(
          body.orderIds.length ? inArray(orders.id, body.orderIds) : undefined,
          body.orderNumbers.length ? inArray(orders.orderNumber, body.orderNumbers) : undefined,
        ),
      )
      .orderBy(asc(orders.orderNumber))
      .limit(1);
    throw conflict(m.alreadyRemitted(names[0]?.n ?? 0), { orderNumber: names[0]?.n });
  }
}

/** Remittances, newest first (the latest 100), or the one asked for. */
export async function listRemittances(db: DbOrTx, id?: string): Promise<CodRemittanceType[]> {
  const heads = await db
    .select()
    .from(codRemittances)
    .where(id ? eq(codRemittances.id, id) : undefined)
    .orderBy(desc(codRemittances.createdAt))
    .limit(100);
  if (heads.length === 0) return [];
  const lines = await db
    .select({
      remittanceId: codRemittanceOrders.remittanceId,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      amountPaise: codRemittanceOrders.amountPaise,
    })
    .from(codRemittanceOrders)
    .innerJoin(orders, eq(orders.id, codRemittanceOrders.orderId))
    .where(
      and(
        inArray(
          codRemittanceOrders.remittanceId,
          heads.map((h) => h.id),
        ),
      ),
    )
    .orderBy(asc(orders.orderNumber));
  const staff = await userContacts(db, [...new Set(heads.map((h) => h.recordedBy))]);
  return heads.map((h) => ({
    _id: h.id,
    courier: h.courier,
    reference: h.reference,
    receivedOn: h.receivedOn,
    amount: paiseToRupees(h.amountPaise),
    orders: lines
      .filter((l) => l.remittanceId === h.id)
      .map((l) => ({ _id: l.orderId, orderNumber: l.orderNumber, amount: paiseToRupees(l.amountPaise) })),
    recordedBy: staff.find((s) => s._id === h.recordedBy)?.name ?? "",
    createdAt: h.createdAt.toISOString(),
  }));
}
