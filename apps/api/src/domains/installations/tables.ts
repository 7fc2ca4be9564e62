import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { INSTALLATION_SLOTS, INSTALLATION_STATUSES } from "@vayu/shared/after-delivery";
import { id, timestamps } from "../../db/columns";
import { orders } from "../orders/tables";

/**
 * A technician's visit to install or demonstrate an order's appliances, one per order: booked
 * by its shopper after delivery, rebooked or cancelled by them before the day, done,
 * rescheduled or cancelled by staff (docs/decisions/334-installation-and-warranty.md).
 */
export const installations = pgTable(
  "installations",
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    slot: text({ enum: INSTALLATION_SLOTS }).notNull(),
    status: text({ enum: INSTALLATION_STATUSES }).notNull().default("booked"),
    ...timestamps,
  },
  (t) => [
    index().on(t.day, t.slot),
    check("installations_slot", sql`${t.slot} in ('morning', 'afternoon')`),
    check("installations_status", sql`${t.status} in ('booked', 'done', 'cancelled')`),
  ],
);
