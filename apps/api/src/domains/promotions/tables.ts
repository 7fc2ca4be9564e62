import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "../../db/columns";
import { users } from "../accounts/tables";
import { paymentOrders } from "../checkout/tables";
import { orders } from "../orders/tables";

/**
 * A coupon (docs/product/promotions.md; docs/decisions/270-coupons.md): its terms in paise
 * (`value` is a percentage for kind "percent", paise for "flat"). `code` is kept upper-case,
 * so it is unique however shoppers type it.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: id(),
    code: text().notNull(),
    kind: text({ enum: ["percent", "flat"] }).notNull(),
    value: integer().notNull(),
    maxDiscountPaise: integer(),
    minCartValuePaise: integer(),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    totalUses: integer(),
    usesPerShopper: integer(),
    firstOrderOnly: boolean().notNull().default(false),
    productIds: jsonb().$type<string[]>().notNull().default([]),
    categoryIds: jsonb().$type<string[]>().notNull().default([]),
    active: boolean().notNull().default(true),
    createdBy: uuid(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("coupons_code_upper").on(sql`upper(${t.code})`),
    check("coupons_value_positive", sql`${t.value} > 0`),
    check("coupons_percent_at_most_100", sql`${t.kind} <> 'percent' or ${t.value} <= 100`),
  ],
);

/** A single-use code of a campaign: it redeems its coupon's terms once, for one shopper. */
export const couponCodes = pgTable(
  "coupon_codes",
  {
    id: id(),
    couponId: uuid()
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    code: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("coupon_codes_code_upper").on(sql`upper(${t.code})`), index().on(t.couponId)],
);

export const REDEMPTION_STATES = ["held", "used", "released"] as const;
export type RedemptionState = (typeof REDEMPTION_STATES)[number];

/**
 * One use of a coupon: `held` while its online payment is open, `used` once the order is
 * placed, `released` when the payment expired, failed or was replaced, or the order was
 * cancelled before shipping. Held and used ones count against the coupon's limits.
 */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: id(),
    couponId: uuid()
      .notNull()
      .references(() => coupons.id),
    /** The code typed: the coupon's own, or one of its single-use codes (upper-case). */
    code: text().notNull(),
    /** The single-use code redeemed; null for the coupon's own code. */
    couponCodeId: uuid().references(() => couponCodes.id, { onDelete: "set null" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    paymentOrderId: uuid().references(() => paymentOrders.id, { onDelete: "set null" }),
    orderId: uuid().references(() => orders.id, { onDelete: "set null" }),
    state: text({ enum: REDEMPTION_STATES }).notNull(),
    /** What the coupon took off. */
    discountPaise: integer().notNull(),
    /** The placed order's total, for the coupon's revenue. */
    orderTotalPaise: integer(),
    ...timestamps,
  },
  (t) => [
    index().on(t.couponId, t.state),
    index().on(t.userId),
    uniqueIndex().on(t.paymentOrderId),
    uniqueIndex().on(t.orderId),
    // A single-use code is held or used by one checkout at most (the coupon's row lock decides who; this makes sure).
    uniqueIndex("coupon_redemptions_live_code").on(t.couponCodeId).where(sql`${t.state} <> 'released'`),
  ],
);

/** The coupon code a shopper applied to their cart (upper-case); one per shopper. */
export const cartCoupons = pgTable("cart_coupons", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  code: text().notNull(),
  appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
