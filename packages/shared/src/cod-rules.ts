import { z } from "zod";
import { codRulesRefusal, overCodLimit } from "./cod";
import { formatPaiseShort, type Paise } from "./money";

/**
 * The store's cash-on-delivery rules that learn from refused parcels
 * (docs/decisions/307-cod-rules-at-checkout.md): the shopper's refusals, the pincode's
 * return-to-origin rate, the order value (the settings' COD limit) and a first order's value.
 * The server judges with `judgeCod`; the shopper reads `codRulesRefusal`, staff the exact rule.
 */

export const COD_RULES = ["shopperRefusals", "pincodeRtoRate", "orderValue", "firstOrder"] as const;
export type CodRule = (typeof COD_RULES)[number];

/** The rules as the server keeps them (paise). null: the rule is off. */
export interface CodRules {
  /** COD off for a shopper with this many refused parcels or more. */
  maxRefusals: number | null;
  /** COD off for a pincode whose refused share of shipped COD parcels over 90 days is above this percent... */
  pincodeRtoPercent: number | null;
  /** ...once it had at least this many shipped COD parcels in those 90 days. */
  pincodeMinShipped: number;
  /** COD off for a shopper's first order (no delivered order yet) above this value. */
  firstOrderLimitPaise: Paise | null;
}

export const defaultCodRules: CodRules = {
  maxRefusals: 2,
  pincodeRtoPercent: 30,
  pincodeMinShipped: 10,
  firstOrderLimitPaise: null,
};

/** The days over which a pincode's return-to-origin rate is counted. */
export const PINCODE_RTO_WINDOW_DAYS = 90;

/** What the rules are judged on: the shopper's and the pincode's history and this order. */
export interface CodHistory {
  /** The shopper's refused parcels (COD orders Returned to origin), ever. */
  refusals: number;
  /** The shopper's delivered orders. */
  deliveredOrders: number;
  /** The pincode's COD parcels shipped, and refused, in the window. */
  pincodeShipped: number;
  pincodeRefused: number;
}

/** The figures behind a refusal, as the decision log keeps them. */
export type CodFigures = Record<string, number>;

export type CodVerdict =
  | { available: true }
  | { available: false; rule: CodRule; figures: CodFigures };

/** The first rule this order breaks, in the order: order value, first order, shopper, pincode. */
export function judgeCod(
  rules: CodRules,
  limitPaise: Paise,
  history: CodHistory,
  totalPaise: Paise,
): CodVerdict {
  if (totalPaise > limitPaise)
    return { available: false, rule: "orderValue", figures: { valuePaise: totalPaise, limitPaise } };
  const first = rules.firstOrderLimitPaise;
  if (first !== null && history.deliveredOrders === 0 && totalPaise > first)
    return { available: false, rule: "firstOrder", figures: { valuePaise: totalPaise, limitPaise: first } };
  const maxRefusals = rules.maxRefusals;
  if (maxRefusals !== null && maxRefusals > 0 && history.refusals >= maxRefusals)
    return { available: false, rule: "shopperRefusals", figures: { refusals: history.refusals, limit: maxRefusals } };
  const percent = rules.pincodeRtoPercent;
  const { pincodeShipped: shipped, pincodeRefused: refused } = history;
  if (percent !== null && shipped >= rules.pincodeMinShipped && shipped > 0 && refused * 100 > percent * shipped) {
    return {
      available: false,
      rule: "pincodeRtoRate",
      figures: { refused, shipped, percentLimit: percent, minShipped: rules.pincodeMinShipped },
    };
  }
  return { available: true };
}

// What the shopper reads when a rule refuses COD: in cod.ts, which the checkout page reads without
// zod (docs/decisions/177-lean-first-load.md).
export { codRulesRefusal };

/** The shopper's reason for a refusal: the order value names the published limit, every other rule the same words. */
export function codShopperReason(verdict: Extract<CodVerdict, { available: false }>, saving: string | null): string {
  return verdict.rule === "orderValue" ? overCodLimit(verdict.figures.limitPaise ?? 0) : codRulesRefusal(saving);
}

const percentOf = (refused: number, shipped: number) => Math.round((refused * 1000) / Math.max(shipped, 1)) / 10;

