import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import type { PaymentProvider } from "../../domains/checkout/provider";
import type { Mailer } from "../../mail/outbox";
import type { MessageOutbox } from "../../messaging/outbox";
import type { StaffNotifier } from "../../notifications/staff-notifier";

/** What the order lifecycle's steps need from the app. */
export interface LifecycleDeps {
  db: Db;
  provider: PaymentProvider;
  mailer: Mailer;
  /** SMS and WhatsApp order updates (docs/product/phone-messages.md). */
  messages: MessageOutbox;
  /** Signs the order links in messages (docs/decisions/300-signed-order-links-and-track-codes.md). */
  linkSecret: string;
  staffNotifier: StaffNotifier;
  log: FastifyBaseLogger;
  publicUrl: string;
}

export function lifecycleDeps(app: FastifyInstance): LifecycleDeps {
  return { db: app.db, provider: app.paymentProvider, mailer: app.mailer, messages: app.messages, linkSecret: app.config.jwtSecret, staffNotifier: app.staffNotifier, log: app.log, publicUrl: app.config.publicUrl };
}
