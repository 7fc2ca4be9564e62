import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { MessageChannel, MessageParams } from "@vayu/shared/messaging";
import { id } from "../db/columns";

/**
 * SMS and WhatsApp messages (docs/product/phone-messages.md), queued and sent as e-mail is (ADR 175)
 * but kept once sent: the row is the message log staff read per order. A secret parameter
 * (a one-time code) is blanked in `params` and `text` once the provider has it.
 */
export const messageOutbox = pgTable(
  "message_outbox",
  {
    id: id(),
    channel: text().$type<MessageChannel>().notNull(),
    /** The shopper's mobile number, 10 digits (packages/shared/src/mobile.ts). */
    recipient: text().notNull(),
    template: text().notNull(),
    params: jsonb().$type<MessageParams>().notNull(),
    text: text().notNull(),
    /** The order the message is about, for the staff's log; none for a login code. */
    orderId: uuid(),
    userId: uuid(),
    status: text({ enum: ["queued", "sent", "failed"] }).notNull().default("queued"),
    attempts: integer().notNull().default(0),
    /** When it may next be sent: in the future while an instance is sending it (its lease) or waiting to retry. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    /** The provider's id of the message and its answer, as staff see them in the log. */
    providerMessageId: text(),
    providerAnswer: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("message_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    index("message_outbox_order_idx").on(t.orderId),
  ],
);
