import { createHash, randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { normalizeEmail, type LoginInput, type RegisterInput } from "@vayu/shared/accounts";
import type { Locale } from "@vayu/shared/locale";
import { messages } from "@vayu/shared/messages";
import type { Db, DbOrTx } from "../../db/client";
import { badRequest, conflict, WrongPassword } from "../../http/errors";
import { hashNewPassword, hashPassword, verifyPassword } from "./passwords";
import { endAllSessions } from "./sessions";
import { passwordResetTokens, users } from "./tables";

export type User = typeof users.$inferSelect;

export const RESET_TOKEN_TTL_MINUTES = 30;

export const accountMessages = {
  emailTaken: "An account with this email already exists. Please log in instead.",
  resetLinkInvalid: "This password reset link is not valid. Please request a new one.",
  resetLinkUsed: "This password reset link has already been used. Please request a new one.",
  resetLinkExpired: "This password reset link has expired. Please request a new one.",
} as const;

/** The user as every auth endpoint returns it (docs/product/http-contract.md "Accounts"). */
export function publicUser(user: Pick<User, "id" | "name" | "email"> & Partial<Pick<User, "phone">>) {
  // The e-mail account's answer stays as the spec has it; a verified number is added when there is one (docs/decisions/295-mobile-number-login.md).
  return { _id: user.id, name: user.name, email: user.email, ...(user.phone && { phone: user.phone }) };
}

async function findByEmail(db: DbOrTx, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return user;
}

export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) => (typeof e === "object" && e && "code" in e ? e.code : undefined);
  // Drizzle wraps the driver's error; the Postgres code sits on it or on its cause.
  return codeOf(error) === "23505" || (error instanceof Error && codeOf(error.cause) === "23505");
}

export async function registerUser(db: DbOrTx, input: RegisterInput, locale: Locale = "en"): Promise<User> {
  const email = normalizeEmail(input.email);
  if (await findByEmail(db, email)) throw conflict(accountMessages.emailTaken);
  const passwordHash = await hashNewPassword(input.password, "password");
  try {
    const [user] = await db
      .insert(users)
      .values({ name: input.name.trim(), email, passwordHash, locale })
      .returning();
    return user!;
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(accountMessages.emailTaken);
    throw error;
  }
}

/** The user for these credentials; a wrong e-mail and a wrong password fail alike. */
export async function checkCredentials(db: DbOrTx, input: LoginInput): Promise<User> {
  const user = await findByEmail(db, input.email);
  const valid = await verifyPassword(user?.passwordHash ?? undefined, input.password);
  if (!user || !valid) throw new WrongPassword(401, messages.auth.loginFailed);
  return user;
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * A single-use reset token for the account of this e-mail, or null when there is none.
 * Only the token's SHA-256 is stored; the token itself goes out in the e-mail.
 */
export async function createPasswordReset(
  db: DbOrTx,
  email: string,
  now = new Date(),
): Promise<{ user: User; token: string } | null> {
  const user = await findByEmail(db, email);
  if (!user) return null;
  const token = randomBytes(32).toString("base64url");
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MINUTES * 60_000),
  });
  return { user, token };
}

/**
 * Sets a new password with a reset token. The token is spent, every other open reset
 * link of the account too, and the token version moves on so older sessions end.
 */
export async function resetPassword(
  db: Db,
  token: string,
  newPassword: string,
  now = new Date(),
): Promise<User> {
  const [reset] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, sha256(token)));
  if (!reset) throw badRequest(accountMessages.resetLinkInvalid, { field: "token" });
  if (reset.usedAt) throw badRequest(accountMessages.resetLinkUsed, { field: "token" });
  if (reset.expiresAt <= now) throw badRequest(accountMessages.resetLinkExpired, { field: "token" });

  const passwordHash = await hashNewPassword(newPassword, "newPassword");
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, reset.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    // Another request spent the token between the check and now.
    if (spent.length === 0) throw badRequest(accountMessages.resetLinkUsed, { field: "token" });
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, reset.userId), isNull(passwordResetTokens.usedAt)));
    const [user] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, reset.userId))
      .returning();
    // A reset ends every session: whoever knew the old password is signed out everywhere.
    await endAllSessions(tx, reset.userId);
    return user!;
  });
}

/** Creates the store's owner account from ADMIN_EMAIL / ADMIN_PASSWORD, or brings it up to date (docs/decisions/161-staff-accounts.md). */
export async function ensureAdmin(db: Db, admin: { email: string; password: string; name?: string }): Promise<void> {
  const existing = await findByEmail(db, admin.email);
  if (!existing) {
    await db.insert(users).values({
      name: admin.name ?? "Store Admin",
      email: normalizeEmail(admin.email),
      passwordHash: await hashPassword(admin.password),
      role: "owner",
    });
    return;
  }
  const samePassword = await verifyPassword(existing.passwordHash ?? undefined, admin.password);
  await db
    .update(users)
    .set(
      samePassword
        ? { role: "owner" }
        : // A changed password ends the sessions signed with the old one.
          {
            role: "owner",
            passwordHash: await hashPassword(admin.password),
            tokenVersion: sql`${users.tokenVersion} + 1`,
          },
    )
    .where(eq(users.id, existing.id));
  if (!samePassword) await endAllSessions(db, existing.id);
}

/** Name and e-mail of each of these users, as other domains show them (unknown ids are left out; "" for an account with no e-mail). */
export async function userContacts(db: DbOrTx, ids: readonly string[]): Promise<{ _id: string; name: string; email: string; locale: Locale }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ _id: users.id, name: users.name, email: sql<string>`coalesce(${users.email}, '')`, locale: users.locale })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
}

/** The language of the account with `email`, if there is one: a complainant's mails follow it (docs/decisions/322-hindi-messages.md). */
export async function accountLocaleByEmail(db: DbOrTx, email: string): Promise<Locale | undefined> {
  const [account] = await db.select({ locale: users.locale }).from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return account?.locale;
}
