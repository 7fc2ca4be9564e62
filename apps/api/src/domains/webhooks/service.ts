import { randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import {
  WEBHOOK_PING,
  type WebhookCreateBodyType,
  type WebhookDeliveryType,
  type WebhookPatchBodyType,
  type WebhookType,
} from "@vayu/shared/webhooks";
import type { Db, DbOrTx } from "../../db/client";
import { audit } from "../../audit/audit";
import { badRequest, conflict, notFound } from "../../http/errors";
import { payloadBody } from "./emit";
import type { WebhookOutbox } from "./outbox";
import { plainlyPrivate, PRIVATE_RECEIVER } from "./receiver-address";
import { webhookDeliveries, webhooks } from "./tables";

type WebhookRow = typeof webhooks.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** The log shows the latest deliveries of a webhook, newest first. */
const DELIVERIES_SHOWN = 100;
export const WEBHOOK_NOT_FOUND = "That webhook does not exist.";
export const SWITCHED_OFF = "Switch the webhook on before testing it.";

/** A new secret: 32 random bytes, prefixed so it is recognisable in a receiver's settings. */
const newSecret = () => `whsec_${randomBytes(32).toString("base64url")}`;

const toWebhook = (row: WebhookRow): WebhookType => ({
  _id: row.id,
  url: row.url,
  events: row.events,
  active: row.active,
  secretHint: row.secret.slice(-4),
  createdAt: row.createdAt.toISOString(),
});

const toDelivery = (row: DeliveryRow): WebhookDeliveryType => ({
  _id: row.id,
  eventId: row.eventId,
  event: row.event,
  status: row.status,
  attempts: row.attempts,
  responseStatus: row.responseStatus,
  response: row.responseBody,
  durationMs: row.durationMs,
  nextAttemptAt: row.status === "queued" ? row.nextAttemptAt.toISOString() : null,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** Where this store may send: refused at once when plainly on a private network (docs/decisions/317-webhooks.md "Addresses"). */
function checkUrl(url: string, allowPrivate: boolean) {
  if (!allowPrivate && plainlyPrivate(url)) throw badRequest(PRIVATE_RECEIVER, { field: "url" });
}

async function webhookRow(db: DbOrTx, id: string): Promise<WebhookRow> {
  const [row] = await db.select().from(webhooks).where(eq(webhooks.id, id));
  if (!row) throw notFound(WEBHOOK_NOT_FOUND);
  return row;
}

/** What the audit log keeps of a webhook: never its secret. */
const audited = (row: WebhookRow) => ({ url: row.url, events: row.events, active: row.active });

export async function listWebhooks(db: DbOrTx): Promise<WebhookType[]> {
  const rows = await db.select().from(webhooks).orderBy(desc(webhooks.createdAt));
  return rows.map(toWebhook);
}

export async function createWebhook(db: Db, actorId: string, input: WebhookCreateBodyType, allowPrivate: boolean) {
  checkUrl(input.url, allowPrivate);
  const secret = newSecret();
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(webhooks).values({ url: input.url, events: input.events, secret }).returning();
    await audit(tx, { actorId, action: "create", entity: "webhook", entityId: row!.id, after: audited(row!) });
    return { webhook: toWebhook(row!), secret };
  });
}

export async function updateWebhook(db: Db, actorId: string, id: string, patch: WebhookPatchBodyType, allowPrivate: boolean) {
  if (patch.url !== undefined) checkUrl(patch.url, allowPrivate);
  return db.transaction(async (tx) => {
    const before = await webhookRow(tx, id);
    const [row] = await tx.update(webhooks).set(patch).where(eq(webhooks.id, id)).returning();
    await audit(tx, { actorId, action: "update", entity: "webhook", entityId: id, before: audited(before), after: audited(row!) });
    return toWebhook(row!);
  });
}

/** Deletes the webhook and its delivery log; queued deliveries go with it. */
export async function deleteWebhook(db: Db, actorId: string, id: string) {
  await db.transaction(async (tx) => {
    const before = await webhookRow(tx, id);
    await tx.delete(webhooks).where(eq(webhooks.id, id));
    await audit(tx, { actorId, action: "delete", entity: "webhook", entityId: id, before: audited(before) });
  });
}

/** A new secret, shown this once; deliveries still queued are signed with it when sent. */
export async function rotateSecret(db: Db, actorId: string, id: string) {
  const secret = newSecret();
  return db.transaction(async (tx) => {
    await webhookRow(tx, id);
    const [row] = await tx.update(webhooks).set({ secret }).where(eq(webhooks.id, id)).returning();
    await audit(tx, { actorId, action: "update", entity: "webhook", entityId: id, after: { secretRotated: true } });
    return { webhook: toWebhook(row!), secret };
  });
}

export async function listDeliveries(db: DbOrTx, id: string): Promise<WebhookDeliveryType[]> {
  await webhookRow(db, id);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERIES_SHOWN);
  return rows.map(toDelivery);
}

/**
 * The Test button: a `ping` sent now, once (never retried), logged with the other deliveries;
 * answers the delivery with the receiver's answer (docs/webhooks.md "Testing").
 */
export async function sendTestPing(db: Db, outbox: WebhookOutbox, id: string): Promise<WebhookDeliveryType> {
  const webhook = await webhookRow(db, id);
  if (!webhook.active) throw conflict(SWITCHED_OFF);
  const eventId = randomUUID();
  const body = payloadBody({ id: eventId, event: WEBHOOK_PING, createdAt: new Date().toISOString(), data: { webhookId: id } });
  const queued = await outbox.enqueue(db, [{ webhookId: id, eventId, event: WEBHOOK_PING, body }]);
  await outbox.deliver(queued);
  const deliveryId = queued.ids[0]!;
  await db
    .update(webhookDeliveries)
    .set({ status: "failed" })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, "queued")));
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
  return toDelivery(row!);
}
