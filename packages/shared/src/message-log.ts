import { z } from "zod";
import { MESSAGE_CHANNELS } from "./messaging";

/**
 * The staff console's view of SMS and WhatsApp messages (docs/product/phone-messages.md):
 * an order's message log with resend, and which provider each channel uses.
 */

export const MESSAGE_STATUSES = ["queued", "sent", "failed"] as const;

export const MessageLogEntry = z.object({
  _id: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  template: z.string(),
  /** The shopper's mobile number, 10 digits. */
  to: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number().int(),
  /** What the shopper reads; a one-time code is blanked once sent. */
  text: z.string(),
  providerMessageId: z.string().nullable(),
  providerAnswer: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** False once a secret (a one-time code) has been blanked: such a message cannot be sent again. */
  resendable: z.boolean(),
});
export type MessageLogEntryType = z.infer<typeof MessageLogEntry>;

export const OrderMessagesResponse = z.object({ messages: z.array(MessageLogEntry) });
export type OrderMessagesResponseType = z.infer<typeof OrderMessagesResponse>;

export const ResendMessageResponse = z.object({ message: MessageLogEntry });
export type ResendMessageResponseType = z.infer<typeof ResendMessageResponse>;

export const MessagingChannelSettings = z.object({
  channel: z.enum(MESSAGE_CHANNELS),
  provider: z.enum(["outbox", "msg91", "cloud"]),
  /** The provider as the owner reads it: "Outbox folder (no provider)", "MSG91", "WhatsApp Cloud API". */
  providerName: z.string(),
  /** SMS: the DLT sender id (header). */
  senderId: z.string().nullable(),
  /** WhatsApp: the business phone number's id at Meta, and the templates' language. */
  phoneNumberId: z.string().nullable(),
  language: z.string().nullable(),
  /** Each store template and the provider's id (MSG91) or name (WhatsApp) for it; null with the outbox folder. */
  templates: z.array(z.object({ template: z.string(), providerTemplate: z.string().nullable() })),
});
export type MessagingChannelSettingsType = z.infer<typeof MessagingChannelSettings>;

export const MessagingSettingsResponse = z.object({ channels: z.array(MessagingChannelSettings) });
export type MessagingSettingsResponseType = z.infer<typeof MessagingSettingsResponse>;

export const messageLogMessages = {
  heading: "Messages",
  empty: "No SMS or WhatsApp messages for this order yet.",
  resend: "Resend",
  resent: "A new copy is queued and will be sent shortly.",
  secretGone:
    "This message held a one-time code that the log no longer keeps, so it cannot be sent again. The shopper can ask for a new code.",
  messageNotFound: "Message not found.",
  orderNotFound: "Order not found.",
  ownerOnly: "Only the store's owner can see the message channels.",
  settingsHeading: "Messages",
  settingsIntro:
    "Which provider sends each channel, as set in the server's environment. Keys are never shown.",
  channelNames: { sms: "SMS", whatsapp: "WhatsApp" },
  statusNames: { queued: "Queued", sent: "Sent", failed: "Failed" },
} as const;
