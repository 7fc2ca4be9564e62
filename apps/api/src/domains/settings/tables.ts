import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, smallint, timestamp, uuid } from "drizzle-orm/pg-core";
import type { StoredSettings } from "./store-settings";

/**
 * The store's settings (docs/decisions/183-store-settings.md): one row, holding only what the
 * owner has changed from the defaults, in paise. No row: the store runs on the defaults.
 */
export const storeSettings = pgTable(
  "store_settings",
  {
    id: smallint().primaryKey().default(1),
    values: jsonb().$type<StoredSettings>().notNull(),
    updatedBy: uuid(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("store_settings_one_row", sql`${t.id} = 1`)],
);
