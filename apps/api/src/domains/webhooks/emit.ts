import { randomUUID } from "node:crypto";
import { and, arrayContains, eq } from "drizzle-orm";
import type { WebhookEvent } from "@vayu/shared/webhooks";
import type { DbOrTx } from "../../db/client";
import { webhookDeliveries, webhooks } from "./tables";

/** The JSON a receiver gets (docs/webhooks.md "Payload"); `data` is the event's public shape. */
export interface WebhookPayload {
  id: string;
  event: string;
  createdAt: string;
  data: unknown;
}

export const payloadBody = (payload: WebhookPayload) => JSON.stringify(payload);

/** An event's `data`, or how to read it: read only when some webhook wants the event. */
export type WebhookData = Record<string, unknown> | (() => Promise<Record<string, unknown>>);

/**
 * Queues `event` for every active webhook that asked for it, in the caller's transaction: a
 * change rolled back sends nothing (docs/decisions/317-webhooks.md). Each instance's delivery
 * loop sends it within seconds of the commit. One event id for all its deliveries.
 */
export async function emitWebhookEvent(tx: DbOrTx, event: WebhookEvent, data: WebhookData): Promise<void> {
  const receivers = await tx
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(and(eq(webhooks.active, true), arrayContains(webhooks.events, [event])));
  if (receivers.length === 0) return;
  const eventId = randomUUID();
  const body = payloadBody({ id: eventId, event, createdAt: new Date().toISOString(), data: typeof data === "function" ? await data() : data });
  await tx.insert(webhookDeliveries).values(receivers.map((r) => ({ webhookId: r.id, eventId, event, body })));
}
