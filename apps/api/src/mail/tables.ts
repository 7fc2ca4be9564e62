import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id } from "../db/columns";

/**
 * E-mails not yet delivered (docs/decisions/175-several-instances.md "E-mail"). A row is
 * written with the change it reports, in the same transaction, and deleted once the mail
 * server takes the message; until then whichever instance finds it due sends it.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    recipient: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    links: jsonb().$type<string[]>().notNull().default([]),
    /** Failed sends so far. */
    attempts: integer().notNull().default(0),
    /** When it may next be sent: in the future while an instance is sending it (its lease) or waiting to retry. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    /** Set when the retries ran out; the row stays for the operator to see. */
    gaveUpAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.gaveUpAt} IS NULL`)],
);
