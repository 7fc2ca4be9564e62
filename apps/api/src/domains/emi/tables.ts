import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { id, timestamps } from "../../db/columns";

/**
 * The EMI plans staff offer (docs/decisions/323-emi-plans.md): a bank or card network's
 * tenure and yearly rate, in basis points (1500 is 15.00%), offered on prices from
 * `minAmountPaise`. The payment provider runs the EMI; the store only shows what it costs.
 */
export const emiPlans = pgTable(
  "emi_plans",
  {
    id: id(),
    issuer: text().notNull(),
    tenureMonths: integer().notNull(),
    yearlyRateBp: integer().notNull(),
    noCost: boolean().notNull().default(false),
    minAmountPaise: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    /** Written by the demo seed: removing the demo store removes it unless staff changed it since (docs/decisions/193-first-start-and-demo-content.md). */
    demo: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check("emi_plans_tenure", sql`${t.tenureMonths} BETWEEN 1 AND 60`),
    check("emi_plans_rate", sql`${t.yearlyRateBp} BETWEEN 0 AND 6000`),
    check("emi_plans_min_amount", sql`${t.minAmountPaise} >= 0`),
  ],
);
