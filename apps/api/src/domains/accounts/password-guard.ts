import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { normalizeEmail } from "@vayu/shared/accounts";
import { WrongPassword } from "../../http/errors";
import { staffNoticeEmail } from "../../notifications/staff-mail";
import { staffNotificationAddress } from "../../notifications/staff-notifier";
import { users } from "./tables";

/**
 * Runs a password check of `account` (an e-mail address) for the request's client under the
 * login throttle (./login-throttle.ts): refused or slowed before it, a wrong password
 * counted after it, the right one never. Login, the account page's current password and
 * closing an account all pass through here.
 */
export async function guardPasswordCheck<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  account: string,
  check: () => Promise<T>,
): Promise<T> {
  const throttle = app.loginThrottle;
  await throttle.beforeCheck(account, request.ip);
  let result: T;
  try {
    result = await check();
  } catch (error) {
    if (error instanceof WrongPassword) {
      const report = await throttle.failed(account, request.ip);
      if (report.alert) alertStaffInBackground(app, account, report.accountFailures);
    }
    throw error;
  }
  await throttle.succeeded(account, request.ip);
  return result;
}

/**
 * A staff account seeing a burst of failures: the owner hears of it at once (at the staff
 * notification address), whatever the digest settings. Never delays or fails the answer.
 */
function alertStaffInBackground(app: FastifyInstance, account: string, failures: number) {
  void (async () => {
    const email = normalizeEmail(account);
    const [user] = await app.db.select({ role: users.role }).from(users).where(eq(users.email, email));
    if (!user || user.role === "shopper") return;
    const to = await staffNotificationAddress(app.db, app.staffNotifier.config);
    if (!to) return;
    const minutes = Math.round(app.loginThrottle.policy.slowdown.windowMs / 60_000);
    await app.mailer.send(
      staffNoticeEmail({
        to,
        subject: `Failed sign-ins to the staff account ${email}`,
        lines: [
          `${failures} wrong passwords were tried for the staff account ${email} in the last ${minutes} minutes.`,
          "Each address that keeps failing is refused, and every further try is slowed down; the right password still works.",
          "If this was not one of your staff, consider changing that account's password.",
        ],
        url: `${app.config.publicUrl}/admin`,
        store: await app.staffNotifier.config.mailStore(app.db),
      }),
    );
  })().catch((error: unknown) => app.log.error({ err: error }, "staff sign-in alert failed"));
}
