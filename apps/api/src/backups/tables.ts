import { date, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The nightly backup of each India day (docs/decisions/235-backups.md): the instance that
 * claims the day's row takes it; a failed or abandoned attempt may be claimed again an hour
 * later, three attempts at most.
 */
export const backupRuns = pgTable("backup_runs", {
  day: date({ mode: "string" }).primaryKey(),
  startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  attempts: integer().notNull().default(1),
  finishedAt: timestamp({ withTimezone: true }),
  /** The backup's folder, once written. */
  path: text(),
  /** Why the last attempt failed. */
  error: text(),
});
