import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "../../db/columns";
import { users } from "../accounts/tables";

/** A cart line frozen at the moment the payment order was opened. */
export interface PaymentLine {
  productId: string;
  title: string;
  image: string | null;
  quantity: number;
  unitPricePaise: number;
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
}

/**
 * One provider order (Razorpay or sandbox) with everything needed to turn its payment
 * into a store order, so a webhook alone can fulfil it (decisions section 4).
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
    amountPaise: integer().notNull(),
    currency: text().notNull().default("INR"),
    status: text({ enum: ["created", "paid", "fulfilled", "failed", "refund_pending", "refunded"] })
      .notNull()
      .default("created"),
    providerPaymentId: text().unique(),
    paymentMethod: text(),
    refundId: text(),
    failureReason: text(),
    ...timestamps,
  },
  (t) => [index().on(t.userId), check("payment_orders_amount_positive", sql`${t.amountPaise} > 0`)],
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
  refundId: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
