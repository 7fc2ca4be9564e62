import { and, eq, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { AdminOrderType, AdminOrderDetailType, AdminOrdersQuery } from "@vayu/shared/admin";
import { paiseToRupees } from "@vayu/shared/money";
import { PINCODE_RTO_WINDOW_DAYS } from "@vayu/shared/cod-rules";
import type { CodRiskType } from "@vayu/shared/rto";
import type { DbOrTx } from "../../db/client";
import { users } from "../../domains/accounts/tables";
import { orderDetail, refundJson, type OrderRecord } from "../../domains/orders/order-detail";
import { refundablePaise } from "../../domains/orders/order-payment";
import { findOrders } from "../../domains/orders/order-view";
import { orders } from "../../domains/orders/tables";
import { pincodeRtoRate, pincodeWindowStart, refusedParcelsOf } from "../../domains/orders/rto-counts";
import { containing } from "../../db/search-text";
import { lineRefundStates } from "./line-refunds";

/** Orders matching `where`, newest first, each with the customer who placed it. */
async function findAdminOrders(db: DbOrTx, where: SQL): Promise<AdminOrderType[]> {
  const found = await findOrders(db, where);
  if (found.length === 0) return [];
  const customers = await db
    .select({ orderId: orders.id, _id: users.id, name: users.name, email: sql<string>`coalesce(${users.email}, '')` })
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

/** Start of a day in India: the staff's `from`/`to` are IST days. */
const istDay = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00+05:30`) + plusDays * 86_400_000);

/** Every order, or those matching the staff's filters: status, IST days from/to (both included), and `q`. */
export function listAdminOrders(db: DbOrTx, query: AdminOrdersQuery = {}): Promise<AdminOrderType[]> {
  const conditions: (SQL | undefined)[] = [
    query.status ? eq(orders.orderStatus, query.status) : undefined,
    query.from ? gte(orders.createdAt, istDay(query.from)) : undefined,
    query.to ? lt(orders.createdAt, istDay(query.to, 1)) : undefined,
  ];
  if (query.q) {
    const pattern = containing(query.q.replace(/^#/, ""));
    const digits = query.q.replace(/^#/, "");
    conditions.push(
      or(
        /^\d{1,9}$/.test(digits) ? eq(orders.orderNumber, Number(digits)) : undefined,
        inArray(orders.userId, db.select({ id: users.id }).from(users).where(ilike(users.email, pattern))),
        ilike(sql`${orders.address}->>'mobile'`, pattern),
      ),
    );
  }
  return findAdminOrders(db, and(...conditions) ?? sql`true`);
}

/** A COD order's shopper and pincode, by their refused parcels (docs/decisions/306-return-to-origin.md). */
async function codRisk(db: DbOrTx, row: OrderRecord["row"]): Promise<CodRiskType> {
  const pincode = row.address.zipCode;
  const { rto, shipped } = await pincodeRtoRate(db, pincode, pincodeWindowStart());
  return { refusedParcels: await refusedParcelsOf(db, row.userId), pincode, days: PINCODE_RTO_WINDOW_DAYS, pincodeRto: rto, pincodeShipped: shipped };
}

/** The staff's view of an order: the shopper's detail plus customer, phone, payment ids, refund ids and who did what. */
export async function adminOrderDetail(db: DbOrTx, record: OrderRecord): Promise<AdminOrderDetailType> {
  const { row, events, refunds, creditNotes } = record;
  const peopleIds = [...new Set([row.userId, ...events.map((e) => e.actorId).filter((id): id is string => id !== null)])];
  const people = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, peopleIds));
  const byId = new Map(people.map((p) => [p.id, p]));
  const customer = byId.get(row.userId);
  const detail = orderDetail(record);
  return {
    ...detail,
    customer: { _id: row.userId, name: customer?.name ?? "", email: customer?.email ?? "" },
    phone: row.address.mobile,
    payment: { providerOrderId: row.providerOrderId, paymentId: row.transactionId, method: row.paymentMethod },
    history: events.map((e) => ({
      status: e.status,
      at: e.at.toISOString(),
      ...(e.note ? { note: e.note } : {}),
      shopperNote: e.shopperNote,
      actor: { role: e.actorRole, _id: e.actorId, name: e.actorId ? (byId.get(e.actorId)?.name ?? null) : null },
    })),
    refunds: refunds.map((r) => ({ ...refundJson(r, creditNotes), payout: r.payout, providerRefundId: r.providerRefundId, reason: r.reason, lastError: r.status === "requested" ? r.lastError : null })),
    refundable: paiseToRupees(await refundablePaise(db, row)),
    lineRefunds: await lineRefundStates(db, row.id),
    codRisk: row.paymentType === "COD" ? await codRisk(db, row) : null,
  };
}
