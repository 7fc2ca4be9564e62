import { z } from "zod";
import { Cart } from "./cart";
import { messages } from "./messages";

/**
 * Contracts of promotions (issue 30; docs/product/promotions.md): coupons, scheduled sales
 * and the prepaid offer. Amounts in JSON are rupees; a `value` is a percentage (1-100) for
 * kind "percent" and rupees for kind "flat".
 */

export * from "./discounts";

const rupees = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .positive({ error: `${label} must be more than ₹0` })
    .max(1_00_00_000, { error: `${label} must be at most ₹1,00,00,000` })
    .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), { error: `${label} may have at most two decimals` });
const whenIso = (label: string) => z.iso.datetime({ offset: true, error: `${label} must be a date and time (ISO 8601)` });
const ids = (label: string) => z.array(z.uuid({ error: `${label} must be valid ids` }), { error: `${label} must be a list` }).max(200, { error: `${label}: at most 200` });

/** A code as shoppers type it: case-insensitive, kept upper-case; letters, digits and - only. */
export const CouponCode = z
  .string({ error: messages.promotions.couponCodeMissing })
  .trim()
  .toUpperCase()
  .min(3, { error: messages.promotions.couponCodeLength })
  .max(24, { error: messages.promotions.couponCodeLength })
  .regex(/^[A-Z0-9-]+$/, { error: messages.promotions.couponCodeCharacters });

/** POST /cart/coupon. */
export const ApplyCouponBody = z.object({ code: CouponCode }).strict();
export type ApplyCouponBodyType = z.infer<typeof ApplyCouponBody>;

const couponFields = {
  code: CouponCode,
  kind: z.enum(["percent", "flat"], { error: 'Kind must be "percent" or "flat"' }),
  value: z.number({ error: "Value must be a number" }).positive({ error: "Value must be more than 0" }),
  maxDiscount: rupees("Maximum discount").nullable(),
  minCartValue: rupees("Minimum cart value").nullable(),
  startsAt: whenIso("Starts at").nullable(),
  endsAt: whenIso("Ends at").nullable(),
  totalUses: z.number().int({ error: "Total uses must be a whole number" }).min(1, { error: "Total uses must be at least 1" }).nullable(),
  usesPerShopper: z.number().int({ error: "Uses per shopper must be a whole number" }).min(1, { error: "Uses per shopper must be at least 1" }).nullable(),
  firstOrderOnly: z.boolean({ error: "First order only must be true or false" }),
  productIds: ids("Products"),
  categoryIds: ids("Categories"),
  active: z.boolean({ error: "Active must be true or false" }),
};

function couponRules<T extends z.ZodType<Partial<{ kind: "percent" | "flat"; value: number; startsAt: string | null; endsAt: string | null }>>>(schema: T) {
  return schema
    .refine((c) => c.kind !== "percent" || c.value === undefined || (Number.isInteger(c.value) && c.value <= 100), {
      path: ["value"],
      error: "A percentage must be a whole number from 1 to 100",
    })
    .refine((c) => !c.startsAt || !c.endsAt || Date.parse(c.startsAt) < Date.parse(c.endsAt), {
      path: ["endsAt"],
      error: "Ends at must be after starts at",
    });
}

/** POST /admin/coupons: what is left out takes its default (no limits, whole cart, active). */
export const CouponCreateBody = couponRules(
  z
    .object({
      ...couponFields,
      maxDiscount: couponFields.maxDiscount.default(null),
      minCartValue: couponFields.minCartValue.default(null),
      startsAt: couponFields.startsAt.default(null),
      endsAt: couponFields.endsAt.default(null),
      totalUses: couponFields.totalUses.default(null),
      usesPerShopper: couponFields.usesPerShopper.default(null),
      firstOrderOnly: couponFields.firstOrderOnly.default(false),
      productIds: couponFields.productIds.default([]),
      categoryIds: couponFields.categoryIds.default([]),
      active: couponFields.active.default(true),
    })
    .strict(),
);
export type CouponCreateBodyType = z.infer<typeof CouponCreateBody>;

/** PATCH /admin/coupons/:id: any of the fields. */
export const CouponPatchBody = couponRules(z.object(couponFields).partial().strict());
export type CouponPatchBodyType = z.infer<typeof CouponPatchBody>;

