import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "../../db/columns";
import { users } from "../accounts/tables";

/** A cart line frozen at the moment the payment order was opened. */
export interface PaymentLine {
  productId: string;
  title: string;
  image: string | null;
  quantity: number;
  unitPricePaise: number;
  /** The line's share of the coupon and the prepaid offer, all its units together (docs/product/promotions.md); absent: none. */
  discountPaise?: number;
}

/** The delivery address frozen with the payment (and later the order). */
export interface AddressSnapshot {
  _id: string;
  name: string;
  mobile: string;
  address: string;
  city: string;
  landmark: string;
  state: string;
  zipCode: string;
  country: string;
  /** A business buyer's, when the address carries them (docs/decisions/315-business-buyers.md). */
  businessName?: string;
  gstin?: string;
}

/**
 * The life of a payment order; every move between these is made in payment-order-state.ts
 * (docs/purchase-flow.md draws the graph).
 */
export const PAYMENT_ORDER_STATUSES = [
  "created",
  "superseded",
  "expired",
  "failed",
  "paid",
  "fulfilled",
  "refund_pending",
  "refunded",
] as const;
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];

/**
 * One provider order (Razorpay or sandbox) with everything needed to turn its payment
 * into a store order, so a webhook alone can fulfil it (docs/purchase-flow.md).
 */
export const paymentOrders = pgTable(
  "payment_orders",
  {
    id: id(),
    provider: text({ enum: ["razorpay", "sandbox"] }).notNull(),
    providerOrderId: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    lines: jsonb().$type<PaymentLine[]>().notNull(),
    address: jsonb().$type<AddressSnapshot>().notNull(),
    subtotalPaise: integer().notNull(),
    shippingPaise: integer().notNull(),
    /** The cart's coupon it was priced with (upper-case; its use is held, docs/decisions/270-coupons.md), and what it and the prepaid offer take off. */
    couponCode: text(),
    couponDiscountPaise: integer().notNull().default(0),
    prepaidDiscountPaise: integer().notNull().default(0),
    amountPaise: integer().notNull(),
    currency: text().notNull().default("INR"),
    status: text({ enum: PAYMENT_ORDER_STATUSES }).notNull().default("created"),
    /** What was priced (lines, amount, address): a second checkout of the same cart reuses this order. */
    cartFingerprint: text().notNull(),
    /** Buy Now: one product paid for on its own; its order leaves the cart as it is (docs/decisions/200-buy-now-alone.md). */
    buyNow: boolean().notNull().default(false),
    /**
     * The language of the checkout's page (`request.locale`), given to its order however the payment
     * completes (verify, webhook, reconciler); null on checkouts opened before it was kept: the account's.
     */
    locale: text({ enum: ["en", "hi"] }),
    /** When the stock held for this checkout is given back. */
    reservedUntil: timestamp({ withTimezone: true }).notNull(),
    providerPaymentId: text().unique(),
    paymentMethod: text(),
    failureReason: text(),
    /** The reconciler's bookkeeping: how often it tried, when it may try next, what went wrong. */
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    ...timestamps,
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    index().on(t.status, t.nextAttemptAt),
    check("payment_orders_amount_positive", sql`${t.amountPaise} > 0`),
  ],
);

export const REFUND_STATUSES = ["requested", "pending", "processed", "failed"] as const;
export const REFUND_PAYOUTS = ["provider", "staff"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Money going back to a shopper through the provider. `requested`: recorded, the provider
 * has not accepted it yet (the reconciler retries); `pending`: accepted, on its way;
 * `processed` or `failed`: the provider's last word (refund webhooks).
 */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    /** One refund per key, whoever asks how often: `payment:<id>`, `order:<id>:cancel`, … */
    key: text().notNull().unique(),
    /** The checkout whose payment goes back; null for a staff payout. */
    paymentOrderId: uuid().references(() => paymentOrders.id),
    /** The store order it belongs to, if the payment became one. */
    orderId: uuid(),
    /** The provider payment refunded; null for a staff payout. */
    providerPaymentId: text(),
    /**
     * `provider`: through the payment provider. `staff`: cash collected on delivery goes back
     * by staff's own transfer, recorded once they have paid it (docs/decisions/143-staff-payouts-in-the-refund-ledger.md).
     */
    payout: text({ enum: REFUND_PAYOUTS }).notNull().default("provider"),
    amountPaise: integer().notNull(),
    reason: text().notNull(),
    status: text({ enum: REFUND_STATUSES }).notNull().default("requested"),
    providerRefundId: text().unique(),
    /** Staff member who asked for it; null for the store's own refunds. */
    requestedBy: uuid(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    ...timestamps,
  },
  (t) => [
    index().on(t.orderId),
    index().on(t.paymentOrderId),
    index().on(t.status, t.nextAttemptAt),
    check("refunds_amount_positive", sql`${t.amountPaise} > 0`),
    check(
      "refunds_payout_has_its_payment",
      sql`(${t.payout} = 'provider' and ${t.providerPaymentId} is not null and ${t.paymentOrderId} is not null)
        or (${t.payout} = 'staff' and ${t.orderId} is not null)`,
    ),
  ],
);

/** Webhook events already handled, keyed by the provider's event id (delivery is at least once). */
export const paymentEvents = pgTable("payment_events", {
  eventId: text().primaryKey(),
  type: text().notNull(),
  providerOrderId: text(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Sandbox provider's own ledger: the emulated Razorpay keeps its payments here. */
export const sandboxPayments = pgTable("sandbox_payments", {
  id: text().primaryKey(),
  orderId: text().notNull(),
  amountPaise: integer().notNull(),
  method: text().notNull(),
  status: text({ enum: ["captured", "failed", "refunded"] }).notNull(),
  amountRefundedPaise: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox's refunds, one per idempotency key as Razorpay's `X-Refund-Idempotency`. */
export const sandboxRefunds = pgTable(
  "sandbox_refunds",
  {
    id: text().primaryKey(),
    paymentId: text().notNull(),
    amountPaise: integer().notNull(),
    idempotencyKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.paymentId, t.idempotencyKey)],
);
