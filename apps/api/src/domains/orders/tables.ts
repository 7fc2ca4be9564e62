import { sql } from "drizzle-orm";
import { ORDER_STATUSES, PAYMENT_TYPES } from "@vayu/shared/orders";
import { check, date, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "../../db/columns";
import { users } from "../accounts/tables";
import { products } from "../catalog/tables";
import { paymentOrders, refunds, type AddressSnapshot } from "../checkout/tables";

export const orderNumberSeq = pgSequence("order_number_seq", { startWith: 100001 });

export const orders = pgTable(
  "orders",
  {
    id: id(),
    orderNumber: integer()
      .notNull()
      .unique()
      .default(sql`nextval('order_number_seq')`),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    /** The paid checkout it came from; null for cash on delivery. */
    paymentOrderId: uuid()
      .unique()
      .references(() => paymentOrders.id),
    /** The provider order id: the `order_id` of the HTTP contract; one order per payment order. Null for COD. */
    providerOrderId: text().unique(),
    /** The provider payment id: the `transactionId` of the contract. Null for COD. */
    transactionId: text().unique(),
    subtotalPaise: integer().notNull(),
    shippingPaise: integer().notNull(),
    /** The cash-on-delivery charge (docs/decisions/141-cash-on-delivery.md); 0 for online orders. */
    codChargePaise: integer().notNull().default(0),
    /** The coupon it was placed with (upper-case), and what the coupon and the prepaid offer took off (docs/product/promotions.md). */
    couponCode: text(),
    couponDiscountPaise: integer().notNull().default(0),
    prepaidDiscountPaise: integer().notNull().default(0),
    totalAmountPaise: integer().notNull(),
    paymentType: text({ enum: PAYMENT_TYPES }).notNull().default("Online"),
    paymentMethod: text(),
    /** COD: when staff recorded the cash collected at delivery, and who. */
    paymentCollectedAt: timestamp({ withTimezone: true }),
    paymentCollectedBy: uuid().references(() => users.id),
    orderStatus: text({ enum: ORDER_STATUSES }).notNull().default("Placed"),
    /** The language the order was placed in (cash on delivery: the placing request's; online: the account's), for its e-mails and messages (docs/product/http-contract.md "Languages"). */
    locale: text({ enum: ["en", "hi"] }).notNull().default("en"),
    address: jsonb().$type<AddressSnapshot>().notNull(),
    /** Set when staff mark it Shipped. */
    courier: text(),
    trackingNumber: text(),
    trackingUrl: text(),
    /** The delivery window promised when it was placed (docs/decisions/192-expected-delivery.md); null before the store recorded it. */
    expectedDeliveryFrom: date({ mode: "string" }),
    expectedDeliveryTo: date({ mode: "string" }),
    /** When it was (last) Delivered: the return window runs from here. */
    deliveredAt: timestamp({ withTimezone: true }),
    /** Returned to origin: when the store received the parcel back, once (docs/decisions/306-return-to-origin.md). */
    rtoReceivedAt: timestamp({ withTimezone: true }),
    /** The Idempotency-Key of the COD request that placed it: a repeat of that request gets this order (docs/decisions/200-buy-now-alone.md). */
    idempotencyKey: text(),
    ...timestamps,
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    uniqueIndex().on(t.userId, t.idempotencyKey),
    index().on(t.orderStatus, t.createdAt),
    check(
      "orders_payment_matches_type",
      sql`(${t.paymentType} = 'Online' and ${t.paymentOrderId} is not null and ${t.providerOrderId} is not null and ${t.transactionId} is not null)
        or (${t.paymentType} = 'COD' and ${t.paymentOrderId} is null and ${t.providerOrderId} is null and ${t.transactionId} is null)`,
    ),
    check("orders_expected_delivery_window", sql`(${t.expectedDeliveryFrom} is null) = (${t.expectedDeliveryTo} is null) and ${t.expectedDeliveryFrom} <= ${t.expectedDeliveryTo}`),
    check("orders_cod_charge_only_for_cod", sql`${t.codChargePaise} = 0 or ${t.paymentType} = 'COD'`),
    check("orders_prepaid_discount_only_online", sql`${t.prepaidDiscountPaise} = 0 or ${t.paymentType} = 'Online'`),
    check("orders_discounts_not_negative", sql`${t.couponDiscountPaise} >= 0 and ${t.prepaidDiscountPaise} >= 0`),
  ],
);

/** Every status an order has been in, with who moved it and when (oldest first). */
export const orderEvents = pgTable(
  "order_events",
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text({ enum: ORDER_STATUSES }).notNull(),
    /** The whole note, as staff see it. */
    note: text(),
    /**
     * What the shopper sees of the note (their history and e-mails): staff notes are internal
     * unless shown (docs/decisions/187-safe-staff-order-actions.md); null shows them none.
     */
    shopperNote: text(),
    /** The shopper or staff member who made the change; null when the store itself did. */
    actorId: uuid().references(() => users.id),
    actorRole: text({ enum: ["shopper", "staff", "system"] }).notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.orderId, t.at)],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid()
      .notNull()
      .references(() => products.id),
    title: text().notNull(),
    image: text(),
    quantity: integer().notNull(),
    unitPricePaise: integer().notNull(),
    /**
     * The line's part of the order's discount, all its units together (docs/product/promotions.md
     * "Spreading a discount over the lines"): the line was paid unitPricePaise × quantity − discountPaise.
     */
    discountPaise: integer().notNull().default(0),
  },
  (t) => [
    index().on(t.orderId),
    check("order_items_quantity_positive", sql`${t.quantity} >= 1`),
    check("order_items_discount_within_line", sql`${t.discountPaise} >= 0 and ${t.discountPaise} <= ${t.unitPricePaise} * ${t.quantity}`),
  ],
);

/**
 * Units of an order line a refund paid back and put back on the shelf (a partial refund
 * of a line, docs/decisions/093-partial-refunds.md): a later cancellation or return
 * restocks only the rest, and a line is never refunded unit for unit more than was bought.
 */
export const refundLines = pgTable(
  "refund_lines",
  {
    id: id(),
    refundId: uuid()
      .notNull()
      .unique()
      .references(() => refunds.id),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid()
      .notNull()
      .references(() => products.id),
    quantity: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.orderId), check("refund_lines_quantity_positive", sql`${t.quantity} >= 1`)],
);
