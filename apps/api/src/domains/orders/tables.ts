import { sql } from "drizzle-orm";
import { ORDER_STATUSES } from "@vayu/shared/orders";
import { check, index, integer, jsonb, pgSequence, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "../../db/columns";
import { users } from "../accounts/tables";
import { products } from "../catalog/tables";
import { paymentOrders, type AddressSnapshot } from "../checkout/tables";


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
    paymentOrderId: uuid()
      .notNull()
      .unique()
      .references(() => paymentOrders.id),
    /** The provider order id: the `order_id` of the HTTP contract; one order per payment order. */
    providerOrderId: text().notNull().unique(),
    /** The provider payment id: the `transactionId` of the contract. */
    transactionId: text().notNull().unique(),
    subtotalPaise: integer().notNull(),
    shippingPaise: integer().notNull(),
    totalAmountPaise: integer().notNull(),
    paymentType: text().notNull().default("Online"),
    paymentMethod: text(),
    orderStatus: text({ enum: ORDER_STATUSES }).notNull().default("Placed"),
    address: jsonb().$type<AddressSnapshot>().notNull(),
    ...timestamps,
  },
  (t) => [index().on(t.userId, t.createdAt)],
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
  },
  (t) => [index().on(t.orderId), check("order_items_quantity_positive", sql`${t.quantity} >= 1`)],
);
