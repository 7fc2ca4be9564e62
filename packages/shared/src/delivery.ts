import { z } from "zod";
import { regionNames } from "./india-states";

/** A six-digit Indian pincode; the first digit is never 0. */
export const PINCODE = /^[1-9]\d{5}$/;

export const pincodeParam = z.object({
  pin: z.string().regex(PINCODE, { message: "Please enter a valid 6-digit pincode." }),
});

/** GET /pincode/:pin: where the pincode is, whether the store delivers there and by when. */
export interface PincodeResponse {
  pincode: string;
  city: string;
  district: string;
  state: string;
  serviceable: boolean;
  /** Cash on delivery is possible there (the order's total is checked at checkout). */
  cod: boolean;
  /** Dates (YYYY-MM-DD, India time); null where the store does not deliver. */
  estimatedDelivery: { from: string; to: string } | null;
}

/** A delivery rule as staff see and edit it (GET/POST /admin/delivery-rules, PATCH/DELETE /admin/delivery-rules/:id). */
export interface DeliveryRule {
  _id: string;
  kind: "state" | "prefix";
  match: string;
  serviceable: boolean;
  cod: boolean;
  extraDays: number;
}

export const deliveryRuleBody = z
  .object({
    kind: z.enum(["state", "prefix"], { message: "kind must be state or prefix" }),
    match: z.string().trim().min(1, { message: "match is required" }).max(60, { message: "match is too long" }),
    serviceable: z.boolean({ message: "serviceable must be true or false" }),
    cod: z.boolean({ message: "cod must be true or false" }),
    extraDays: z.number({ message: "extraDays must be a number of days" }).int({ message: "extraDays must be a whole number" }).min(0, { message: "extraDays cannot be negative" }).max(30, { message: "extraDays can be at most 30" }),
  })
  .strict()
  .refine((rule) => rule.kind !== "prefix" || /^[1-9]\d{0,5}$/.test(rule.match), {
    message: "A pincode prefix is 1 to 6 digits, not starting with 0.",
    path: ["match"],
  })
  .refine((rule) => rule.kind !== "state" || (regionNames as readonly string[]).includes(rule.match), {
    message: "match must be one of India's states or union territories.",
    path: ["match"],
  });
export type DeliveryRuleBody = z.infer<typeof deliveryRuleBody>;

export interface DeliveryRulesResponse {
  rules: DeliveryRule[];
}
export interface DeliveryRuleResponse {
  rule: DeliveryRule;
}
