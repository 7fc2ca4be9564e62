import { and, asc, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import type { Db, DbOrTx } from "../db/client";

/**
 * The claim loop the outboxes share (mail/outbox.ts for e-mail, messaging/outbox.ts for SMS
 * and WhatsApp, domains/webhooks/outbox.ts for webhooks; docs/decisions/175-several-instances.md "E-mail"): a message is written to its
 * table in the transaction of the change it reports, sent after that commits, and retried with
 * backoff by whichever instance finds it due, each message by one instance.
 */

/** The sender's own claim on a message it has just written, and on each one it picks up: long enough for the SMTP timeouts. */
export const LEASE_MS = 2 * 60_000;
/**
 * 30 s, 1, 2, 4 minutes, then every 5 minutes: a server down for ten minutes or an hour
 * gets its messages within 5 minutes of its return, not hours later (ADR 240). After 290
 * failures (about a day) it gives up.
 */
export const MAX_ATTEMPTS = 290;
export const RETRY_CAP_MS = 5 * 60_000;
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), RETRY_CAP_MS);
/** At most this many due messages per run; the next run takes the rest. */
const MAX_PER_RUN = 50;
/** How often each instance looks for due messages. */
export const DELIVERY_EVERY_MS = 30_000;

const inMs = (ms: number) => sql`now() + ${`${ms} milliseconds`}::interval`;

/** The columns every outbox table has. */
type OutboxTable = PgTable & { id: PgColumn; attempts: PgColumn; nextAttemptAt: PgColumn; lastError: PgColumn };

export interface QueuedRows {
  ids: string[];
}

export interface OutboxOptions<Table extends OutboxTable & { $inferSelect: { id: string; attempts: number } }, Message, Receipt> {
  db: Db;
  log: FastifyBaseLogger;
  table: Table;
  /** The rows still to send: neither sent nor given up. */
  pending: SQL;
  /** The row a message is written as; its lease is added. */
  toRow(message: Message): Omit<Table["$inferInsert"], "nextAttemptAt">;
  /** Hands a row to its server or provider; throws when it is not taken. */
  send(row: Table["$inferSelect"]): Promise<Receipt>;
  /** Records a row as sent (deletes or updates it). */
  sent(row: Table["$inferSelect"], receipt: Receipt): Promise<void>;
  /** Marks a row given up, in the update that records its last failure. */
  gaveUp: PgUpdateSetSource<Table>;
  /** What else a failed attempt records of the error, beside `lastError` (a webhook receiver's answer). */
  failed?: (error: unknown) => PgUpdateSetSource<Table>;
  /** A refusal for good, given up at once; otherwise only the retries running out give up. */
  isPermanent?: (error: unknown) => boolean;
  /** How the log names a message ("e-mail"), its id field ("mailId") and what else it says of a row. */
  logAs: { noun: string; idKey: string; details(row: Table["$inferSelect"]): Record<string, unknown> };
}

export function createOutbox<Table extends OutboxTable & { $inferSelect: { id: string; attempts: number } }, Message, Receipt>(
  options: OutboxOptions<Table, Message, Receipt>,
) {
  type Row = Table["$inferSelect"];
  const { db, log, logAs } = options;
  // Queried as the columns all outboxes share; the rows are the caller's table's.
  const table: OutboxTable = options.table;

  async function sendRow(row: Row) {
    let receipt: Receipt;
    try {
      receipt = await options.send(row);
    } catch (error) {
      const attempts = row.attempts + 1;
      const permanent = options.isPermanent?.(error) ?? false;
      const givingUp = attempts >= MAX_ATTEMPTS || permanent;
      await db
        .update(table)
        .set({
          ...options.failed?.(error),
          attempts,
          lastError: (error as Error).message.slice(0, 500),
          nextAttemptAt: inMs(retryDelayMs(attempts)),
          ...(givingUp && options.gaveUp),
        })
        .where(eq(table.id, row.id));
      const context = { err: error, [logAs.idKey]: row.id, ...logAs.details(row), attempts };
      if (givingUp) log.error(context, `${logAs.noun} ${permanent ? "refused for good by its provider" : "given up after its last retry"}`);
      else log.warn(context, `${logAs.noun} not sent; it will be retried`);
      return;
    }
    await options.sent(row, receipt);
  }

  const outbox = {
    /** Writes messages inside the transaction of the change they report; `deliver` them after it commits. */
    async enqueue(tx: DbOrTx, messages: Message[]): Promise<QueuedRows> {
      if (messages.length === 0) return { ids: [] };
      const rows = await tx
        .insert(table)
        .values(messages.map((m) => ({ ...options.toRow(m), nextAttemptAt: inMs(LEASE_MS) })))
        .returning({ id: table.id });
      return { ids: rows.map((r) => r.id as string) };
    },

    /** Sends queued messages now; never throws: what is not sent stays queued and is retried. */
    async deliver(queued: QueuedRows) {
      if (queued.ids.length === 0) return;
      try {
        const rows = (await db
          .select()
          .from(table)
          .where(and(inArray(table.id, queued.ids), options.pending))) as Row[];
        for (const row of rows) await sendRow(row);
      } catch (error) {
        log.warn({ err: error, [`${logAs.idKey}s`]: queued.ids }, `queued ${logAs.noun} not sent now; it will be retried`);
      }
    },

    async send(message: Message) {
      await outbox.deliver(await outbox.enqueue(db, [message]));
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
        const due = db
          .select({ id: table.id })
          .from(table)
          .where(and(options.pending, lte(table.nextAttemptAt, sql`now()`)))
          .orderBy(asc(table.nextAttemptAt))
          .limit(1)
          .for("update", { skipLocked: true });
        const [row] = (await db.update(table).set({ nextAttemptAt: inMs(LEASE_MS) }).where(inArray(table.id, due)).returning()) as Row[];
        if (!row) break;
        await sendRow(row);
      }
      return sent;
    },
  };
  return outbox;
}
