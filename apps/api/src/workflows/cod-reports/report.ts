import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, notExists, sql, type SQL } from "drizzle-orm";
import {
  REMITTANCE_ORDERS_MAX,
  type CodReportQueryType,
  type CodReportResponseType,
  type CourierCashType,
} from "@vayu/shared/cod-reports";
import { paiseToRupees } from "@vayu/shared/money";
import type { DbOrTx } from "../../db/client";
import { users } from "../../domains/accounts/tables";
import { orders } from "../../domains/orders/tables";
import { codRemittanceOrders } from "./tables";

const DAY_MS = 86_400_000;
/** The report's default span: the last 30 days of India's calendar, today included. */
const DEFAULT_DAYS = 30;

const istDay = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
const istStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** The report's days (IST) and the instants they span: [start, end). */
export function reportRange(query: { from?: string; to?: string }, now = new Date()) {
  const to = query.to ?? (query.from && query.from > istDay(now) ? query.from : istDay(now));
  const from =
    query.from ?? istDay(new Date(istStart(to).getTime() - (DEFAULT_DAYS - 1) * DAY_MS + 12 * 3_600_000));
  return { from, to, start: istStart(from), end: new Date(istStart(to).getTime() + DAY_MS) };
}

const rate = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null;
const num = (value: unknown) => Number(value ?? 0);

/** An order_events row of the order in `status` (with `extra`), the docs/decisions/308 definitions read from history. */
const hasEvent = (status: string, extra: SQL = sql`true`) =>
  sql`exists (select 1 from order_events e where e.order_id = ${orders.id} and e.status = ${status} and ${extra})`;

/** The COD order has left Awaiting confirmation for Placed: the shopper (or staff by phone) confirmed it. */
const confirmed = hasEvent("Placed");

/**
 * Everything staff read in the COD report (docs/decisions/308-cod-reports-and-remittances.md): orders
 * placed in the days for the share and the confirmation; parcels shipped and refused in the days for
 * the RTO rates; the cash couriers hold now (not bound to the days).
 */
