import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import type { PaymentProvider } from "../../domains/checkout/provider";
import type { Mailer } from "../../mail/outbox";
import type { StaffNotifier } from "../../notifications/staff-notifier";

/** What the purchase workflow's steps need from the app. */
export interface PurchaseDeps {
  db: Db;
  provider: PaymentProvider;
  mailer: Mailer;
  staffNotifier: StaffNotifier;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** How long a checkout holds its stock. */
  reservationMs: number;
}

export function purchaseDeps(app: FastifyInstance): PurchaseDeps {
  return {
    db: app.db,
    provider: app.paymentProvider,
    mailer: app.mailer,
    staffNotifier: app.staffNotifier,
    log: app.log,
    publicUrl: app.config.publicUrl,
    reservationMs: app.config.reservationMinutes * 60_000,
  };
}
