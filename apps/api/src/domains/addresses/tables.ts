import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
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
    ...timestamps,
  },
  (t) => [index().on(t.userId)],
);
