import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import type { Mailer } from "../../mail/mailer";
import type { FastifyBaseLogger } from "fastify";
import { users } from "../accounts/tables";
import { CATALOG_CHANGES_CHANNEL } from "../catalog/public-reads";
import { buyableStockSql } from "../catalog/stock";
import { products } from "../catalog/tables";
import { backInStockEmail } from "./mail";
import { stockAlerts } from "./tables";
import { signUnsubscribeToken } from "./unsubscribe-token";

declare module "fastify" {
  interface FastifyInstance {
    stockAlerts: { announce(): Promise<void> };
  }
}

export interface AnnounceDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  jwtSecret: string;
}

/** A hold running out makes stock buyable again without any write to hear of: looked for this often. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Sends the back-in-stock e-mail of every pending alert whose product can be bought again
 * (docs/decisions/172-back-in-stock.md). Each alert is claimed by setting `notified_at` in
 * one UPDATE ... WHERE notified_at IS NULL RETURNING, so however many servers sweep at
 * once, each alert is claimed, and mailed, once. A send that fails gives its claim back for
 * the next sweep.
 */
export async function announceRestocks(deps: AnnounceDeps): Promise<number> {
  const restocked = deps.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.active, true), gt(buyableStockSql(), 0)));
  const claimed = await deps.db
    .update(stockAlerts)
    .set({ notifiedAt: sql`now()` })
    .where(and(isNull(stockAlerts.notifiedAt), inArray(stockAlerts.productId, restocked)))
    .returning({ id: stockAlerts.id });
  if (claimed.length === 0) return 0;
  const recipients = await deps.db
    .select({ id: stockAlerts.id, userId: users.id, email: users.email, name: users.name, productId: products.id, title: products.title })
    .from(stockAlerts)
    .innerJoin(users, eq(users.id, stockAlerts.userId))
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(inArray(stockAlerts.id, claimed.map((c) => c.id)));
  let sent = 0;
  for (const r of recipients) {
    try {
      const token = await signUnsubscribeToken({ userId: r.userId, productId: r.productId }, deps.jwtSecret);
      await deps.mailer.send(
        backInStockEmail({
          to: r.email,
          name: r.name,
          productTitle: r.title,
          productUrl: `${deps.publicUrl}/product/${r.productId}`,
          unsubscribeUrl: `${deps.publicUrl}/notify/unsubscribe?token=${encodeURIComponent(token)}`,
        }),
      );
      sent++;
    } catch (error) {
      await deps.db.update(stockAlerts).set({ notifiedAt: null }).where(eq(stockAlerts.id, r.id));
      deps.log.error({ err: error, stockAlertId: r.id }, "back-in-stock e-mail failed; it will be tried again");
    }
  }
  return sent;
}

/**
 * Sweeps on every catalog change (products and stock holds notify CATALOG_CHANGES_CHANNEL,
 * whoever wrote them: staff, a cancelled or returned order, a released hold), at start and
 * every minute. `announce()` answers once a sweep that began after the call has finished.
 */
export async function registerStockAlerts(app: FastifyInstance) {
  const deps = (): AnnounceDeps => ({
    db: app.db,
    mailer: app.mailer,
    log: app.log,
    publicUrl: app.config.publicUrl,
    jwtSecret: app.config.jwtSecret,
  });
  let current: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const sweep = () =>
    announceRestocks(deps())
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, "back-in-stock sweep failed"));
  const announce = (): Promise<void> => {
    if (!current) {
      current = sweep().finally(() => (current = undefined));
      return current;
    }
    // One sweep at a time; calls made meanwhile share the one sweep that follows it.
    next ??= current.then(() => {
      next = undefined;
      return announce();
    });
    return next;
  };
  app.decorate("stockAlerts", { announce });

  const stopListening = await app.database.listen(
    CATALOG_CHANGES_CHANNEL,
    () => void announce(),
    () => app.log.warn("catalog changes can no longer be heard: back-in-stock e-mails wait for the minutely sweep"),
  );
  const timer = setInterval(() => void announce(), SWEEP_EVERY_MS);
  timer.unref();
  app.addHook("onReady", async () => void announce());
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await stopListening();
    await next;
    await current;
  });
}
