import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import type { PaymentProvider } from "../../domains/checkout/provider";
import type { Mailer } from "../../mail/outbox";
import type { StaffNotifier } from "../../notifications/staff-notifier";

/** What the order lifecycle's steps need from the app. */
export interface LifecycleDeps {
  db: Db;
  provider: PaymentProvider;
  mailer: Mailer;
  staffNotifier: StaffNotifier;
  log: FastifyBaseLogger;
  publicUrl: string;
}

export function lifecycleDeps(app: FastifyInstance): LifecycleDeps {
  return { db: app.db, provider: app.paymentProvider, mailer: app.mailer, staffNotifier: app.staffNotifier, log: app.log, publicUrl: app.config.publicUrl };
}
