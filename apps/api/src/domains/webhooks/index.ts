// The webhooks domain's public face (docs/decisions/250-api-modules.md, 317-webhooks.md): other
// domains and workflows queue events with emitWebhookEvent in the transaction of their change.
export { emitWebhookEvent, type WebhookData } from "./emit";
export { createWebhookOutbox, scheduleWebhookDelivery, type WebhookOutbox } from "./outbox";
export { webhookRoutes } from "./routes";
