import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { DbOrTx } from "../../db/client";
import type { MailMessage, Mailer } from "../../mail/mailer";
import { users } from "./tables";

export interface UserMailDeps {
  db: DbOrTx;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * Mails a user after the change it reports has been committed: a failure to send is
 * logged and never undoes that change.
 */
export async function mailUser(deps: UserMailDeps, userId: string, compose: (user: { email: string; name: string }) => MailMessage | Promise<MailMessage>) {
  try {
    const [user] = await deps.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
    if (user) await deps.mailer.send(await compose(user));
  } catch (error) {
    deps.log.error({ err: error, userId }, "e-mail to a user failed");
  }
}
