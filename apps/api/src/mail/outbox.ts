import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Db, DbOrTx } from "../db/client";
import { runEvery } from "../jobs/run-every";
import type { MailMessage, MailTransport } from "./mailer";
import { mailOutbox } from "./tables";

/**
 * What the store's code sends mail through (docs/decisions/175-several-instances.md "E-mail"):
 * every message is written to the `mail_outbox` table before it is sent, so neither a mail
 * server that is down nor an instance that dies loses it.
 */
export interface Mailer {
  /** Writes the message and sends it at once; if sending fails it is retried later. */
  send(message: MailMessage): Promise<void>;
  /** Writes messages inside the transaction of the change they report; `deliver` them after it commits. */
  enqueue(tx: DbOrTx, messages: MailMessage[]): Promise<QueuedMail>;
  /** Sends queued messages now; never throws: what is not sent stays queued and is retried. */
  deliver(queued: QueuedMail): Promise<void>;
}

export interface QueuedMail {
  ids: string[];
}

/** The sender's own claim on a message it has just written, and on each one it picks up: long enough for the SMTP timeouts. */
export const LEASE_MS = 2 * 60_000;
/**
 * 30 s, 1, 2, 4 minutes, then every 5 minutes: a mail server down for ten minutes or an hour
 * gets its messages within 5 minutes of its return, not hours later (ADR 240). After 290
 * failures (about a day) it gives up.
 */
export const MAX_ATTEMPTS = 290;
export const RETRY_CAP_MS = 5 * 60_000;
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), RETRY_CAP_MS);
/** At most this many due messages per run; the next run takes the rest. */
const MAX_PER_RUN = 50;

type OutboxRow = typeof mailOutbox.$inferSelect;

const leaseEnds = () => sql`now() + ${`${LEASE_MS} milliseconds`}::interval`;

export function createMailOutbox(deps: { db: Db; transport: MailTransport; log: FastifyBaseLogger }) {
  async function sendRow(row: OutboxRow) {
    try {
      await deps.transport.send({ to: row.recipient, subject: row.subject, html: row.html, text: row.text, links: row.links });
    } catch (error) {
      const attempts = row.attempts + 1;
      const givingUp = attempts >= MAX_ATTEMPTS;
      await deps.db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: (error as Error).message.slice(0, 500),
          nextAttemptAt: sql`now() + ${`${retryDelayMs(attempts)} milliseconds`}::interval`,
          gaveUpAt: givingUp ? sql`now()` : null,
        })
        .where(eq(mailOutbox.id, row.id));
      const context = { err: error, mailId: row.id, subject: row.subject, attempts };
      if (givingUp) deps.log.error(context, "e-mail given up after its last retry");
      else deps.log.warn(context, "e-mail not sent; it will be retried");
      return;
    }
    // Sent: the body (a reset link, say) is not kept.
    await deps.db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
  }

  const outbox = {
    async enqueue(tx: DbOrTx, messages: MailMessage[]): Promise<QueuedMail> {
      if (messages.length === 0) return { ids: [] };
      const rows = await tx
        .insert(mailOutbox)
        .values(messages.map((m) => ({ recipient: m.to, subject: m.subject, html: m.html, text: m.text, links: m.links ?? [], nextAttemptAt: leaseEnds() })))
        .returning({ id: mailOutbox.id });
      return { ids: rows.map((r) => r.id) };
    },

    async deliver(queued: QueuedMail) {
      if (queued.ids.length === 0) return;
      try {
        const rows = await deps.db.select().from(mailOutbox).where(inArray(mailOutbox.id, queued.ids));
        for (const row of rows) await sendRow(row);
      } catch (error) {
        deps.log.warn({ err: error, mailIds: queued.ids }, "queued e-mail not sent now; it will be retried");
      }
    },

    async send(message: MailMessage) {
      await outbox.deliver(await outbox.enqueue(deps.db, [message]));
    },

    /**
     * Sends what is due: retries, and messages whose sender died before sending them. One
     * at a time, each claimed by moving its next attempt a lease ahead (a row another
     * instance is claiming is skipped), so however many instances look at once each message
     * is sent by one, within its lease.
     */
    async deliverDue(): Promise<number> {
      let sent = 0;
      for (; sent < MAX_PER_RUN; sent++) {
        const due = deps.db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(and(isNull(mailOutbox.gaveUpAt), lte(mailOutbox.nextAttemptAt, sql`now()`)))
          .orderBy(asc(mailOutbox.nextAttemptAt))
          .limit(1)
          .for("update", { skipLocked: true });
        const [row] = await deps.db.update(mailOutbox).set({ nextAttemptAt: leaseEnds() }).where(inArray(mailOutbox.id, due)).returning();
        if (!row) break;
        await sendRow(row);
      }
      return sent;
    },
  };
  return outbox;
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;

/** How often each instance looks for due messages. */
const DELIVERY_EVERY_MS = 30_000;

/** Delivers due messages at start and every 30 s. */
export function scheduleMailDelivery(app: FastifyInstance, outbox: MailOutbox) {
  runEvery(app, { everyMs: DELIVERY_EVERY_MS, failure: "delivering queued e-mail failed" }, () => outbox.deliverDue());
}
