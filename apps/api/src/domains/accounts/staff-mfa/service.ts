import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import { mfaMessages, RECOVERY_CODE_COUNT } from "@vayu/shared/staff-mfa";
import type { Db } from "../../../db/client";
import { badRequest, conflict, HttpError, notFound } from "../../../http/errors";
import { normalizeEmail } from "@vayu/shared/accounts";
import { users } from "../tables";
import { secretBox, type SecretBox } from "./secret-box";
import { staffRecoveryCodes, staffSecondFactors } from "./tables";
import { audit } from "../../../audit/audit";

/** Codes of the step before and after the current one pass too: phones' clocks drift. */
const TOLERANCE_SECONDS = 30;
const ISSUER = "Vayu Home Appliances";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const normalizeRecovery = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();
const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/** Ten codes such as `k3m9q-x7p2d`: 50 bits each, from an alphabet without look-alikes. */
function newRecoveryCodes(): string[] {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export async function secondFactorOf(db: Db, userId: string) {
  const [row] = await db.select().from(staffSecondFactors).where(eq(staffSecondFactors.userId, userId));
  return row;
}

export async function isEnrolled(db: Db, userId: string): Promise<boolean> {
  return Boolean((await secondFactorOf(db, userId))?.enabledAt);
}

/** A new secret for the staff member's authenticator (replacing an unfinished one); the QR code encodes its otpauth:// link. */
export async function startEnrolment(db: Db, box: SecretBox, user: { id: string; email: string }) {
  const existing = await secondFactorOf(db, user.id);
  if (existing?.enabledAt) throw conflict(mfaMessages.alreadyEnrolled);
  const secret = generateSecret();
  const sealed = box.seal(secret);
  await db
    .insert(staffSecondFactors)
    .values({ userId: user.id, secretSealed: sealed })
    .onConflictDoUpdate({ target: staffSecondFactors.userId, set: { secretSealed: sealed, lastTimeStep: null, enabledAt: null } });
  const otpauthUrl = generateURI({ issuer: ISSUER, label: user.email, secret });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  return { secret, otpauthUrl, qrSvg };
}

/**
 * Checks a TOTP code against the stored secret and remembers its step, in one conditional
 * update: the same code (or an older one) cannot pass twice, even from two requests at once.
 */
async function acceptTotp(db: Db, box: SecretBox, row: typeof staffSecondFactors.$inferSelect, code: string): Promise<boolean> {
  const result = await verify({
    secret: box.open(row.secretSealed),
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(row.lastTimeStep !== null && { afterTimeStep: row.lastTimeStep }),
  });
  if (!result.valid || !("timeStep" in result)) {
    // Right code, already used: say so, so the person waits for the next one.
    if (row.lastTimeStep !== null) {
      const again = await verify({ secret: box.open(row.secretSealed), token: code, epochTolerance: TOLERANCE_SECONDS });
      if (again.valid) throw new HttpError(401, mfaMessages.codeReused);
    }
    return false;
  }
  const step = result.timeStep;
  const updated = await db
    .update(staffSecondFactors)
    .set({ lastTimeStep: step })
    .where(
      and(
        eq(staffSecondFactors.userId, row.userId),
        sql`(${staffSecondFactors.lastTimeStep} is null or ${staffSecondFactors.lastTimeStep} < ${step})`,
      ),
    )
    .returning({ userId: staffSecondFactors.userId });
  if (updated.length === 0) throw new HttpError(401, mfaMessages.codeReused);
  return true;
}

/** Uses up one recovery code; false when none matches (or it was used). */
async function useRecoveryCode(db: Db, userId: string, code: string): Promise<boolean> {
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.userId, userId),
        eq(staffRecoveryCodes.codeHash, sha256(normalizeRecovery(code))),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return used.length > 0;
}

/** The code step of a login: a current TOTP code or an unused recovery code, else 401. */
export async function verifySecondFactor(db: Db, box: SecretBox, userId: string, code: string): Promise<void> {
  const row = await secondFactorOf(db, userId);
  if (!row?.enabledAt) throw new HttpError(401, mfaMessages.stepExpired);
  const ok = isTotpCode(code) ? await acceptTotp(db, box, row, code) : await useRecoveryCode(db, userId, code);
  if (!ok) throw new HttpError(401, mfaMessages.codeWrong);
}

/** The first code from the app switches the second factor on and makes ten recovery codes, returned this once. */
export async function confirmEnrolment(db: Db, box: SecretBox, userId: string, code: string): Promise<string[]> {
  const row = await secondFactorOf(db, userId);
  if (!row) throw badRequest(mfaMessages.setupNotStarted, { field: "code" });
  if (row.enabledAt) throw conflict(mfaMessages.alreadyEnrolled);
  if (!isTotpCode(code) || !(await acceptTotp(db, box, row, code))) throw badRequest(mfaMessages.codeWrong, { field: "code" });
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx.update(staffSecondFactors).set({ enabledAt: new Date() }).where(eq(staffSecondFactors.userId, userId));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
    await tx.insert(staffRecoveryCodes).values(codes.map((c) => ({ userId, codeHash: sha256(normalizeRecovery(c)) })));
  });
  return codes;
}

/**
 * The owner (`ownerId`) resets a staff member's second factor (a lost phone): it is removed with
 * its recovery codes, and the member's sessions end; they set it up again at their next login.
 * The audit log keeps who did it: a reset opens an account to whoever next knows its password.
 */
export async function resetSecondFactor(db: Db, memberId: string, ownerId: string): Promise<void> {
  const [member] = await db.select({ role: users.role }).from(users).where(eq(users.id, memberId));
  if (!member || member.role === "shopper") throw notFound("Staff member not found.");
  await db.transaction(async (tx) => {
    await tx.delete(staffSecondFactors).where(eq(staffSecondFactors.userId, memberId));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, memberId));
    await tx.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, memberId));
    await audit(tx, { actorId: ownerId, action: "reset-second-factor", entity: "staff", entityId: memberId });
  });
}

/**
 * ADMIN_TOTP_SECRET: the ADMIN_EMAIL account's TOTP, switched on at start with that secret
 * (provisioning and tests). It replaces a different stored secret; recovery codes are not made.
 */
export async function enrolFromEnvironment(db: Db, box: SecretBox, email: string, secret: string): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalizeEmail(email)));
  if (!user) return;
  const existing = await secondFactorOf(db, user.id);
  if (existing?.enabledAt && box.open(existing.secretSealed) === secret) return;
  const sealed = box.seal(secret);
  const now = new Date();
  await db
    .insert(staffSecondFactors)
    .values({ userId: user.id, secretSealed: sealed, enabledAt: now })
    .onConflictDoUpdate({ target: staffSecondFactors.userId, set: { secretSealed: sealed, enabledAt: now, lastTimeStep: null } });
}

/** At start: ADMIN_TOTP_SECRET enrols the ADMIN_EMAIL account (after ensureAdmin made it). */
export async function provisionAdminSecondFactor(
  db: Db,
  config: { admin: { email: string } | undefined; adminTotpSecret: string | undefined; mfaEncryptionKey: string | undefined; jwtSecret: string },
): Promise<void> {
  if (!config.admin || !config.adminTotpSecret) return;
  await enrolFromEnvironment(db, secretBox(config.mfaEncryptionKey ?? config.jwtSecret), config.admin.email, config.adminTotpSecret);
}
