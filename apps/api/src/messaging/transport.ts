import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { messageTemplates, parseTemplateKey, type MessageChannel, type MessageParams, type MessageTemplate, type MessageTemplateKey } from "@vayu/shared/messaging";
import type { SmsConfig, WhatsAppConfig } from "../config";

/** A message as a provider is handed it. */
export interface OutgoingMessage {
  channel: MessageChannel;
  /** 10 digits; a provider adds the country code it wants. */
  to: string;
  template: string;
  params: MessageParams;
  text: string;
}

/** What the provider answered a message it took: its id for the message, and its answer as the log keeps it. */
export interface ProviderReceipt {
  id: string;
  answer: string;
}

/** Hands a message to one channel's provider; throws when the provider does not take it (the outbox retries). */
export interface MessageTransport {
  send(message: OutgoingMessage): Promise<ProviderReceipt>;
  /** Whether the provider has the template approved: the Hindi ones only when configured (ADR 322). */
  has(template: MessageTemplateKey): boolean;
}

/** The parameters of a template (`order_placed` or `order_placed_hi`) in the order the provider takes them. */
const templateParams = (template: string, params: MessageParams) => {
  const name = parseTemplateKey(template)?.name;
  const definition: MessageTemplate | undefined = name ? (messageTemplates as Record<string, MessageTemplate>)[name] : undefined;
  return definition?.params ?? Object.keys(params);
};

export type MessageTransports = Record<MessageChannel, MessageTransport>;

/**
 * The offline provider of a channel: each message becomes one JSON file in
 * `DATA_DIR/outbox/<channel>/` (`{ to, template, text, params, ... }`), so the store runs and
 * is tested with no account anywhere (docs/product/phone-messages.md).
 */
