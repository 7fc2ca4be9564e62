import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { loggedParams, messageText, type MessageChannel, type MessageParams, type MessageTemplateName } from "@vayu/shared/messaging";
import type { Db, DbOrTx } from "../db/client";
import { runEvery } from "../jobs/run-every";
import { LEASE_MS, MAX_ATTEMPTS, retryDelayMs } from "../mail/outbox";
import { messageOutbox } from "./tables";
import { isPermanentMessageError, type MessageTransports } from "./transport";

/** A message the store's code sends: the channel, the shopper's number and a template with its parameters. */
export interface MessageRequest {
  channel: MessageChannel;
  /** 10 digits (packages/shared/src/mobile.ts `normalizeMobile`). */
  to: string;
  template: MessageTemplateName;
  params: MessageParams;
  orderId?: string;
  userId?: string;
}

export interface QueuedMessages {
  ids: string[];
}

/** At most this many due messages per run; the next run takes the rest. */
const MAX_PER_RUN = 50;
const leaseEnds = () => sql`now() + ${`${LEASE_MS} milliseconds`}::interval`;

type OutboxRow = typeof messageOutbox.$inferSelect;

/**
 * SMS and WhatsApp as e-mail goes (mail/outbox.ts, ADR 175): written in the transaction of
 * the change it reports, sent after it commits, retried with the same backoff by whichever
 * instance finds it due, each message by one instance. Rows stay as the message log.
 */
export function createMessageOutbox(deps: { db: Db; transports: MessageTransports; log: FastifyBaseLogger }) {
  async function sendRow(row: OutboxRow) {
    const template = row.template as MessageTemplateName;
    try {
      const receipt = await deps.transports[row.channel].send({ channel: row.channel, to: row.recipient, template, params: row.params, text: row.text });
      const params = loggedParams(template, row.params);
      await deps.db
        .update(messageOutbox)
        .set({ status: "sent", sentAt: sql`now()`, providerMessageId: receipt.id, providerAnswer: receipt.answer.slice(0, 1000), params, text: messageText(template, params), lastError: null })
        .where(eq(messageOutbox.id, row.id));
    } catch (error) {
      const attempts = row.attempts + 1;
      // A refusal for good (bad template, invalid number) is not retried (docs/decisions/290-sms-and-whatsapp-providers.md).
      const givingUp = attempts >= MAX_ATTEMPTS || isPermanentMessageError(error);
      await deps.db
        .update(messageOutbox)
        .set({
          attempts,
          lastError: (error as Error).message.slice(0, 500),
          nextAttemptAt: sql`now() + ${`${retryDelayMs(attempts)} milliseconds`}::interval`,
          ...(givingUp && { status: "failed" as const }),
        })
        .where(eq(messageOutbox.id, row.id));
      const context = { err: error, messageId: row.id, channel: row.channel, template, attempts };
      if (givingUp) deps.log.error(context, isPermanentMessageError(error) ? "message refused for good by its provider" : "message given up after its last retry");
      else deps.log.warn(context, "message not sent; it will be retried");
    }
  }

  const outbox = {
    /** Writes messages inside the transaction of the change they report; `deliver` them after it commits. */
    async enqueue(tx: DbOrTx, messages: MessageRequest[]): Promise<QueuedMessages> {
      if (messages.length === 0) return { ids: [] };
      const rows = await tx
        .insert(messageOutbox)
        .values(
          messages.map((m) => ({
            channel: m.channel,
            recipient: m.to,
            template: m.template,
            params: m.params,
            text: messageText(m.template, m.params),
            orderId: m.orderId ?? null,
            userId: m.userId ?? null,
            nextAttemptAt: leaseEnds(),
          })),
        )
        .returning({ id: messageOutbox.id });
      return { ids: rows.map((r) => r.id) };
    },

    /** Sends queued messages now; never throws: what is not sent stays queued and is retried. */
    async deliver(queued: QueuedMessages) {
      if (queued.ids.length === 0) return;
      try {
        const rows = await deps.db.select().from(messageOutbox).where(inArray(messageOutbox.id, queued.ids));
        for (const row of rows) if (row.status === "queued") await sendRow(row);
      } catch (error) {
        deps.log.warn({ err: error, messageIds: queued.ids }, "queued message not sent now; it will be retried");
      }
    },

    async send(message: MessageRequest) {
      await outbox.deliver(await outbox.enqueue(deps.db, [message]));
    },

    /** Sends what is due, each row claimed by moving its next attempt a lease ahead (as mail/outbox.ts). */
    async deliverDue(): Promise<number> {
      let sent = 0;
      for (; sent < MAX_PER_RUN; sent++) {
        const due = deps.db
          .select({ id: messageOutbox.id })
          .from(messageOutbox)
          .where(and(eq(messageOutbox.status, "queued"), lte(messageOutbox.nextAttemptAt, sql`now()`)))
          .orderBy(asc(messageOutbox.nextAttemptAt))
          .limit(1)
          .for("update", { skipLocked: true });
        const [row] = await deps.db.update(messageOutbox).set({ nextAttemptAt: leaseEnds() }).where(inArray(messageOutbox.id, due)).returning();
        if (!row) break;
        await sendRow(row);
      }
      return sent;
    },
  };
  return outbox;
}

export type MessageOutbox = ReturnType<typeof createMessageOutbox>;

/** Delivers due messages at start and every 30 s, as mail. */
export function scheduleMessageDelivery(app: FastifyInstance, outbox: MessageOutbox) {
  runEvery(app, { everyMs: 30_000, failure: "delivering queued messages failed" }, () => outbox.deliverDue());
}
