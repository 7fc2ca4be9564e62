import { z } from "zod";

/** EMI plans staff offer and what each costs on a product (docs/decisions/323-emi-plans.md). */

export const EMI_TENURES = [3, 6, 9, 12, 18, 24] as const;

const planFields = {
  issuer: z
    .string({ message: "issuer is required" })
    .trim()
    .min(2, { message: "issuer must be at least 2 characters" })
    .max(60, { message: "issuer must be at most 60 characters" }),
  tenureMonths: z
    .number({ message: "tenureMonths must be a number of months" })
    .refine((n) => (EMI_TENURES as readonly number[]).includes(n), {
      message: `tenureMonths must be one of ${EMI_TENURES.join(", ")}`,
    }),
  yearlyRatePercent: z
    .number({ message: "yearlyRatePercent must be a number" })
    .min(0, { message: "yearlyRatePercent cannot be negative" })
    .max(60, { message: "yearlyRatePercent must be at most 60" })
    .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
      message: "yearlyRatePercent can have at most 2 decimals",
    }),
  noCost: z.boolean({ message: "noCost must be true or false" }),
  minAmount: z
    .number({ message: "minAmount must be a number of rupees" })
    .min(0, { message: "minAmount cannot be negative" })
    .max(10_000_000, { message: "minAmount is too large" }),
  active: z.boolean({ message: "active must be true or false" }),
};

export const EmiPlanBody = z.object({ ...planFields, active: planFields.active.default(true) });
export type EmiPlanBodyType = z.infer<typeof EmiPlanBody>;

export const EmiPlanPatchBody = z
  .object(planFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, {
    message: "Give at least one field to change",
    path: ["issuer"],
  });
export type EmiPlanPatchBodyType = z.infer<typeof EmiPlanPatchBody>;

export const EmiPlan = z.object({
  _id: z.string(),
  issuer: z.string(),
  tenureMonths: z.number(),
  yearlyRatePercent: z.number(),
  noCost: z.boolean(),
  minAmount: z.number(),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type EmiPlanType = z.infer<typeof EmiPlan>;
export const EmiPlanResponse = z.object({ plan: EmiPlan });
export const EmiPlansResponse = z.object({ plans: z.array(EmiPlan) });

/** One plan's cost on the product's price today, in rupees. */
export const EmiOption = z.object({
  issuer: z.string(),
  tenureMonths: z.number(),
  yearlyRatePercent: z.number(),
  noCost: z.boolean(),
  monthly: z.number(),
  interest: z.number(),
  total: z.number(),
  /** A no-cost plan's discount at payment. */
  discount: z.number(),
});
export type EmiOptionType = z.infer<typeof EmiOption>;

/** `GET /api/product/:id/emi`: the plans open to the product's price, lowest instalment first. */
export const ProductEmiResponse = z.object({
  price: z.number(),
  /** "EMI from ₹X/month"; null when no plan reaches this price. */
  from: z.number().nullable(),
  options: z.array(EmiOption),
});
export type ProductEmiResponseType = z.infer<typeof ProductEmiResponse>;
