import { eq, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Db, DbOrTx } from "../db/client";
import { createOutbox, DELIVERY_EVERY_MS, type QueuedRows } from "../jobs/outbox";
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

export type QueuedMail = QueuedRows;

/** The e-mail outbox on the shared claim loop (jobs/outbox.ts); a row is deleted once sent. */
export function createMailOutbox(deps: { db: Db; transport: MailTransport; log: FastifyBaseLogger }) {
  return createOutbox({
    db: deps.db,
    log: deps.log,
    table: mailOutbox,
    pending: isNull(mailOutbox.gaveUpAt),
    toRow: (m: MailMessage) => ({ recipient: m.to, subject: m.subject, html: m.html, text: m.text, links: m.links ?? [] }),
    send: (row) => deps.transport.send({ to: row.recipient, subject: row.subject, html: row.html, text: row.text, links: row.links }),
    // Sent: the body (a reset link, say) is not kept.
    sent: async (row) => {
      await deps.db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
    },
    gaveUp: { gaveUpAt: sql`now()` },
    logAs: { noun: "e-mail", idKey: "mailId", details: (row) => ({ subject: row.subject }) },
  });
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;

/** Delivers due messages at start and every 30 s. */
export function scheduleMailDelivery(app: FastifyInstance, outbox: MailOutbox) {
  runEvery(app, { everyMs: DELIVERY_EVERY_MS, failure: "delivering queued e-mail failed" }, () => outbox.deliverDue());
}
