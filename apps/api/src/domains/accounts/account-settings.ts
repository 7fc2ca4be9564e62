import { eq, sql } from "drizzle-orm";
import type { ChangePasswordBodyType } from "@vayu/shared/account";
import { messages } from "@vayu/shared/messages";
import type { Db, DbOrTx } from "../../db/client";
import { WrongPassword } from "../../http/errors";
import { hashNewPassword, verifyPassword } from "./passwords";
import type { User } from "./service";
import { endAllSessions } from "./sessions";
import { users } from "./tables";

/** The shopper's own settings (docs/decisions/170-account-page.md). */

export async function renameUser(db: DbOrTx, userId: string, name: string): Promise<User> {
  const [user] = await db.update(users).set({ name }).where(eq(users.id, userId)).returning();
  return user!;
}

/** Checks the password the shopper typed against theirs; a wrong one is a 400 on `field`, not a 401 that would sign them out. */
export async function confirmPassword(db: DbOrTx, userId: string, password: string, field: string, wrong: string): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash ?? undefined, password))) throw new WrongPassword(400, wrong, { field });
  return user;
}

/**
 * A new password moves the token version on and ends every other session
 * (docs/decisions/225-sessions-that-end.md): `currentSessionId`, the caller's, goes on under the
 * new token the caller gets.
 */
export async function changePassword(db: Db, userId: string, currentSessionId: string | null, body: ChangePasswordBodyType): Promise<User> {
  await confirmPassword(db, userId, body.currentPassword, "currentPassword", messages.account.currentPasswordWrong);
  const passwordHash = await hashNewPassword(body.newPassword, "newPassword");
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId))
      .returning();
    await endAllSessions(tx, userId, currentSessionId ?? undefined);
    return user!;
  });
}