export async function codReport(
  db: DbOrTx,
  query: CodReportQueryType,
  now = new Date(),
): Promise<CodReportResponseType> {
  const { from, to, start, end } = reportRange(query, now);
  const placedIn = and(gte(orders.createdAt, start), lt(orders.createdAt, end));
  const isCod = eq(orders.paymentType, "COD");
  const inDays = sql`e.at >= ${start.toISOString()}::timestamptz and e.at < ${end.toISOString()}::timestamptz`;
  const shippedIn = hasEvent("Shipped", inDays);
  const rtoIn = sql`${orders.orderStatus} = 'Returned to origin' and ${hasEvent("Returned to origin", inDays)}`;
  const rtoFigures = {
    shipped: sql<string>`count(*) filter (where ${shippedIn})`,
    rto: sql<string>`count(*) filter (where ${rtoIn})`,
  };
  const rtoWhere = and(isCod, sql`(${shippedIn} or (${rtoIn}))`);
  const byRto = [
    desc(sql`count(*) filter (where ${rtoIn})`),
    desc(sql`count(*) filter (where ${shippedIn})`),
  ];
  const figures = (r: { shipped: string; rto: string }) => ({
    shipped: num(r.shipped),
    rto: num(r.rto),
    rate: rate(num(r.rto), num(r.shipped)),
  });
  const pincode = sql<string>`coalesce(${orders.address}->>'zipCode', '')`;
  const state = sql<string>`coalesce(${orders.address}->>'state', '')`;

  const [[share], [conf], [overall], byPincode, byState, byShopper, cashToCollect] = await Promise.all([
    db
      .select({
        all: count(),
        cod: sql<string>`count(*) filter (where ${isCod})`,
        allValue: sql<string>`coalesce(sum(${orders.totalAmountPaise}), 0)`,
        codValue: sql<string>`coalesce(sum(${orders.totalAmountPaise}) filter (where ${isCod}), 0)`,
      })
      .from(orders)
      .where(placedIn),
    db
      .select({
        placed: count(),
        confirmed: sql<string>`count(*) filter (where ${confirmed})`,
        timer: sql<string>`count(*) filter (where not ${confirmed} and ${hasEvent("Cancelled", sql`e.actor_role = 'system'`)})`,
        shopper: sql<string>`count(*) filter (where not ${confirmed} and ${hasEvent("Cancelled", sql`e.actor_role = 'shopper'`)})`,
        awaiting: sql<string>`count(*) filter (where ${orders.orderStatus} = 'Awaiting confirmation')`,
      })
      .from(orders)
      .where(and(placedIn, isCod)),
    db.select(rtoFigures).from(orders).where(rtoWhere),
    db
      .select({ key: pincode, ...rtoFigures })
      .from(orders)
      .where(rtoWhere)
      .groupBy(pincode)
      .orderBy(...byRto, asc(pincode))
      .limit(query.top),
    db
      .select({ key: state, ...rtoFigures })
      .from(orders)
      .where(rtoWhere)
      .groupBy(state)
      .orderBy(...byRto, asc(state))
      .limit(query.top),
    db
      .select({
        id: users.id,
        name: users.name,
        phone: sql<string | null>`coalesce(${users.phone}, max(${orders.address}->>'mobile'))`,
        ...rtoFigures,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(rtoWhere)
      .groupBy(users.id)
      .orderBy(...byRto, asc(users.name))
      .limit(query.top),
    cashWithCouriers(db),
  ]);
  const confirmedCount = num(conf?.confirmed);
  const placed = conf?.placed ?? 0;
  const awaiting = num(conf?.awaiting);
  return {
    from,
    to,
    codShare: {
      codOrders: num(share?.cod),
      allOrders: share?.all ?? 0,
      countShare: rate(num(share?.cod), share?.all ?? 0),
      codValue: paiseToRupees(num(share?.codValue)),
      allValue: paiseToRupees(num(share?.allValue)),
      valueShare: rate(num(share?.codValue), num(share?.allValue)),
    },
    confirmation: {
      placed,
      confirmed: confirmedCount,
      timerCancelled: num(conf?.timer),
      shopperCancelled: num(conf?.shopper),
      awaiting,
      rate: rate(confirmedCount, placed - awaiting),
    },
    rto: {
      overall: figures(overall ?? { shipped: "0", rto: "0" }),
      byPincode: byPincode.map((r) => ({ pincode: r.key, ...figures(r) })),
      byState: byState.map((r) => ({ state: r.key, ...figures(r) })),
      byShopper: byShopper.map((r) => ({ _id: r.id, name: r.name, phone: r.phone ?? null, ...figures(r) })),
    },
    cashToCollect,
  };
}

/** The most collected orders listed per courier for the remittance form. */
const ORDERS_PER_COURIER = REMITTANCE_ORDERS_MAX;

/**
 * Per courier, the cash it holds: COD orders whose cash staff recorded collected and no
 * remittance names, and Delivered COD orders whose cash is not recorded yet.
 */
export async function cashWithCouriers(db: DbOrTx): Promise<CourierCashType[]> {
  const courier = sql<string>`coalesce(${orders.courier}, '')`;
  const notRemitted = notExists(
    db
      .select({ one: sql`1` })
      .from(codRemittanceOrders)
      .where(eq(codRemittanceOrders.orderId, orders.id)),
  );
  const collected = and(isNotNull(orders.paymentCollectedAt), notRemitted);
  const notRecorded = and(eq(orders.orderStatus, "Delivered"), isNull(orders.paymentCollectedAt));
  const [totals, open] = await Promise.all([
    db
      .select({
        courier,
        collected: sql<string>`count(*) filter (where ${collected})`,
        collectedPaise: sql<string>`coalesce(sum(${orders.totalAmountPaise}) filter (where ${collected}), 0)`,
        notRecorded: sql<string>`count(*) filter (where ${notRecorded})`,
        notRecordedPaise: sql<string>`coalesce(sum(${orders.totalAmountPaise}) filter (where ${notRecorded}), 0)`,
      })
      .from(orders)
      .where(and(eq(orders.paymentType, "COD"), sql`(${collected} or ${notRecorded})`))
      .groupBy(courier)
      .orderBy(asc(courier)),
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        courier,
        totalPaise: orders.totalAmountPaise,
        collectedAt: orders.paymentCollectedAt,
      })
      .from(orders)
      .where(and(eq(orders.paymentType, "COD"), collected))
      .orderBy(asc(orders.paymentCollectedAt), asc(orders.orderNumber))
      .limit(ORDERS_PER_COURIER * 20),
  ]);
  return totals.map((t) => ({
    courier: t.courier,
    collected: { count: num(t.collected), amount: paiseToRupees(num(t.collectedPaise)) },
    notRecorded: { count: num(t.notRecorded), amount: paiseToRupees(num(t.notRecordedPaise)) },
    orders: open
      .filter((o) => o.courier === t.courier)
      .slice(0, ORDERS_PER_COURIER)
      .map((o) => ({
        _id: o.id,
        orderNumber: o.orderNumber,
        amount: paiseToRupees(o.totalPaise),
        collectedAt: o.collectedAt!.toISOString(),
      })),
  }));
}
