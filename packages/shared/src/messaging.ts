/**
 * Text messages to shoppers' phones (docs/product/phone-messages.md): the channels and the templates
 * every SMS and WhatsApp message is made from. Providers send only approved templates (DLT in
 * India for SMS, Meta's templates for WhatsApp): a message is a template's name and its
 * parameters, and `text` is what the shopper reads.
 */

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

/** The order steps a shopper hears about on their phone, by template. */
export const ORDER_MESSAGE_TEMPLATES = ["order_cod_confirm", "order_cod_expired", "order_placed", "order_shipped", "order_out_for_delivery", "order_delivered", "order_refunded"] as const;
export type OrderMessageTemplate = (typeof ORDER_MESSAGE_TEMPLATES)[number];

export type MessageTemplateName = keyof typeof messageTemplates;

/** The text of a template with its parameters. */
export function messageText(template: MessageTemplateName, params: MessageParams): string {
  const definition: MessageTemplate = messageTemplates[template];
  const missing = definition.params.filter((name) => params[name] === undefined);
  if (missing.length > 0) throw new Error(`message ${template} lacks ${missing.join(", ")}`);
  return definition.text(params);
}

/** The parameters as the log keeps them once sent: secrets blanked. */
export function loggedParams(template: MessageTemplateName, params: MessageParams): MessageParams {
  const secret = (messageTemplates[template] as MessageTemplate).secret ?? [];
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, secret.includes(name) ? "******" : value]));
}
