import { z } from "zod";
import { normalizeEmail } from "./accounts";
import { messages } from "./messages";
import { normalizeMobile } from "./mobile";
import { ORDER_STATUSES } from "./orders";

/**
 * Following an order without logging in (issue 31, docs/decisions/300-signed-order-links-and-track-codes.md):
 * the /track form, its one-time code, the signed link in order messages, and the
 * read-only view both open.
 */

/** How long a track code lives, and how many wrong tries it takes. */
export const TRACK_CODE_TTL_MINUTES = 10;
export const TRACK_CODE_MAX_TRIES = 5;
/** How long a signed order link opens its order. */
export const ORDER_LINK_TTL_DAYS = 30;

const orderNumber = z.coerce
  .number({ error: messages.track.orderNumberInvalid })
  .int({ error: messages.track.orderNumberInvalid })
  .positive({ error: messages.track.orderNumberInvalid })
  .max(2_000_000_000, { error: messages.track.orderNumberInvalid });

/** The mobile number (any way it is written) or e-mail on the order. */
export type TrackContact = { kind: "phone"; phone: string } | { kind: "email"; email: string };

/** Reads what the shopper typed as a 10-digit number or an e-mail; null for neither. */
export function trackContact(value: string): TrackContact | null {
  const trimmed = value.trim();
  if (trimmed.includes("@")) {
    const email = normalizeEmail(trimmed);
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? { kind: "email", email } : null;
  }
  const phone = normalizeMobile(trimmed);
  return /^[6-9]\d{9}$/.test(phone) ? { kind: "phone", phone } : null;
}

const contact = z
  .string({ error: messages.track.contactInvalid })
  .trim()
  .min(1, { error: messages.track.contactInvalid })
  .max(254, { error: messages.track.contactInvalid })
  .refine((value) => trackContact(value) !== null, { error: messages.track.contactInvalid });

/** POST /track/request */
export const TrackRequestBody = z.object({ orderNumber, contact });
export type TrackRequestBodyType = z.infer<typeof TrackRequestBody>;

/** POST /track/verify */
export const TrackVerifyBody = z.object({
  orderNumber,
  contact,
  code: z
    .string({ error: messages.track.codeInvalid })
    .trim()
    .regex(/^\d{6}$/, { error: messages.track.codeInvalid }),
});
export type TrackVerifyBodyType = z.infer<typeof TrackVerifyBody>;

/**
 * The read-only view of one order: what the tracking page shows and nothing else of the
 * account (no name, street, e-mail or phone). Amounts in rupees.
 */
export const TrackedOrder = z.object({
  number: z.number(),
  status: z.enum(ORDER_STATUSES),
  placedAt: z.string(),
  /** Each step with its date (ISO), oldest first. */
  timeline: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string() })),
  items: z.array(z.object({ title: z.string(), quantity: z.number() })),
  amounts: z.object({ subtotal: z.number(), discount: z.number(), shipping: z.number(), codCharge: z.number(), total: z.number() }),
  paymentType: z.enum(["Online", "COD"]),
  tracking: z.object({ courier: z.string(), number: z.string(), url: z.string().nullable() }).nullable(),
  /** The last day of the promised window (YYYY-MM-DD), while the order is on its way. */
  expectedBy: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  city: z.string(),
  pincode: z.string(),
  /**
   * Present when a COD confirmation message's link opened an order still awaiting
   * confirmation: the id its Confirm and Cancel buttons post to, with the same link
   * (docs/decisions/305-cod-confirmation.md).
   */
  answer: z.object({ orderId: z.string() }).optional(),
});
export type TrackedOrderType = z.infer<typeof TrackedOrder>;

export const TrackedOrderResponse = z.object({ order: TrackedOrder });
export type TrackedOrderResponseType = z.infer<typeof TrackedOrderResponse>;

/** GET/PUT /account/message-preferences: order updates by SMS (on unless turned off) and WhatsApp (only once opted in). */
export const MessagePreferences = z.object({
  sms: z.boolean(),
  whatsapp: z.boolean(),
  /** When the shopper opted in to WhatsApp (ISO), else null. */
  whatsappOptedInAt: z.string().nullable(),
});
export type MessagePreferencesType = z.infer<typeof MessagePreferences>;

export const MessagePreferencesBody = z.object({
  sms: z.boolean({ error: messages.track.preferenceInvalid }),
  whatsapp: z.boolean({ error: messages.track.preferenceInvalid }),
});
export type MessagePreferencesBodyType = z.infer<typeof MessagePreferencesBody>;

export const MessagePreferencesResponse = z.object({ preferences: MessagePreferences });
export type MessagePreferencesResponseType = z.infer<typeof MessagePreferencesResponse>;
