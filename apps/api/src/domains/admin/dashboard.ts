import { LOW_STOCK_THRESHOLD, type DashboardResponseType } from "@vayu/shared/staff-dashboard";
import type { DbOrTx } from "../../db/client";
import { lowStockProducts } from "../catalog/index";
import { countNewEnquiries } from "../enquiries/index";
import { listOverdueGrievances } from "../grievances/index";
import { countOrdersToShip, istMidnight, salesSince } from "../orders/index";
import { listStuckPayments } from "../checkout/index";


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