/** POST /admin/coupons/:id/codes: a batch of single-use codes for a campaign. */
export const CouponCodesBody = z
  .object({ count: z.number().int({ error: "Count must be a whole number" }).min(1, { error: "Count must be from 1 to 5000" }).max(5000, { error: "Count must be from 1 to 5000" }) })
  .strict();

export const Coupon = z.object({
  _id: z.string(),
  ...couponFields,
  code: z.string(),
  /** Orders placed with it (held checkouts not counted), and their revenue in rupees. */
  uses: z.number(),
  revenue: z.number(),
  /** Single-use codes generated for it, and how many of them are used. */
  singleUseCodes: z.number(),
  singleUseCodesUsed: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CouponType = z.infer<typeof Coupon>;
export const CouponResponse = z.object({ coupon: Coupon });
export const CouponsResponse = z.object({ coupons: z.array(Coupon) });

/** The coupon a cart holds, as GET /cart shows it: what it takes off now, and why nothing when it does not apply. */
export const CartCoupon = Cart.shape.coupon.unwrap();
export type CartCouponType = z.infer<typeof CartCoupon>;

/** A scheduled sale: a sale price or a percentage off for products and/or whole categories, from startsAt until endsAt. */
const saleFields = {
  name: z.string({ error: "Name is required" }).trim().min(1, { error: "Name is required" }).max(80, { error: "Name must be at most 80 characters" }),
  startsAt: whenIso("Starts at"),
  endsAt: whenIso("Ends at"),
  percentOff: z.number().int({ error: "Percent off must be a whole number" }).min(1, { error: "Percent off must be from 1 to 90" }).max(90, { error: "Percent off must be from 1 to 90" }).nullable(),
  salePrice: rupees("Sale price").nullable(),
  productIds: ids("Products"),
  categoryIds: ids("Categories"),
};
function saleRules<T extends z.ZodType<Partial<{ startsAt: string; endsAt: string; percentOff: number | null; salePrice: number | null; productIds: string[]; categoryIds: string[] }>>>(schema: T, whole: boolean) {
  return schema
    .refine((s) => !s.startsAt || !s.endsAt || Date.parse(s.startsAt) < Date.parse(s.endsAt), { path: ["endsAt"], error: "Ends at must be after starts at" })
    .refine((s) => !whole || (s.percentOff == null) !== (s.salePrice == null), { path: ["percentOff"], error: "Give either a percent off or a sale price" })
    .refine((s) => !whole || (s.productIds?.length ?? 0) + (s.categoryIds?.length ?? 0) > 0, { path: ["productIds"], error: "Choose at least one product or category" });
}
export const SaleCreateBody = saleRules(
  z.object({ ...saleFields, percentOff: saleFields.percentOff.default(null), salePrice: saleFields.salePrice.default(null), productIds: saleFields.productIds.default([]), categoryIds: saleFields.categoryIds.default([]) }).strict(),
  true,
);
export type SaleCreateBodyType = z.infer<typeof SaleCreateBody>;
export const SalePatchBody = saleRules(z.object(saleFields).partial().strict(), false);
export type SalePatchBodyType = z.infer<typeof SalePatchBody>;
export const Sale = z.object({ _id: z.string(), ...saleFields, createdAt: z.string(), updatedAt: z.string() });
export type SaleType = z.infer<typeof Sale>;
export const SaleResponse = z.object({ sale: Sale });
export const SalesResponse = z.object({ sales: z.array(Sale) });

/** The store's offer for paying online (settings `prepaidOffer`; null: none). */
export const PrepaidOffer = z
  .object({
    kind: z.enum(["percent", "flat"], { error: 'Kind must be "percent" or "flat"' }),
    value: z.number({ error: "Value must be a number" }).positive({ error: "Value must be more than 0" }),
    maxDiscount: rupees("Maximum discount").nullable(),
  })
  .refine((o) => o.kind !== "percent" || (Number.isInteger(o.value) && o.value <= 100), { path: ["value"], error: "A percentage must be a whole number from 1 to 100" });
export type PrepaidOfferType = z.infer<typeof PrepaidOffer>;
