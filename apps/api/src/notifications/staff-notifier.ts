import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { StaffNotificationKind } from "@vayu/shared/staff-notifications";
import type { DbOrTx } from "../db/client";
import type { MailStore } from "../mail/layout";
import type { Mailer, QueuedMail } from "../mail/outbox";
import { staffNoticeEmail } from "./staff-mail";
import { staffDigestItems, staffNotificationDeliveries } from "./tables";

/**
 * Telling staff of what needs them (docs/decisions/186-staff-notifications.md). Workflows and
 * domains hand over a notice inside the transaction of the event it reports; this module
 * imports no domain, so any of them may call it.
 */

/** What happened, in words for staff, and where to see it in the console. */
export interface StaffNotice {
  kind: StaffNotificationKind;
  subject: string;
  lines: string[];
  /** The console's deep link, from the site root: `/admin?order=<id>`. */
  consolePath: string;
}

/** What the notifier reads of the store's settings, handed in by the app so this module imports no domain. */
export interface StaffNotifierConfig {
  /** The settings' `staffEmail` (ADMIN_EMAIL until the owner names one); empty sends nothing. */
  staffEmail: (db: DbOrTx) => Promise<string>;
  mailStore: (db: DbOrTx) => Promise<MailStore>;
  publicUrl: string;
}

/** The one place that says where staff e-mails go; null sends nothing. */
export async function staffNotificationAddress(
  db: DbOrTx,
  config: StaffNotifierConfig,
): Promise<string | null> {
  return (await config.staffEmail(db)) || null;
}

export async function deliveryOf(db: DbOrTx, kind: StaffNotificationKind) {
  const [row] = await db
    .select({ delivery: staffNotificationDeliveries.delivery })
    .from(staffNotificationDeliveries)
    .where(eq(staffNotificationDeliveries.kind, kind));
  return row?.delivery ?? "immediate";
}

const NOTHING_QUEUED: QueuedMail = { ids: [] };

export function createStaffNotifier(deps: {
  mailer: Mailer;
  log: FastifyBaseLogger;
  config: StaffNotifierConfig;
}) {
  const consoleUrl = (notice: StaffNotice) => `${deps.config.publicUrl}${notice.consolePath}`;
  return {
    config: deps.config,
    /**
     * Queues the notice in `tx`, the event's own transaction, as an e-mail or a digest line;
     * deliver what it answers after the commit. It runs in a savepoint and never throws: a
     * notice that cannot be written is logged, and the shopper's order, return or complaint
     * stands all the same.
     */
    async queue(tx: DbOrTx, notice: StaffNotice): Promise<QueuedMail> {
      try {
        return await tx.transaction(async (savepoint) => {
          const to = await staffNotificationAddress(savepoint, deps.config);
          if (!to) return NOTHING_QUEUED;
          if ((await deliveryOf(savepoint, notice.kind)) === "digest") {
            await savepoint
              .insert(staffDigestItems)
              .values({ kind: notice.kind, summary: notice.subject, link: consoleUrl(notice) });
            return NOTHING_QUEUED;
          }
          return deps.mailer.enqueue(savepoint, [
            staffNoticeEmail({
              to,
              subject: notice.subject,
              lines: notice.lines,
              url: consoleUrl(notice),
              store: await deps.config.mailStore(savepoint),
            }),
          ]);
        });
      } catch (error) {
        deps.log.error({ err: error, notice: notice.subject }, "staff notification not queued");
        return NOTHING_QUEUED;
      }
    },
  };
}

export type StaffNotifier = ReturnType<typeof createStaffNotifier>;
