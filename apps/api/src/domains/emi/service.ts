import { asc, eq, sql } from "drizzle-orm";
import { emiCost } from "@vayu/shared/emi";
import type {
  EmiOptionType,
  EmiPlanBodyType,
  EmiPlanPatchBodyType,
  EmiPlanType,
  ProductEmiResponseType,
} from "@vayu/shared/emi-plans";
import { messages } from "@vayu/shared/messages";
import { paiseToRupees, rupeesToPaise } from "@vayu/shared/money";
import { audit } from "../../audit/audit";
import type { DbOrTx } from "../../db/client";
import { notFound } from "../../http/errors";
import { CATALOG_CHANGES_CHANNEL, payablePriceOf } from "../catalog/index";
import { emiPlans } from "./tables";

// EMI plans (docs/decisions/323-emi-plans.md): staff keep the list, every change audited; the
// product page reads what each open plan costs on the product's price today.

type Row = typeof emiPlans.$inferSelect;

const NOT_FOUND = "EMI plan not found.";

const termsOf = (row: Row) => ({
  tenureMonths: row.tenureMonths,
  yearlyRatePercent: row.yearlyRateBp / 100,
  noCost: row.noCost,
});

const toJson = (row: Row): EmiPlanType => ({
  _id: row.id,
  issuer: row.issuer,
  ...termsOf(row),
  minAmount: paiseToRupees(row.minAmountPaise),
  active: row.active,
  updatedAt: row.updatedAt.toISOString(),
});

/** The columns a staff edit changes. */
function changedColumns(body: EmiPlanPatchBodyType) {
  return {
    ...(body.issuer !== undefined && { issuer: body.issuer }),
    ...(body.tenureMonths !== undefined && { tenureMonths: body.tenureMonths }),
    ...(body.yearlyRatePercent !== undefined && { yearlyRateBp: Math.round(body.yearlyRatePercent * 100) }),
    ...(body.noCost !== undefined && { noCost: body.noCost }),
    ...(body.minAmount !== undefined && { minAmountPaise: rupeesToPaise(body.minAmount) }),
    ...(body.active !== undefined && { active: body.active }),
  };
}

/**
 * The catalog's public answers, the product pages among them, show the plans: a change drops
 * them on every server as the catalog's triggers do (migration 0012), committed with the change.
 */
export async function emiPlansChanged(db: DbOrTx): Promise<void> {
  await db.execute(sql`SELECT nextval('public_reads_version'), pg_notify(${CATALOG_CHANGES_CHANNEL}, '')`);
}

async function planById(db: DbOrTx, id: string): Promise<EmiPlanType> {
  const [row] = await db.select().from(emiPlans).where(eq(emiPlans.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return toJson(row);
}

export async function listEmiPlans(db: DbOrTx): Promise<EmiPlanType[]> {
  const rows = await db.select().from(emiPlans).orderBy(asc(emiPlans.issuer), asc(emiPlans.tenureMonths));
  return rows.map(toJson);
}

export async function createEmiPlan(
  db: DbOrTx,
  actorId: string,
  body: EmiPlanBodyType,
): Promise<EmiPlanType> {
  const [row] = await db
    .insert(emiPlans)
    .values({
      issuer: body.issuer,
      tenureMonths: body.tenureMonths,
      yearlyRateBp: Math.round(body.yearlyRatePercent * 100),
      noCost: body.noCost,
      minAmountPaise: rupeesToPaise(body.minAmount),
      active: body.active,
    })
    .returning();
  const after = toJson(row!);
  await emiPlansChanged(db);
  await audit(db, { actorId, action: "create", entity: "emi-plan", entityId: after._id, after });
  return after;
}

export async function updateEmiPlan(
  db: DbOrTx,
  actorId: string,
  id: string,
  body: EmiPlanPatchBodyType,
): Promise<EmiPlanType> {
  const before = await planById(db, id);
  const [row] = await db.update(emiPlans).set(changedColumns(body)).where(eq(emiPlans.id, id)).returning();
  const after = toJson(row!);
  await emiPlansChanged(db);
  await audit(db, { actorId, action: "update", entity: "emi-plan", entityId: id, before, after });
  return after;
}

export async function deleteEmiPlan(db: DbOrTx, actorId: string, id: string): Promise<void> {
  const before = await planById(db, id);
  await db.delete(emiPlans).where(eq(emiPlans.id, id));
  await emiPlansChanged(db);
  await audit(db, { actorId, action: "delete", entity: "emi-plan", entityId: id, before });
}

/** What each active plan open to the product's price today costs, lowest instalment first. */
export async function productEmi(db: DbOrTx, productId: string): Promise<ProductEmiResponseType> {
  const pricePaise = await payablePriceOf(db, productId);
  if (pricePaise === null) throw notFound(messages.catalog.productNotFound);
  const plans = (await db.select().from(emiPlans).where(eq(emiPlans.active, true))).map((row) => ({
    ...row,
    ...termsOf(row),
  }));
  const open = plans.filter((plan) => pricePaise >= plan.minAmountPaise);
  // Rupees are paise / 100, so they order as the paise do.
  const options = open
    .map((plan): EmiOptionType => {
      const cost = emiCost(pricePaise, plan);
      return {
        issuer: plan.issuer,
        tenureMonths: plan.tenureMonths,
        yearlyRatePercent: plan.yearlyRatePercent,
        noCost: plan.noCost,
        monthly: paiseToRupees(cost.monthlyPaise),
        interest: paiseToRupees(cost.interestPaise),
        total: paiseToRupees(cost.totalPaise),
        discount: paiseToRupees(cost.discountPaise),
      };
    })
    .sort(
      (a, b) => a.monthly - b.monthly || a.tenureMonths - b.tenureMonths || a.issuer.localeCompare(b.issuer),
    );
  return { price: paiseToRupees(pricePaise), from: options[0]?.monthly ?? null, options };
}
