import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "../../db/columns";
import { users } from "../accounts/tables";

export const addresses = pgTable(
  "addresses",
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    mobile: text().notNull(),
    address: text().notNull(),
    city: text().notNull(),
    landmark: text().notNull().default(""),
    state: text().notNull(),
    zipCode: text().notNull(),
    country: text().notNull().default("India"),
    /** A business buyer's registered name and GSTIN (docs/decisions/315-business-buyers.md); null for a consumer. */
    businessName: text(),
    gstin: text(),
    /** The shopper's default delivery address: checkout chooses it first. At most one per shopper. */
    isDefault: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [index().on(t.userId), uniqueIndex("addresses_one_default_per_user").on(t.userId).where(sql`${t.isDefault}`)],
);
