import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Locale } from "@vayu/shared/locale";
import { loggedParams, messageText, templateKey, type MessageChannel, type MessageParams, type MessageTemplateKey, type MessageTemplateName } from "@vayu/shared/messaging";
import type { Db } from "../db/client";
import { createOutbox, DELIVERY_EVERY_MS, type QueuedRows } from "../jobs/outbox";
import { runEvery } from "../jobs/run-every";
import { messageOutbox } from "./tables";
import { isPermanentMessageError, type MessageTransports } from "./transport";

/** A message the store's code sends: the channel, the shopper's number and a template with its parameters. */
export interface MessageRequest {
  channel: MessageChannel;
  /** 10 digits (packages/shared/src/mobile.ts `normalizeMobile`). */
  to: string;
  template: MessageTemplateName;
  params: MessageParams;
  /** The shopper's language: a Hindi shopper gets the Hindi template where the channel's provider has it (ADR 322). */
  locale?: Locale;
  orderId?: string;
  userId?: string;
}

export type QueuedMessages = QueuedRows;

/**
 * SMS and WhatsApp on the claim loop e-mail uses (jobs/outbox.ts, ADR 175). Rows stay as the
 * message log, a secret parameter blanked once the provider has it; a refusal for good (bad
 * template, invalid number) is not retried (docs/decisions/290-sms-and-whatsapp-providers.md).
 */
export function createMessageOutbox(deps: { db: Db; transports: MessageTransports; log: FastifyBaseLogger }) {
  return createOutbox({
    db: deps.db,
    log: deps.log,
    table: messageOutbox,
    pending: eq(messageOutbox.status, "queued"),
    toRow: (m: MessageRequest) => {
      const hindi = templateKey(m.template, m.locale ?? "en");
      // Without an approved Hindi template on the provider the shopper gets the English one.
      const template: MessageTemplateKey = deps.transports[m.channel].has(hindi) ? hindi : m.template;
      return {
      channel: m.channel,
      recipient: m.to,
      template,
      params: m.params,
      text: messageText(template, m.params),
      orderId: m.orderId ?? null,
      userId: m.userId ?? null,
      };
    },
    send: (row) =>
      deps.transports[row.channel].send({ channel: row.channel, to: row.recipient, template: row.template, params: row.params, text: row.text }),
    sent: async (row, receipt) => {
      const params = loggedParams(row.template as MessageTemplateKey, row.params);
      await deps.db
        .update(messageOutbox)
        .set({ status: "sent", sentAt: sql`now()`, providerMessageId: receipt.id, providerAnswer: receipt.answer.slice(0, 1000), params, text: messageText(row.template as MessageTemplateKey, params), lastError: null })
        .where(eq(messageOutbox.id, row.id));
    },
    gaveUp: { status: "failed" },
    isPermanent: isPermanentMessageError,
    logAs: { noun: "message", idKey: "messageId", details: (row) => ({ channel: row.channel, template: row.template }) },
  });
}

export type MessageOutbox = ReturnType<typeof createMessageOutbox>;

/** Delivers due messages at start and every 30 s, as mail. */
export function scheduleMessageDelivery(app: FastifyInstance, outbox: MessageOutbox) {
  runEvery(app, { everyMs: DELIVERY_EVERY_MS, failure: "delivering queued messages failed" }, () => outbox.deliverDue());
}
