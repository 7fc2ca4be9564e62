import { and, inArray, isNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import type { Mailer } from "../../mail/outbox";
import type { FastifyBaseLogger } from "fastify";
import { userContacts } from "../accounts/index";
import { buyableProductIds, CATALOG_CHANGES_CHANNEL, hindiProductTitles, productTitles } from "../catalog/index";
import { mailLanguage } from "../../mail/language";
import { backInStockEmail } from "./mail";
import { stockAlerts } from "./tables";
import { signUnsubscribeToken } from "./unsubscribe-token";
import { currentMailStore } from "../settings/index";

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
 * one UPDATE ... WHERE notified_at IS NULL RETURNING, in the transaction that queues its
 * e-mail, so however many servers sweep at once each alert is claimed, and mailed, once,
 * and a server dying after the claim leaves the e-mail queued for another to send.
 */
export async function announceRestocks(deps: AnnounceDeps): Promise<number> {
  const queued = await deps.db.transaction(async (tx) => {
    const restocked = buyableProductIds(tx);
    const claimed = await tx
      .update(stockAlerts)
      .set({ notifiedAt: sql`now()` })
      .where(and(isNull(stockAlerts.notifiedAt), inArray(stockAlerts.productId, restocked)))
      .returning({ id: stockAlerts.id });
    if (claimed.length === 0) return { ids: [] };
    const alerts = await tx
      .select({ userId: stockAlerts.userId, productId: stockAlerts.productId })
      .from(stockAlerts)
      .where(
        inArray(
          stockAlerts.id,
          claimed.map((c) => c.id),
        ),
      );
    const [people, titles, hindi] = await Promise.all([
      userContacts(
        tx,
        alerts.map((a) => a.userId),
      ),
      productTitles(
        tx,
        alerts.map((a) => a.productId),
      ),
      hindiProductTitles(
        tx,
        alerts.map((a) => a.productId),
      ),
    ]);
    const byId = new Map(people.map((person) => [person._id, person]));
    const recipients = alerts.flatMap(({ userId, productId }) => {
      const person = byId.get(userId);
      const title = titles.get(productId);
      if (!person?.email || title === undefined) return [];
      // In the account's language, the product by its Hindi title where it has one (ADR 322).
      const language = mailLanguage(person.locale);
      return [{ userId, productId, title: (language.locale === "hi" && hindi.get(productId)) || title, email: person.email, name: person.name, language }];
    });
    const store = await currentMailStore(tx);
    const mails = await Promise.all(
      recipients.map(async (r) => {
        const token = await signUnsubscribeToken(
          { userId: r.userId, productId: r.productId },
          deps.jwtSecret,
        );
        return backInStockEmail({
          to: r.email,
          name: r.name,
          productTitle: r.title,
          productUrl: r.language.url(deps.publicUrl, `/product/${r.productId}`),
          unsubscribeUrl: r.language.url(deps.publicUrl, `/notify/unsubscribe?token=${encodeURIComponent(token)}`),
          store,
          language: r.language,
        });
      }),
    );
    return deps.mailer.enqueue(tx, mails);
  });
  await deps.mailer.deliver(queued);
  return queued.ids.length;
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
    () =>
      app.log.warn(
        "catalog changes can no longer be heard: back-in-stock e-mails wait for the minutely sweep",
      ),
    // Changes made while the connection was away were not heard: sweep now.
    () => void announce(),
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
