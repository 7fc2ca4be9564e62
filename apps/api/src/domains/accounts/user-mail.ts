import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { DbOrTx } from "../../db/client";
import { mailLanguage, type MailLanguage } from "../../mail/language";
import type { MailMessage } from "../../mail/mailer";
import type { Mailer, QueuedMail } from "../../mail/outbox";
import { users } from "./tables";

/** The user an e-mail goes to, with their account's language (`users.locale`). */
export interface MailUser {
  email: string;
  name: string;
  language: MailLanguage;
}

export interface UserMailDeps {
  db: DbOrTx;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * Mails a user after the change it reports has been committed: a failure to send is
 * logged and never undoes that change.
 */
export async function mailUser(deps: UserMailDeps, userId: string, compose: (user: MailUser) => MailMessage | Promise<MailMessage>) {
  try {
    const [user] = await deps.db.select({ email: users.email, name: users.name, locale: users.locale }).from(users).where(eq(users.id, userId));
    // An account made with a mobile number may have no e-mail: nothing is mailed (docs/decisions/295-mobile-number-login.md).
    if (user?.email) await deps.mailer.send(await compose({ email: user.email, name: user.name, language: mailLanguage(user.locale) }));
  } catch (error) {
    deps.log.error({ err: error, userId }, "e-mail to a user failed");
  }
}

/**
 * Queues a user's e-mail inside the transaction of the change it reports, so the two
 * commit together; the caller delivers it after the commit (mail/outbox.ts).
 */
export async function queueUserMail(
  tx: DbOrTx,
  mailer: Mailer,
  userId: string,
  compose: (user: MailUser) => MailMessage | Promise<MailMessage>,
): Promise<QueuedMail> {
  const [user] = await tx.select({ email: users.email, name: users.name, locale: users.locale }).from(users).where(eq(users.id, userId));
  return mailer.enqueue(tx, user?.email ? [await compose({ email: user.email, name: user.name, language: mailLanguage(user.locale) })] : []);
}
