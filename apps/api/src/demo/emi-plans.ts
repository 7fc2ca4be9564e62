import type { Db } from "../db/client";
import { emiPlans } from "../domains/emi/tables";

const plan = (issuer: string, tenureMonths: number, yearlyRatePercent: number, minRupees: number, noCost = false) => ({
  issuer,
  tenureMonths,
  yearlyRateBp: Math.round(yearlyRatePercent * 100),
  noCost,
  minAmountPaise: minRupees * 100,
  demo: true,
});

/**
 * The demo store's EMI plans (docs/decisions/323-emi-plans.md), as a card payment provider's
 * account typically has them: a bank's card EMI from ₹10,000 at 16% a year, and a no-cost plan
 * on the dearer products (the TVs), so the product pages show both kinds.
 */
export const demoEmiPlans = [
  ...[3, 6, 9, 12].map((months) => plan("HDFC Bank credit card", months, 16, 10_000)),
  ...[6, 12].map((months) => plan("SBI Card", months, 15, 10_000)),
  ...[3, 6].map((months) => plan("ICICI Bank credit card", months, 15, 25_000, true)),
];

export async function seedEmiPlans(db: Db) {
  await db.insert(emiPlans).values(demoEmiPlans);
}
