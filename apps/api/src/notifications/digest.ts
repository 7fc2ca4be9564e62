import { lte } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import { runEvery } from "../jobs/run-every";
import { staffDigestEmail } from "./staff-mail";
import { staffNotificationAddress, type StaffNotifier } from "./staff-notifier";
import { staffDigestItems, staffDigestRuns } from "./tables";

/** The digest goes at 8 am in India, when the shop opens. */
export const DIGEST_HOUR_IST = 8;
const IST_OFFSET_MS = 330 * 60_000;
const LOOK_EVERY_MS = 10 * 60_000;

const indiaClock = (now: Date) => new Date(now.getTime() + IST_OFFSET_MS);

/**
 * Sends the day's digest of every waiting event, once across instances: the first to insert
 * the India day's row in `staff_digest_runs` takes the waiting items and queues the e-mail in
 * that same transaction; any other finds the row and does nothing. Answers how many events it
 * carried (0 before 8 am, or when another instance sent it).
 */
export async function sendStaffDigest(
  deps: { db: Db; notifier: StaffNotifier; mailer: FastifyInstance["mailer"] },
  now = new Date(),
): Promise<number> {
  const clock = indiaClock(now);
  if (clock.getUTCHours() < DIGEST_HOUR_IST) return 0;
  const day = clock.toISOString().slice(0, 10);
  const { queued, count } = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx.insert(staffDigestRuns).values({ day }).onConflictDoNothing().returning();
    if (!claimed) return { queued: undefined, count: 0 };
    const items = await tx.delete(staffDigestItems).where(lte(staffDigestItems.createdAt, now)).returning();
    const to = await staffNotificationAddress(tx, deps.notifier.config);
    if (!to || items.length === 0) return { queued: undefined, count: 0 };
    items.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    return {
      queued: await deps.mailer.enqueue(tx, [
        staffDigestEmail({ to, day, items, store: await deps.notifier.config.mailStore(tx) }),
      ]),
      count: items.length,
    };
  });
  if (queued) await deps.mailer.deliver(queued);
  return count;
}

/** Every instance looks every 10 minutes; the day's row makes sure one of them sends. */
export function scheduleStaffDigest(app: FastifyInstance, notifier: StaffNotifier) {
  runEvery(app, { everyMs: LOOK_EVERY_MS, failure: "sending the staff digest failed" }, () =>
    sendStaffDigest({ db: app.db, notifier, mailer: app.mailer }),
  );
}
