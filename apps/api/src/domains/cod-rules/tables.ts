import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { COD_RULES, type CodFigures } from "@vayu/shared/cod-rules";
import { id } from "../../db/columns";
import { users } from "../accounts/tables";
import { orders } from "../orders/tables";

/**
 * Every cash-on-delivery decision worth keeping (docs/decisions/307-cod-rules-at-checkout.md):
 * each refusal shown at checkout or at placing, once per shopper, pincode, rule, value and
 * hour (`dedupeKey`), and each COD order placed.
 */
export const codDecisions = pgTable(
  "cod_decisions",
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pincode: text().notNull(),
    orderValuePaise: integer().notNull(),
    allowed: boolean().notNull(),
    /** The rule that refused; null when allowed. */
    rule: text({ enum: COD_RULES }),
    /** The figures behind it, e.g. { refusals: 3, limit: 2 }. */
    figures: jsonb().$type<CodFigures>().notNull().default(sql`'{}'::jsonb`),
    /** The order placed (allowed decisions at placing). */
    orderId: uuid().references(() => orders.id, { onDelete: "set null" }),
    /** One row per key: a reloaded checkout does not log its refusal again within the hour. */
    dedupeKey: text().notNull().unique(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.at), index().on(t.pincode, t.at)],
);
