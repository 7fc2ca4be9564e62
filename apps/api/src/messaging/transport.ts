import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { MessageChannel, MessageParams } from "@vayu/shared/messaging";

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
}

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
  };
}

/** The transport of each channel: for now every channel writes to the outbox folder. */
export function createMessageTransports(options: { dataDir: string; log: FastifyBaseLogger }): MessageTransports {
  return {
    sms: outboxFolderTransport("sms", options.dataDir, options.log),
    whatsapp: outboxFolderTransport("whatsapp", options.dataDir, options.log),
  };
}
