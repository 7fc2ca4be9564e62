/**
 * Text messages to shoppers' phones (docs/product/phone-messages.md): the channels and the templates
 * every SMS and WhatsApp message is made from. Providers send only approved templates (DLT in
 * India for SMS, Meta's templates for WhatsApp): a message is a template's name and its
 * parameters, and `text` is what the shopper reads.
 */

import type { Locale } from "./locale";

export const MESSAGE_CHANNELS = ["sms", "whatsapp"] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export type MessageParams = Record<string, string>;

export interface MessageTemplate {
  /** The parameters in the order the provider's approved template takes them. */
  params: readonly string[];
  /** Parameters that are secrets (a one-time code): blanked in the message log once sent. */
  secret?: readonly string[];
  text(params: MessageParams): string;
}

/**
 * The last line lets Android Chrome offer the code to the page that asked (WebOTP):
 * "@" the store's host, then "#" the code.
 */
const webOtpLine = (p: MessageParams) => `@${p.domain} #${p.code}`;

export const messageTemplates = {
  login_code: {
    params: ["code", "store", "domain"],
    secret: ["code"],
    text: (p) => `${p.code} is your ${p.store} login code. It expires in 10 minutes. Do not share it.\n\n${webOtpLine(p)}`,
  },
  close_account_code: {
    params: ["code", "store", "domain"],
    secret: ["code"],
    text: (p) =>
      `${p.code} is your code to delete your ${p.store} account. It expires in 10 minutes. If you did not ask for it, ignore this message.\n\n${webOtpLine(p)}`,
  },
  track_code: {
    params: ["code", "store", "order", "domain"],
    secret: ["code"],
    text: (p) => `${p.code} is your code to track ${p.store} order #${p.order}. It expires in 10 minutes.\n\n${webOtpLine(p)}`,
  },
  // Order updates (docs/product/phone-messages.md "Order updates"): the amount is written in
  // rupees ("₹1,499.00") and `link` is the signed link to the order (ADR 300).
  order_placed: {
    params: ["store", "order", "amount", "link"],
    text: (p) => `Your ${p.store} order #${p.order} of ${p.amount} is placed. Track it: ${p.link}`,
  },
  // Cash on delivery (docs/decisions/305-cod-confirmation.md): `link` is the answering link;
  // it opens the order with its Confirm and Cancel buttons, and only a button does anything.
  // One link, not one per answer: a signed link is ~250 characters and SMS bills by 153.
  order_cod_confirm: {
    params: ["store", "order", "amount", "hours", "link"],
    text: (p) => `Please confirm or cancel your ${p.store} cash-on-delivery order #${p.order} of ${p.amount}: ${p.link} Unconfirmed orders are cancelled after ${p.hours} hours.`,
  },
  order_cod_expired: {
    params: ["store", "order", "hours", "link"],
    text: (p) => `Your ${p.store} cash-on-delivery order #${p.order} was not confirmed within ${p.hours} hours, so it is cancelled. Nothing is due. Details: ${p.link}`,
  },
  order_shipped: {
    params: ["store", "order", "amount", "courier", "tracking", "link"],
    text: (p) => `Your ${p.store} order #${p.order} (${p.amount}) has shipped with ${p.courier}, tracking number ${p.tracking}. Track it: ${p.link}`,
  },
  order_out_for_delivery: {
    params: ["store", "order", "amount", "link"],
    text: (p) => `Your ${p.store} order #${p.order} (${p.amount}) is out for delivery today. Details: ${p.link}`,
  },
  order_delivered: {
    params: ["store", "order", "amount", "link"],
    text: (p) => `Your ${p.store} order #${p.order} (${p.amount}) has been delivered. Details: ${p.link}`,
  },
  order_refunded: {
    params: ["store", "order", "amount", "link"],
    text: (p) => `Your ${p.store} order #${p.order} is refunded: ${p.amount}. Banks usually show it in 5-7 working days. Details: ${p.link}`,
  },
} satisfies Record<string, MessageTemplate>;

/**
 * The same templates in Hindi, for shoppers whose order or account is in Hindi
 * (docs/decisions/322-hindi-messages.md). Each is its own approved template (a DLT template id
 * for SMS, a WhatsApp template `<name>_hi`), with the same parameters in the same order.
 * Devanagari SMS is Unicode: 70 characters in one part, 67 a part when longer.
 */
