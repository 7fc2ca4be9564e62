import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { WebhookEvent } from "@vayu/shared/webhooks";
import { id, timestamps } from "../../db/columns";

/**
 * Staff-registered receivers of the store's events (docs/decisions/317-webhooks.md). The
 * secret is kept as it is, not hashed: every delivery is signed with it.
 */
export const webhooks = pgTable("webhooks", {
  id: id(),
  url: text().notNull(),
  events: text().array().$type<WebhookEvent[]>().notNull(),
  secret: text().notNull(),
  active: boolean().notNull().default(true),
  ...timestamps,
});

/**
 * One event for one webhook, on the outbox claim loop (jobs/outbox.ts): the row is also the
 * delivery log staff read, with the receiver's answer to the latest attempt. `body` is the
 * exact JSON sent, so every retry carries the same bytes and the same event id.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    webhookId: uuid()
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    eventId: uuid().notNull(),
    event: text().notNull(),
    body: text().notNull(),
    status: text({ enum: ["queued", "delivered", "failed"] }).notNull().default("queued"),
    attempts: integer().notNull().default(0),
    /** When it may next be sent: in the future while an instance is sending it (its lease) or waiting to retry. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    responseStatus: integer(),
    /** The first 500 characters of the receiver's answer. */
    responseBody: text(),
    durationMs: integer(),
    deliveredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    index("webhook_deliveries_webhook_idx").on(t.webhookId, t.createdAt),
  ],
);
