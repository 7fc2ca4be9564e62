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
  track_code: {
    params: ["code", "store", "order", "domain"],
    secret: ["code"],
    text: (p) => `${p.code} is your code to track ${p.store} order #${p.order}. It expires in 10 minutes.\n\n${webOtpLine(p)}`,
  },
} satisfies Record<string, MessageTemplate>;

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