export const hindiMessageTexts: Record<MessageTemplateName, (p: MessageParams) => string> = {
  // The codes in two Unicode parts: "10 मिनट तक मान्य" (valid for 10 minutes) is the short way to say it.
  login_code: (p) => `${p.code} आपका ${p.store} लॉगिन कोड है। 10 मिनट तक मान्य। किसी को न बताएँ।\n\n${webOtpLine(p)}`,
  close_account_code: (p) => `${p.code} आपका ${p.store} अकाउंट हटाने का कोड है। 10 मिनट तक मान्य। न माँगा हो तो अनदेखा करें।\n\n${webOtpLine(p)}`,
  track_code: (p) => `${p.code} ${p.store} ऑर्डर #${p.order} ट्रैक करने का आपका कोड है। 10 मिनट तक मान्य।\n\n${webOtpLine(p)}`,
  order_placed: (p) => `आपका ${p.store} ऑर्डर #${p.order} (${p.amount}) मिल गया है। ट्रैक करें: ${p.link}`,
  order_cod_confirm: (p) =>
    `अपना ${p.store} कैश ऑन डिलीवरी ऑर्डर #${p.order} (${p.amount}) कन्फ़र्म या कैंसिल करें: ${p.link} ${p.hours} घंटे में कन्फ़र्म न होने पर ऑर्डर कैंसिल हो जाएगा।`,
  order_cod_expired: (p) =>
    `आपका ${p.store} कैश ऑन डिलीवरी ऑर्डर #${p.order} ${p.hours} घंटे में कन्फ़र्म न होने से कैंसिल हो गया है। कुछ भी देना बाकी नहीं। जानकारी: ${p.link}`,
  order_shipped: (p) =>
    `आपका ${p.store} ऑर्डर #${p.order} (${p.amount}) ${p.courier} से भेज दिया गया है, ट्रैकिंग नंबर ${p.tracking}। ट्रैक करें: ${p.link}`,
  order_out_for_delivery: (p) => `आपका ${p.store} ऑर्डर #${p.order} (${p.amount}) आज डिलीवरी के लिए निकल चुका है। जानकारी: ${p.link}`,
  order_delivered: (p) => `आपका ${p.store} ऑर्डर #${p.order} (${p.amount}) डिलीवर हो गया है। जानकारी: ${p.link}`,
  order_refunded: (p) =>
    `आपके ${p.store} ऑर्डर #${p.order} का ${p.amount} रिफ़ंड हो गया है। बैंक में यह आम तौर पर 5-7 कामकाजी दिनों में दिखता है। जानकारी: ${p.link}`,
};

/** The order steps a shopper hears about on their phone, by template. */
export const ORDER_MESSAGE_TEMPLATES = ["order_cod_confirm", "order_cod_expired", "order_placed", "order_shipped", "order_out_for_delivery", "order_delivered", "order_refunded"] as const;
export type OrderMessageTemplate = (typeof ORDER_MESSAGE_TEMPLATES)[number];

export type MessageTemplateName = keyof typeof messageTemplates;

/** The Hindi template of a name: `order_placed_hi`, as the provider has it approved. */
const HINDI = "_hi";
/** A template as a message is sent: its English name, or the Hindi template's (`order_placed_hi`). */
export type MessageTemplateKey = MessageTemplateName | `${MessageTemplateName}${typeof HINDI}`;

/** The template of `name` in `locale`. */
export const templateKey = (name: MessageTemplateName, locale: Locale): MessageTemplateKey => (locale === "hi" ? `${name}${HINDI}` : name);

/** The name and language of a template key; null for a name that is no template. */
export function parseTemplateKey(key: string): { name: MessageTemplateName; locale: Locale } | null {
  const hindi = key.endsWith(HINDI);
  const name = hindi ? key.slice(0, -HINDI.length) : key;
  return name in messageTemplates ? { name: name as MessageTemplateName, locale: hindi ? "hi" : "en" } : null;
}

/** Every template key: the English templates, then the Hindi ones. */
export const templateKeys: readonly MessageTemplateKey[] = (["en", "hi"] as const).flatMap((locale) =>
  (Object.keys(messageTemplates) as MessageTemplateName[]).map((name) => templateKey(name, locale)),
);

function templateOf(key: string): { name: MessageTemplateName; locale: Locale } {
  const parsed = parseTemplateKey(key);
  if (!parsed) throw new Error(`${key} is not a message template`);
  return parsed;
}

/** The text of a template (`order_placed` or `order_placed_hi`) with its parameters. */
export function messageText(template: MessageTemplateKey, params: MessageParams): string {
  const { name, locale } = templateOf(template);
  const definition: MessageTemplate = messageTemplates[name];
  const missing = definition.params.filter((param) => params[param] === undefined);
  if (missing.length > 0) throw new Error(`message ${template} lacks ${missing.join(", ")}`);
  return locale === "hi" ? hindiMessageTexts[name](params) : definition.text(params);
}

/** The parameters as the log keeps them once sent: secrets blanked. */
export function loggedParams(template: MessageTemplateKey, params: MessageParams): MessageParams {
  const secret = (messageTemplates[templateOf(template).name] as MessageTemplate).secret ?? [];
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, secret.includes(name) ? "******" : value]));
}

/**
 * How many parts an SMS of `text` is billed as: GSM-7 text 160 characters alone, 153 a part;
 * anything else (Devanagari) is UCS-2, 70 alone, 67 a part (counted in UTF-16 units).
 */
export function smsParts(text: string): number {
  // The GSM 03.38 basic set, near enough for the store's texts (₹ is not in it).
  const gsm = /^[A-Za-z0-9 \n\r@£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà^{}\\[~\]|€]*$/.test(text);
  const [single, part] = gsm ? [160, 153] : [70, 67];
  return text.length <= single ? 1 : Math.ceil(text.length / part);
}
