import { z } from "zod";
import { GRIEVANCE_OVERDUE } from "./grievances";

/** GET /admin/dashboard: how the shop is doing, in India's time. Amounts in rupees. */
const Period = z.object({ orders: z.number(), revenue: z.number() });

export const LOW_STOCK_THRESHOLD = 5;

export const DashboardResponse = z.object({
  today: Period,
  last7Days: Period,
  lowStock: z.array(z.object({ _id: z.string(), title: z.string(), stock: z.number() })),
  stuckPayments: z.number(),
  newEnquiries: z.number(),
  ordersToShip: z.number(),
  /** Complaints past a legal deadline: not taken up within 48 hours, or not resolved within a month. */
  overdueGrievances: z.array(
    z.object({
      _id: z.string(),
      ticketNumber: z.string(),
      subject: z.string(),
      overdue: z.enum(GRIEVANCE_OVERDUE),
      receivedAt: z.string(),
    }),
  ),
});
export type DashboardResponseType = z.infer<typeof DashboardResponse>;
