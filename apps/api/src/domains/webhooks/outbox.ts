import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import { createOutbox } from "../../jobs/outbox";
import { runEvery } from "../../jobs/run-every";
import { postSigned, ReceiverRefused, type ReceiverAnswer } from "./post";
import { webhookDeliveries, webhooks } from "./tables";

/** How often each instance looks for due deliveries: events reach receivers within seconds of their commit. */
export const WEBHOOK_DELIVERY_EVERY_MS = 5_000;

/** A delivery written outside an event (the Test button's ping). */
export interface WebhookMessage {
  webhookId: string;
  eventId: string;
  event: string;
  body: string;
}

/**
 * Webhook deliveries on the claim loop e-mail and SMS use (jobs/outbox.ts): retried with its
 * backoff for about a day, then failed; each claimed by one instance at a time. A switched-off
 * webhook's queued deliveries wait until it is on again (docs/decisions/317-webhooks.md).
 */
export function createWebhookOutbox(deps: { db: Db; log: FastifyBaseLogger; allowPrivate: boolean }) {
  const { db } = deps;
  return createOutbox({
    db,
    log: deps.log,
    table: webhookDeliveries,
    pending: and(
      eq(webhookDeliveries.status, "queued"),
      inArray(webhookDeliveries.webhookId, db.select({ id: webhooks.id }).from(webhooks).where(eq(webhooks.active, true))),
    )!,
    toRow: (m: WebhookMessage) => m,
    send: async (row): Promise<ReceiverAnswer> => {
      const [webhook] = await db.select({ url: webhooks.url, secret: webhooks.secret }).from(webhooks).where(eq(webhooks.id, row.webhookId));
      if (!webhook) throw new Error("the webhook was deleted");
      return postSigned({ ...webhook, body: row.body, eventId: row.eventId, event: row.event }, { allowPrivate: deps.allowPrivate });
    },
    sent: async (row, answer) => {
      await db
        .update(webhookDeliveries)
        .set({
          status: "delivered",
          attempts: row.attempts + 1,
          deliveredAt: sql`now()`,
          responseStatus: answer.status,
          responseBody: answer.body,
          durationMs: answer.durationMs,
          lastError: null,
        })
        .where(eq(webhookDeliveries.id, row.id));
    },
    failed: (error) =>
      error instanceof ReceiverRefused
        ? { responseStatus: error.answer.status, responseBody: error.answer.body, durationMs: error.answer.durationMs }
        : { responseStatus: null, responseBody: (error as Error).message.slice(0, 500), durationMs: null },
    gaveUp: { status: "failed" },
    // The log names the webhook and the event, never the secret or the body.
    logAs: { noun: "webhook delivery", idKey: "deliveryId", details: (row) => ({ webhookId: row.webhookId, event: row.event, eventId: row.eventId }) },
  });
}

export type WebhookOutbox = ReturnType<typeof createWebhookOutbox>;

/** Delivers due webhook events at start and every 5 s. */
export function scheduleWebhookDelivery(app: FastifyInstance, outbox: WebhookOutbox) {
  runEvery(app, { everyMs: WEBHOOK_DELIVERY_EVERY_MS, failure: "delivering queued webhook events failed" }, () => outbox.deliverDue());
}
