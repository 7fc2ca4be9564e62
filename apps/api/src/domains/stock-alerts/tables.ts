import { sql } from "drizzle-orm";
import { index, pgTable, timestamp, uuid, uniqueIndex } from "drizzle-orm/pg-core";
import { id } from "../../db/columns";
import { users } from "../accounts/tables";
import { products } from "../catalog/tables";

/**
 * A shopper waiting for a sold-out product (docs/decisions/172-back-in-stock.md). Pending
 * while `notifiedAt` is null; setting it claims the one e-mail, so a row is used up once sent.
 */
export const stockAlerts = pgTable(
  "stock_alerts",
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("stock_alerts_pending_unique")
      .on(t.userId, t.productId)
      .where(sql`${t.notifiedAt} IS NULL`),
    index("stock_alerts_pending_product_idx")
      .on(t.productId)
      .where(sql`${t.notifiedAt} IS NULL`),
  ],
);
