import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id } from "../../db/columns";
import { users } from "../../domains/accounts/tables";
import { orders } from "../../domains/orders/tables";

/**
 * A courier paying the store the cash it collected at the door, in one bank transfer
 * (docs/decisions/308-cod-reports-and-remittances.md). The amount is the sum of its orders'.
 */
export const codRemittances = pgTable(
  "cod_remittances",
  {
    id: id(),
    courier: text().notNull(),
    /** The UTR or bank reference of the transfer. */
    reference: text().notNull(),
    receivedOn: date({ mode: "string" }).notNull(),
    amountPaise: integer().notNull(),
    recordedBy: uuid()
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt), check("cod_remittances_amount_positive", sql`${t.amountPaise} > 0`)],
);

/** The orders a remittance paid for: an order is remitted once (the unique order_id). */
export const codRemittanceOrders = pgTable(
  "cod_remittance_orders",
  {
    remittanceId: uuid()
      .notNull()
      .references(() => codRemittances.id, { onDelete: "cascade" }),
    orderId: uuid()
      .notNull()
      .unique()
      // Cascade: only clearing the demo store deletes orders.
      .references(() => orders.id, { onDelete: "cascade" }),
    amountPaise: integer().notNull(),
  },
  (t) => [index().on(t.remittanceId)],
);