/** The exact rule and its figures, for staff: "3 refused parcels (limit 2)". */
export function codRuleText(rule: CodRule, figures: CodFigures): string {
  const n = (key: string) => figures[key] ?? 0;
  switch (rule) {
    case "shopperRefusals":
      return `${n("refusals")} refused parcel${n("refusals") === 1 ? "" : "s"} (limit ${n("limit")})`;
    case "pincodeRtoRate":
      return `pincode returned ${n("refused")} of ${n("shipped")} COD parcels in ${PINCODE_RTO_WINDOW_DAYS} days, ${percentOf(n("refused"), n("shipped"))}% (limit ${n("percentLimit")}% from ${n("minShipped")} parcels)`;
    case "orderValue":
      return `order of ${formatPaiseShort(n("valuePaise"))} over the COD limit of ${formatPaiseShort(n("limitPaise"))}`;
    case "firstOrder":
      return `first order of ${formatPaiseShort(n("valuePaise"))} over the first-order COD limit of ${formatPaiseShort(n("limitPaise"))}`;
  }
}

/** `GET /api/checkout/cod?pincode=&total=`: may this shopper pay this order on delivery (rupees). */
export const CodAvailabilityQuery = z.object({
  pincode: z
    .string({ message: "pincode is required" })
    .regex(/^[1-9]\d{5}$/, { message: "pincode must be 6 digits" }),
  total: z.coerce
    .number({ message: "total must be an amount in rupees" })
    .min(0, { message: "total cannot be negative" })
    .max(1_00_00_000, { message: "total must be at most ₹1,00,00,000" }),
  /** What paying online saves on this order (rupees), for the reason's wording only; 0 or absent: no offer. */
  saving: z.coerce
    .number({ message: "saving must be an amount in rupees" })
    .min(0, { message: "saving cannot be negative" })
    .max(1_00_00_000, { message: "saving must be at most ₹1,00,00,000" })
    .optional(),
});
export const CodAvailabilityResponse = z.object({
  available: z.boolean(),
  /** The shopper's reason when not available, in the store's words (never the rule itself). */
  reason: z.string().nullable(),
});
export type CodAvailabilityResponseType = z.infer<typeof CodAvailabilityResponse>;

/** The rules as the owner edits them (rupees); null switches a rule off. */
export const CodRulesFields = z.object({
  maxRefusals: z
    .number({ message: "Refused parcels before COD is off must be a number" })
    .int({ message: "Refused parcels before COD is off must be a whole number" })
    .min(0, { message: "Refused parcels before COD is off cannot be negative" })
    .max(100, { message: "Refused parcels before COD is off must be at most 100" })
    .nullable(),
  pincodeRtoPercent: z
    .number({ message: "Pincode refusal rate must be a percentage" })
    .min(0, { message: "Pincode refusal rate cannot be negative" })
    .max(100, { message: "Pincode refusal rate must be at most 100%" })
    .nullable(),
  pincodeMinShipped: z
    .number({ message: "Parcels before the pincode rate counts must be a number" })
    .int({ message: "Parcels before the pincode rate counts must be a whole number" })
    .min(1, { message: "Parcels before the pincode rate counts must be at least 1" })
    .max(100_000, { message: "Parcels before the pincode rate counts must be at most 1,00,000" }),
  firstOrderLimit: z
    .number({ message: "First order COD limit must be an amount in rupees" })
    .min(1, { message: "First order COD limit must be at least ₹1, or left empty" })
    .max(1_00_00_000, { message: "First order COD limit must be at most ₹1,00,00,000" })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: "First order COD limit can have at most two decimals (paise)",
    })
    .nullable(),
});
export type CodRulesFieldsType = z.infer<typeof CodRulesFields>;

/** One logged decision, `GET /api/admin/cod-decisions`. */
export const CodDecision = z.object({
  id: z.string(),
  userId: z.string(),
  pincode: z.string(),
  orderValue: z.number(),
  allowed: z.boolean(),
  rule: z.enum(COD_RULES).nullable(),
  /** The exact rule in words, e.g. "3 refused parcels (limit 2)"; null when allowed. */
  ruleText: z.string().nullable(),
  figures: z.record(z.string(), z.number()),
  orderId: z.string().nullable(),
  at: z.string(),
  /** Who was judged, for staff: name and e-mail (empty for a phone account). */
  shopper: z.object({ name: z.string(), email: z.string() }).nullable(),
});
export type CodDecisionType = z.infer<typeof CodDecision>;
export const CodDecisionsQuery = z.object({
  userId: z.uuid({ message: "userId must be a user id" }).optional(),
  pincode: z
    .string()
    .regex(/^[1-9]\d{5}$/, { message: "pincode must be 6 digits" })
    .optional(),
  /** "true": only the refusals. */
  refused: z.enum(["true", "false"], { message: "refused must be true or false" }).optional(),
});
export const CodDecisionsResponse = z.object({ decisions: z.array(CodDecision) });
export type CodDecisionsResponseType = z.infer<typeof CodDecisionsResponse>;
