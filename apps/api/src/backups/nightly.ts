import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { runEvery } from "../jobs/run-every";
import { staffNoticeEmail } from "../notifications/staff-mail";
import { staffNotificationAddress } from "../notifications/staff-notifier";
import { takeBackup } from "./backup";
import { backupRuns } from "./tables";

/**
 * The store's own nightly backup (docs/decisions/235-backups.md): when BACKUP_DIR is set,
 * every instance looks every five minutes; from BACKUP_TIME (India time, 02:30 by default)
 * the first to claim the India day's row in `backup_runs` takes the backup into BACKUP_DIR
 * and keeps the newest BACKUP_KEEP. A failure is logged and e-mailed to staff at once, and
 * the day is tried again an hour later, three times at most.
 */
const IST_OFFSET_MS = 330 * 60_000;
const LOOK_EVERY_MS = 5 * 60_000;
const MAX_ATTEMPTS = 3;

type App = Pick<FastifyInstance, "config" | "db" | "database" | "log" | "mailer" | "staffNotifier">;

/** The India day whose backup is due at `now`, or undefined before BACKUP_TIME. */
export function dueDay(now: Date, timeIst: string): string | undefined {
  const clock = new Date(now.getTime() + IST_OFFSET_MS);
  const [hours, minutes] = timeIst.split(":").map(Number) as [number, number];
  if (clock.getUTCHours() * 60 + clock.getUTCMinutes() < hours * 60 + minutes) return undefined;
  return clock.toISOString().slice(0, 10);
}

/** Claims the day's backup for this instance: a new day, or an attempt that failed or was abandoned an hour ago. */
async function claim(app: App, day: string): Promise<boolean> {
  const claimed = await app.db
    .insert(backupRuns)
    .values({ day })
    .onConflictDoUpdate({
      target: backupRuns.day,
      set: { startedAt: sql`now()`, attempts: sql`${backupRuns.attempts} + 1`, error: null },
      setWhere: and(
        isNull(backupRuns.finishedAt),
        lt(backupRuns.startedAt, sql`now() - interval '1 hour'`),
        lt(backupRuns.attempts, MAX_ATTEMPTS),
      ),
    })
    .returning({ attempts: backupRuns.attempts });
  return claimed.length > 0;
}

/** Takes the day's backup if it is due and nobody has; answers its path, or undefined when there was nothing to do. */
export async function nightlyBackup(app: App, now = new Date()): Promise<string | undefined> {
  const { dir, keep, timeIst } = app.config.backup;
  if (!dir) return undefined;
  const day = dueDay(now, timeIst);
  if (!day || !(await claim(app, day))) return undefined;
  try {
    const made = await takeBackup({ config: app.config, to: dir, keep, live: app.database, now });
    await app.db.update(backupRuns).set({ finishedAt: sql`now()`, path: made }).where(eq(backupRuns.day, day));
    app.log.info({ backup: made }, "nightly backup written");
    return made;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    app.log.error({ err: error, backupDir: dir }, "the nightly backup failed");
    await app.db.update(backupRuns).set({ error: reason }).where(eq(backupRuns.day, day)).catch(() => undefined);
    await tellStaff(app, day, reason).catch((notified: unknown) => app.log.error({ err: notified }, "staff could not be told the nightly backup failed"));
    return undefined;
  }
}

/** At once, whatever the owner chose for other staff e-mails: a store without backups must not wait for a digest. */
async function tellStaff(app: App, day: string, reason: string) {
  const config = app.staffNotifier.config;
  const to = await staffNotificationAddress(app.db, config);
  if (!to) return;
  const queued = await app.mailer.enqueue(app.db, [
    staffNoticeEmail({
      to,
      subject: `The store's nightly backup failed (${day})`,
      lines: [
        `The backup into ${app.config.backup.dir} could not be written: ${reason}`,
        "The store keeps selling, and tries again in an hour (three times a night at most). Until a backup is written, the last good one is older than a day.",
        'Check the folder (is the disk full? may the store write there?) and the store\'s log; docs/deploy.md "Backups" says how to take one by hand.',
      ],
      url: `${config.publicUrl}/admin`,
      store: await config.mailStore(app.db),
    }),
  ]);
  await app.mailer.deliver(queued);
}

export function scheduleNightlyBackup(app: FastifyInstance) {
  if (!app.config.backup.dir) return;
  runEvery(app, { everyMs: LOOK_EVERY_MS, failure: "the nightly backup check failed" }, () => nightlyBackup(app));
}
