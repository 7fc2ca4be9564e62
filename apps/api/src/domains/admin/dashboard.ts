import { LOW_STOCK_THRESHOLD, type DashboardResponseType } from "@vayu/shared/staff-dashboard";
import type { DbOrTx } from "../../db/client";
import { lowStockProducts } from "../catalog/index";
import { countNewEnquiries } from "../enquiries/index";
import { listOverdueGrievances } from "../grievances/index";
import { countOrdersToShip, salesSince } from "../orders/index";
import { listStuckPayments } from "../checkout/index";

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** Midnight in India that starts the day of `now`, `daysBack` days earlier. */
export function istMidnight(now: Date, daysBack = 0): Date {
  const istDayStart = Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS;
  return new Date(istDayStart - IST_OFFSET_MS - daysBack * DAY_MS);
}

/** The staff's first screen: today and the last 7 days (IST), and what needs attention. */
export async function dashboard(db: DbOrTx, now = new Date()): Promise<DashboardResponseType> {
  const [today, last7Days, lowStock, stuck, newEnquiries, ordersToShip, overdueGrievances] = await Promise.all([
    salesSince(db, istMidnight(now)),
    salesSince(db, istMidnight(now, 6)),
    lowStockProducts(db, LOW_STOCK_THRESHOLD),
    listStuckPayments(db),
    countNewEnquiries(db),
    countOrdersToShip(db),
    listOverdueGrievances(db, now),
  ]);
  return {
    today,
    last7Days,
    lowStock,
    stuckPayments: stuck.length,
    newEnquiries,
    ordersToShip,
    overdueGrievances,
  };
}
