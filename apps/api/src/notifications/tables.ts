import { STAFF_NOTIFICATION_DELIVERIES, STAFF_NOTIFICATION_KINDS } from "@vayu/shared/staff-notifications";
import { date, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id } from "../db/columns";

/**
 * The owner's choice per kind of staff e-mail (docs/decisions/186-staff-notifications.md);
 * a kind without a row goes out at once.
 */
export const staffNotificationDeliveries = pgTable("staff_notification_deliveries", {
  kind: text({ enum: STAFF_NOTIFICATION_KINDS }).primaryKey(),
  delivery: text({ enum: STAFF_NOTIFICATION_DELIVERIES }).notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Events waiting for the next morning digest, written with the event itself. */
export const staffDigestItems = pgTable("staff_digest_items", {
  id: id(),
  kind: text({ enum: STAFF_NOTIFICATION_KINDS }).notNull(),
  /** One line saying what happened, as the immediate e-mail's subject would. */
  summary: text().notNull(),
  /** Where it is in the console. */
  link: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One row per India day whose digest was sent: the first instance to insert it sends that day's digest. */
export const staffDigestRuns = pgTable("staff_digest_runs", {
  day: date({ mode: "string" }).primaryKey(),
  sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
