import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import type { PaymentProvider } from "../../domains/checkout/provider";
import type { Mailer } from "../../mail/outbox";

/** What the order lifecycle's steps need from the app. */
export interface LifecycleDeps {
  db: Db;
  provider: PaymentProvider;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

export function lifecycleDeps(app: FastifyInstance): LifecycleDeps {
  return { db: app.db, provider: app.paymentProvider, mailer: app.mailer, log: app.log, publicUrl: app.config.publicUrl };
}
