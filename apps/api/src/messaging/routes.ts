import { desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParam } from "@vayu/shared/catalog";
import { errorResponses } from "@vayu/shared/errors";
import {
  messageLogMessages,
  MessagingSettingsResponse,
  OrderMessagesResponse,
  ResendMessageResponse,
  type MessageLogEntryType,
  type MessagingChannelSettingsType,
} from "@vayu/shared/message-log";
import { parseTemplateKey, messageTemplates, templateKeys, type MessageTemplate } from "@vayu/shared/messaging";
import { audit } from "../audit/audit";
import type { Config } from "../config";
import { currentUser } from "../domains/accounts/auth-guard";
import { orders } from "../domains/orders/tables";
import { conflict, forbidden, notFound } from "../http/errors";
import { messageOutbox } from "./tables";

type OutboxRow = typeof messageOutbox.$inferSelect;

/** Whether a secret parameter of the row has been blanked (docs/product/phone-messages.md): then it cannot be sent again. */
function secretBlanked(row: OutboxRow): boolean {
  const name = parseTemplateKey(row.template)?.name;
  const template: MessageTemplate | undefined = name ? messageTemplates[name] : undefined;
  return (template?.secret ?? []).some(
    (name) => row.params[name] !== undefined && /^\*+$/.test(row.params[name]!),
  );
}

function entry(row: OutboxRow): MessageLogEntryType {
  return {
    _id: row.id,
    channel: row.channel,
    template: row.template,
    to: row.recipient,
    status: row.status,
    attempts: row.attempts,
    text: row.text,
    providerMessageId: row.providerMessageId,
    providerAnswer: row.providerAnswer,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    resendable: !secretBlanked(row) && parseTemplateKey(row.template) !== null,
  };
}

/** Each channel's provider as the owner may see it: names and ids, never a key or token. */
export function messagingSettings(config: Pick<Config, "sms" | "whatsapp">): MessagingChannelSettingsType[] {
  // The English templates, then the Hindi ones (`order_placed_hi`, ADR 322): null where the provider has none.
  const names = templateKeys;
  const sms = config.sms;
  const whatsapp = config.whatsapp;
  return [
    {
      channel: "sms",
      provider: sms.provider,
      providerName: sms.provider === "msg91" ? "MSG91" : "Outbox folder (no provider)",
      senderId: sms.provider === "msg91" ? sms.senderId : null,
      phoneNumberId: null,
      language: null,
      templates: names.map((template) => ({
        template,
        providerTemplate: sms.provider === "msg91" ? (sms.templateIds[template] ?? null) : null,
      })),
    },
    {
      channel: "whatsapp",
      provider: whatsapp.provider,
      providerName: whatsapp.provider === "cloud" ? "WhatsApp Cloud API" : "Outbox folder (no provider)",
      senderId: null,
      phoneNumberId: whatsapp.provider === "cloud" ? whatsapp.phoneNumberId : null,
      language: whatsapp.provider === "cloud" ? [whatsapp.language, whatsapp.languageHi].filter(Boolean).join(", ") : null,
      templates: names.map((template) => ({
        template,
        providerTemplate: whatsapp.provider === "cloud" && (parseTemplateKey(template)?.locale === "en" || whatsapp.languageHi) ? template : null,
      })),
    },
  ];
}

/**
 * Staff's view of SMS and WhatsApp (docs/decisions/290-sms-and-whatsapp-providers.md), under /api/admin:
 * an order's message log, resending a message as a new queued copy (audited), and the owner's
 * read-only view of the channels' providers.
 */
const messageAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireAdmin);

  app.get(
    "/orders/:id/messages",
    { schema: { params: idParam, response: { 200: OrderMessagesResponse, ...errorResponses } } },
    async (request) => {
      const [order] = await app.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.id, request.params.id));
      if (!order) throw notFound(messageLogMessages.orderNotFound);
      const rows = await app.db
        .select()
        .from(messageOutbox)
        .where(eq(messageOutbox.orderId, order.id))
        .orderBy(desc(messageOutbox.createdAt));
      return { messages: rows.map(entry) };
    },
  );

  app.post(
    "/messages/:id/resend",
    { schema: { params: idParam, response: { 200: ResendMessageResponse, ...errorResponses } } },
    async (request) => {
      const actorId = currentUser(request).id;
      const queued = await app.db.transaction(async (tx) => {
        const [row] = await tx.select().from(messageOutbox).where(eq(messageOutbox.id, request.params.id));
        if (!row) throw notFound(messageLogMessages.messageNotFound);
        if (!entry(row).resendable) throw conflict(messageLogMessages.secretGone);
        const template = parseTemplateKey(row.template)!;
        const copy = await app.messages.enqueue(tx, [
          {
            channel: row.channel,
            to: row.recipient,
            template: template.name,
            locale: template.locale,
            params: row.params,
            ...(row.orderId && { orderId: row.orderId }),
            ...(row.userId && { userId: row.userId }),
          },
        ]);
        await audit(tx, {
          actorId,
          action: "resend",
          entity: "message",
          entityId: copy.ids[0]!,
          before: { messageId: row.id, status: row.status },
          after: { channel: row.channel, template: row.template, orderId: row.orderId },
        });
        return copy;
      });
      await app.messages.deliver(queued);
      const [sent] = await app.db.select().from(messageOutbox).where(eq(messageOutbox.id, queued.ids[0]!));
      return { message: entry(sent!) };
    },
  );

  app.get(
    "/messaging",
    { schema: { response: { 200: MessagingSettingsResponse, ...errorResponses } } },
    async (request) => {
      if (currentUser(request).role !== "owner") throw forbidden(messageLogMessages.ownerOnly);
      return { channels: messagingSettings(app.config) };
    },
  );
};

export default messageAdminRoutes;
