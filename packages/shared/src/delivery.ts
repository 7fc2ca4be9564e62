import { z } from "zod";
import { regionNames } from "./india-states";
import { messages } from "./messages";
import { PINCODE } from "./pincode";

export * from "./pincode";

export const pincodeParam = z.object({
  pin: z.string().regex(PINCODE, { message: messages.delivery.pincodeInvalid }),
});

/** GET /pincode/:pin: where the pincode is, whether the store delivers there and by when. */
export const PincodeResponse = z.object({
  pincode: z.string(),
  city: z.string(),
  district: z.string(),
  state: z.string(),
  serviceable: z.boolean(),
  /** Cash on delivery is possible there (the order's total is checked at checkout). */
  cod: z.boolean(),
  /** Dates (YYYY-MM-DD, India time); null where the store does not deliver. */
  estimatedDelivery: z.object({ from: z.string(), to: z.string() }).nullable(),
});
export type PincodeResponseType = z.infer<typeof PincodeResponse>;

/** A delivery rule as staff see and edit it (GET/POST /admin/delivery-rules, PATCH/DELETE /admin/delivery-rules/:id). */
export const DeliveryRule = z.object({
  _id: z.string(),
  kind: z.enum(["state", "prefix"]),
  match: z.string(),
  serviceable: z.boolean(),
  cod: z.boolean(),
  extraDays: z.number(),
});
export type DeliveryRuleType = z.infer<typeof DeliveryRule>;

export const deliveryRuleBody = z
  .object({
    kind: z.enum(["state", "prefix"], { message: "kind must be state or prefix" }),
    match: z
      .string()
      .trim()
      .min(1, { message: "match is required" })
      .max(60, { message: "match is too long" }),
    serviceable: z.boolean({ message: "serviceable must be true or false" }),
    cod: z.boolean({ message: "cod must be true or false" }),
    extraDays: z
      .number({ message: "extraDays must be a number of days" })
      .int({ message: "extraDays must be a whole number" })
      .min(0, { message: "extraDays cannot be negative" })
      .max(30, { message: "extraDays can be at most 30" }),
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

export const DeliveryRulesResponse = z.object({ rules: z.array(DeliveryRule) });
export type DeliveryRulesResponseType = z.infer<typeof DeliveryRulesResponse>;
export const DeliveryRuleResponse = z.object({ rule: DeliveryRule });
export type DeliveryRuleResponseType = z.infer<typeof DeliveryRuleResponse>;