export function outboxFolderTransport(channel: MessageChannel, dataDir: string, log: FastifyBaseLogger): MessageTransport {
  const folder = path.join(dataDir, "outbox", channel);
  return {
    async send(message) {
      await mkdir(folder, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.json`;
      const file = path.join(folder, name);
      const body = { to: `+91${message.to}`, channel, template: message.template, text: message.text, params: message.params };
      // Written aside, then renamed: whoever watches the outbox only ever sees whole messages.
      await writeFile(`${file}.part`, `${JSON.stringify(body, null, 2)}\n`);
      await rename(`${file}.part`, file);
      log.info({ channel, template: message.template, file }, "message written to outbox");
      return { id: name, answer: `written to ${path.join("outbox", channel, name)}` };
    },
    has: () => true,
  };
}

/**
 * The provider refused the message for good (a bad template, an invalid number): sending it
 * again cannot succeed, so the outbox marks it failed at once (docs/decisions/290-sms-and-whatsapp-providers.md).
 * Any other error (the provider down, 429, 5xx, a refused key the operator can fix) is retried.
 */
export class PermanentMessageError extends Error {
  readonly permanent = true;
}

export const isPermanentMessageError = (error: unknown): error is PermanentMessageError => error instanceof PermanentMessageError;

/** How long a provider has to answer before the attempt counts as failed (and is retried). */
const PROVIDER_TIMEOUT_MS = 15_000;

interface ProviderAnswer {
  status: number;
  body: unknown;
  text: string;
}

async function postJson(url: string, headers: Record<string, string>, body: unknown, provider: string): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    // The URL carries no key (keys travel in headers), so the cause can be logged as it is.
    throw new Error(`${provider} could not be reached: ${(error as Error).message}`, { cause: error });
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, body: parsed, text: text.slice(0, 300) };
}

const record = (value: unknown): Record<string, unknown> => (value && typeof value === "object" ? (value as Record<string, unknown>) : {});

/**
 * Whether a refused request may succeed later: 429 and 5xx (the provider busy or down) and
 * 401/403 (a key or IP allow-list the operator can fix) are retried; any other 4xx is the
 * message itself (template, number, parameters) and fails at once.
 */
const retryable = (status: number) => status === 429 || status >= 500 || status === 401 || status === 403;

/**
 * MSG91's Flow API (transactional SMS in India): `POST /api/v5/flow` with the `authkey`
 * header, the MSG91 template id that carries the DLT template id, the 6-letter DLT sender id
 * and one recipient with the template's variables by name (docs/product/phone-messages.md).
 * It answers `{ "type": "success", "message": "<request id>" }`, or `{ "type": "error", "message": ... }`.
 */
export function msg91Transport(config: Extract<SmsConfig, { provider: "msg91" }>, log: FastifyBaseLogger): MessageTransport {
  return {
    async send(message) {
      const templateId = config.templateIds[message.template];
      if (!templateId) throw new PermanentMessageError(`MSG91 has no template id for ${message.template} (MSG91_TEMPLATE_IDS)`);
      const variables = Object.fromEntries(templateParams(message.template, message.params).map((name) => [name, message.params[name] ?? ""]));
      const answer = await postJson(
        `${config.baseUrl}/api/v5/flow`,
        { authkey: config.authKey },
        { template_id: templateId, sender: config.senderId, short_url: "0", recipients: [{ mobiles: `91${message.to}`, ...variables }] },
        "MSG91",
      );
      const body = record(answer.body);
      const said = typeof body.message === "string" ? body.message : answer.text;
      if (answer.status >= 200 && answer.status < 300 && body.type === "success" && typeof body.message === "string") {
        log.info({ channel: "sms", provider: "msg91", template: message.template, requestId: body.message }, "SMS handed to MSG91");
        return { id: body.message, answer: `MSG91 accepted (request ${body.message})` };
      }
      const error = `MSG91 answered ${answer.status}: ${said}`;
      // MSG91 also answers some refusals with 200 and type "error": the message itself is wrong.
      if (retryable(answer.status)) throw new Error(error);
      throw new PermanentMessageError(error);
    },
    has: (template) => Boolean(config.templateIds[template]),
  };
}

/**
 * The WhatsApp Business Cloud API: `POST /<version>/<phone-number-id>/messages` with a Bearer
 * token, sending the approved template of the same name in the configured language, its body
 * parameters in the template's order. It answers `{ messages: [{ id: "wamid..." }] }`, or
 * `{ error: { message, type, code, error_data: { details }, fbtrace_id } }`.
 */
export function whatsAppCloudTransport(config: Extract<WhatsAppConfig, { provider: "cloud" }>, log: FastifyBaseLogger): MessageTransport {
  return {
    async send(message) {
      const names = templateParams(message.template, message.params);
      const hindi = parseTemplateKey(message.template)?.locale === "hi";
      const answer = await postJson(
        `${config.baseUrl}/${config.apiVersion}/${config.phoneNumberId}/messages`,
        { authorization: `Bearer ${config.token}` },
        {
          messaging_product: "whatsapp",
          recipient_type: "individual",
          to: `91${message.to}`,
          type: "template",
          template: {
            name: message.template,
            language: { code: hindi && config.languageHi ? config.languageHi : config.language },
            components: [{ type: "body", parameters: names.map((name) => ({ type: "text", text: message.params[name] ?? "" })) }],
          },
        },
        "WhatsApp",
      );
      const body = record(answer.body);
      const [first] = Array.isArray(body.messages) ? (body.messages as unknown[]) : [];
      const id = record(first).id;
      if (answer.status >= 200 && answer.status < 300 && typeof id === "string") {
        const status = record(first).message_status;
        log.info({ channel: "whatsapp", provider: "cloud", template: message.template, messageId: id }, "WhatsApp message handed to Meta");
        return { id, answer: `WhatsApp accepted${typeof status === "string" ? ` (${status})` : ""}` };
      }
      const error = record(body.error);
      const details = record(error.error_data).details;
      const said =
        typeof error.message === "string"
          ? `${error.message}${typeof error.code === "number" ? ` (code ${error.code})` : ""}${typeof details === "string" ? `: ${details}` : ""}`
          : answer.text;
      const text = `WhatsApp answered ${answer.status}: ${said}`;
      // 130429 and 131056 are Meta's rate limits (throughput, pair rate), sent with 400: retried as 429 is.
      const rateLimited = error.code === 130429 || error.code === 131056 || error.code === 4 || error.code === 80007;
      if (retryable(answer.status) || rateLimited || answer.status < 400) throw new Error(text);
      throw new PermanentMessageError(text);
    },
    // A Hindi template (`order_placed_hi`) once WHATSAPP_LANGUAGE_HI says Meta approved them.
    has: (template) => parseTemplateKey(template)?.locale !== "hi" || config.languageHi !== undefined,
  };
}

/** The transport of each channel, as the config chooses: the outbox folder unless a provider is set. */
export function createMessageTransports(options: { dataDir: string; log: FastifyBaseLogger; sms?: SmsConfig; whatsapp?: WhatsAppConfig }): MessageTransports {
  return {
    sms: options.sms?.provider === "msg91" ? msg91Transport(options.sms, options.log) : outboxFolderTransport("sms", options.dataDir, options.log),
    whatsapp: options.whatsapp?.provider === "cloud" ? whatsAppCloudTransport(options.whatsapp, options.log) : outboxFolderTransport("whatsapp", options.dataDir, options.log),
  };
}
