import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id } from "../../db/columns";
import { users } from "../../domains/accounts/tables";
import { orders } from "../../domains/orders/tables";

/**
 * A shopper's choice of phone channels for order updates (docs/decisions/300-signed-order-links-and-track-codes.md).
 * No row: SMS on, WhatsApp off. WhatsApp is sent only once `whatsappOptedInAt` is set by the
 * shopper's own tick (Meta's opt-in rule).
 */
export const messagePreferences = pgTable("message_preferences", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  sms: boolean().notNull().default(true),
  whatsappOptedInAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-time codes asked for on /track: stored as an HMAC of the code, living 10 minutes,
 * refused after 5 wrong tries. A new request replaces the order's earlier codes.
 */
export const trackCodes = pgTable(
  "track_codes",
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** Where it went: "phone:<10 digits>" or "email:<address>"; the code opens the order only with that contact. */
    contact: text().notNull(),
    codeHash: text().notNull(),
    tries: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("track_codes_order_idx").on(t.orderId)],
);
