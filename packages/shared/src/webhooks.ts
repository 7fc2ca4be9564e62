import { z } from "zod";

/**
 * Outgoing webhooks (docs/webhooks.md; docs/decisions/317-webhooks.md): the events a store
 * reports, the staff routes' bodies and answers. Amounts in a delivery's `data` are rupees.
 */

export const WEBHOOK_EVENTS = [
  "order.placed",
  "order.paid",
  "order.packed",
  "order.shipped",
  "order.delivered",
  "order.cancelled",
  "order.refunded",
  "order.return_requested",
  "product.stock_changed",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** What the Test button sends: not an event anyone subscribes to. */
export const WEBHOOK_PING = "ping";

/** The header carrying `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const SIGNATURE_HEADER = "X-Vayu-Signature";

const WebhookUrl = z
  .string({ error: "url must be a web address" })
  .trim()
  .max(2000, { error: "url must be at most 2000 characters" })
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    error: "url must be an http:// or https:// address",
  });

const Events = z
  .array(z.enum(WEBHOOK_EVENTS, { error: `events must be among ${WEBHOOK_EVENTS.join(", ")}` }), { error: "events must be a list" })
  .min(1, { error: "events must name at least one event" })
  .max(WEBHOOK_EVENTS.length, { error: "events names each event once" })
  .refine((events) => new Set(events).size === events.length, { error: "events names each event once" });

/** POST /admin/webhooks. */
export const WebhookCreateBody = z.object({ url: WebhookUrl, events: Events }).strict();
export type WebhookCreateBodyType = z.infer<typeof WebhookCreateBody>;

/** PATCH /admin/webhooks/:id: any of the address, the events, whether it is sent to. */
export const WebhookPatchBody = z
  .object({ url: WebhookUrl, events: Events, active: z.boolean({ error: "active must be true or false" }) })
  .partial()
  .strict();
export type WebhookPatchBodyType = z.infer<typeof WebhookPatchBody>;

export const Webhook = z.object({
  _id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  active: z.boolean(),
  /** The secret's last 4 characters, so staff can tell which one a receiver holds. */
  secretHint: z.string(),
  createdAt: z.string(),
});
export type WebhookType = z.infer<typeof Webhook>;

export const WebhookResponse = z.object({ webhook: Webhook });
/** The answer to creating a webhook or rotating its secret: the secret is shown this once. */
export const WebhookWithSecretResponse = z.object({ webhook: Webhook, secret: z.string() });
export type WebhookWithSecretResponseType = z.infer<typeof WebhookWithSecretResponse>;
export const WebhooksResponse = z.object({ webhooks: z.array(Webhook) });
export type WebhooksResponseType = z.infer<typeof WebhooksResponse>;

export const DELIVERY_STATUSES = ["queued", "delivered", "failed"] as const;

/** One event sent to one webhook, as its latest attempt left it. */
export const WebhookDelivery = z.object({
  _id: z.string(),
  /** The event's id: the same in every attempt, and for every webhook sent the event. */
  eventId: z.string(),
  event: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number(),
  /** The receiver's HTTP status of the latest attempt; null when none answered (refused, timed out). */
  responseStatus: z.number().nullable(),
  /** The start of the receiver's answer, or why there was none. */
  response: z.string().nullable(),
  durationMs: z.number().nullable(),
  /** When it is next tried (ISO) while queued, else null. */
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDeliveryType = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveriesResponse = z.object({ deliveries: z.array(WebhookDelivery) });
export type WebhookDeliveriesResponseType = z.infer<typeof WebhookDeliveriesResponse>;
/** POST /admin/webhooks/:id/test: the ping's delivery, with the receiver's answer. */
export const WebhookTestResponse = z.object({ delivery: WebhookDelivery });
export type WebhookTestResponseType = z.infer<typeof WebhookTestResponse>;
