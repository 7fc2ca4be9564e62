import { and, asc, count, eq, gte, inArray, lte, notInArray, sql } from "drizzle-orm";
import { paiseToRupees } from "@vayu/shared/money";
import { LOW_STOCK_THRESHOLD, type DashboardResponseType } from "@vayu/shared/staff-dashboard";
import type { DbOrTx } from "../../db/client";
import { products } from "../catalog/tables";
import { contactEnquiries, dealerEnquiries } from "../enquiries/tables";
import { listOverdueGrievances } from "../grievances/service";
import { orders } from "../orders/tables";
import { listStuckPayments } from "../checkout/stuck-payments";

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** Midnight in India that starts the day of `now`, `daysBack` days earlier. */
export function istMidnight(now: Date, daysBack = 0): Date {
  const istDayStart = Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS;
  return new Date(istDayStart - IST_OFFSET_MS - daysBack * DAY_MS);
}

/** Orders placed since `from` and what they took, less cancelled ones (their money went back). */
async function salesSince(db: DbOrTx, from: Date) {
  const [row] = await db
    .select({ orders: count(), revenue: sql<string>`coalesce(sum(${orders.totalAmountPaise}), 0)` })
    .from(orders)
    .where(and(gte(orders.createdAt, from), notInArray(orders.orderStatus, ["Cancelled"])));
  return { orders: row?.orders ?? 0, revenue: paiseToRupees(Number(row?.revenue ?? 0)) };
}

/** The staff's first screen: today and the last 7 days (IST), and what needs attention. */
export async function dashboard(db: DbOrTx, now = new Date()): Promise<DashboardResponseType> {
  const [today, last7Days, lowStock, stuck, [contacts], [dealers], [toShip], overdueGrievances] = await Promise.all([
    salesSince(db, istMidnight(now)),
    salesSince(db, istMidnight(now, 6)),
    db
      .select({ _id: products.id, title: products.title, stock: products.stock })
      .from(products)
      .where(and(eq(products.active, true), lte(products.stock, LOW_STOCK_THRESHOLD)))
      .orderBy(asc(products.stock), asc(products.title))
      .limit(20),
    listStuckPayments(db),
    db.select({ n: count() }).from(contactEnquiries).where(eq(contactEnquiries.status, "new")),
    db.select({ n: count() }).from(dealerEnquiries).where(eq(dealerEnquiries.status, "new")),
    db.select({ n: count() }).from(orders).where(inArray(orders.orderStatus, ["Placed", "Packed"])),
    listOverdueGrievances(db, now),
  ]);
  return {
    today,
    last7Days,
    lowStock,
    stuckPayments: stuck.length,
    newEnquiries: (contacts?.n ?? 0) + (dealers?.n ?? 0),
    ordersToShip: toShip?.n ?? 0,
    overdueGrievances,
  };
}
