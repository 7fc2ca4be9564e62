import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Links worth logging when mail goes to the outbox (the reset link, say). */
  links?: string[];
}

/** Hands a message to the mail server (or the outbox folder); the store sends through mail/outbox.ts. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

/** A dead SMTP server must not hold a send for nodemailer's default hour. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/**
 * SMTP when `SMTP_URL` is set; otherwise every message becomes an `.eml` file in
 * `DATA_DIR/outbox/` and its subject and links are logged (docs/product/platform.md "E-mail").
 */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): MailTransport {
  const envelope = (message: MailMessage) => ({
    from: options.from,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
  });

  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(message) {
        const info = await transport.sendMail(envelope(message));
        // Links are left out: through SMTP they are secrets meant for the recipient only.
        options.log.info(
          { to: message.to, subject: message.subject, messageId: info.messageId },
          "mail sent",
        );
      },
    };
  }

  const outbox = path.join(options.dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail(envelope(message));
      await mkdir(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`,
      );
      // Written aside, then renamed: whoever watches the outbox only ever sees whole messages.
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
      options.log.info(
        { to: message.to, subject: message.subject, links: message.links ?? [], file },
        "mail written to outbox",
      );
    },
  };
}
