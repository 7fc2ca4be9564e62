import { createHash, createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { CODE_MAX_WRONG_TRIES, CODE_TTL_MINUTES, RESEND_AFTER_SECONDS } from "@vayu/shared/phone-login";
import { messages } from "@vayu/shared/messages";
import type { MessageTemplateName } from "@vayu/shared/messaging";
import type { DbOrTx } from "../../db/client";
import { badRequest, localisedError, type HttpError } from "../../http/errors";
import { currentMailStore } from "../settings/index";
import { phoneCodes } from "./tables";
import { tooManyAttempts } from "./rate-limits";

/**
 * One-time codes by SMS (docs/decisions/295-mobile-number-login.md): six digits from the
 * system's random source, kept only as an HMAC keyed with the server's secret (a table of a
 * million SHA-256s would give a plain hash away), for 10 minutes and 5 wrong tries. The newest
 * code of a number and purpose replaces the older ones.
 */

export type CodePurpose = (typeof phoneCodes.$inferSelect)["purpose"];
type CodeRow = typeof phoneCodes.$inferSelect;

const MINUTE = 60_000;

/** What each code's SMS says it is for. */
const codeTemplates: Record<CodePurpose, MessageTemplateName> = {
  login: "login_code",
  add_phone: "login_code",
  close_account: "close_account_code",
};

/** Codes each number may be sent per hour, and requests each client address may make. */
export const codeLimits = {
  perNumber: { max: 5, windowMs: 60 * MINUTE },
  requestPerIp: { max: 20, windowMs: 15 * MINUTE },
  verifyPerIp: { max: 50, windowMs: 15 * MINUTE },
};

export function codeHash(secret: string, phone: string, code: string): string {
  return createHmac("sha256", secret).update(`${phone}:${code}`).digest("hex");
}

/** A number as rate-limit keys name it: hashed, as the login throttle keeps e-mails out of Redis. */
const numberKey = (phone: string) => createHash("sha256").update(phone).digest("base64url").slice(0, 22);

function tooSoon(retryAfterSeconds: number): HttpError {
  return localisedError(429, (m) => m.phoneLogin.resendTooSoon(retryAfterSeconds), { retryAfter: retryAfterSeconds });
}

async function latestCode(db: DbOrTx, phone: string, purpose: CodePurpose): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(phoneCodes)
    .where(and(eq(phoneCodes.phone, phone), eq(phoneCodes.purpose, purpose)))
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1);
  return row;
}

/**
 * The sender of codes: refuses a resend within 30 seconds (429 with `retryAfter`), then counts
 * the number against its hourly limit in the store's rate-limit store (Redis when configured,
 * so every instance shares it), then replaces the number's older codes and sends the new one.
 */
export function phoneCodeSender(app: FastifyInstance) {
  const perNumber = app.createRateLimit({
    max: codeLimits.perNumber.max,
    timeWindow: codeLimits.perNumber.windowMs,
    keyGenerator: (request) => `otp-number:${numberKey(numberOf.get(request) ?? "")}`,
  });
  const numberOf = new WeakMap<FastifyRequest, string>();

  return async function sendCode(request: FastifyRequest, phone: string, purpose: CodePurpose, userId?: string) {
    const last = await latestCode(app.db, phone, purpose);
    if (last) {
      const waitMs = last.createdAt.getTime() + RESEND_AFTER_SECONDS * 1000 - Date.now();
      if (waitMs > 0) throw tooSoon(Math.ceil(waitMs / 1000));
    }
    numberOf.set(request, phone);
    const counted = await perNumber(request);
    if (!counted.isAllowed && counted.isExceeded) throw tooManyAttempts(counted.ttl);

    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    const now = new Date();
    await app.db.transaction(async (tx) => {
      await tx
        .update(phoneCodes)
        .set({ spentAt: sql`now()` })
        .where(and(eq(phoneCodes.phone, phone), eq(phoneCodes.purpose, purpose), isNull(phoneCodes.spentAt)));
      await tx.insert(phoneCodes).values({
        phone,
        purpose,
        userId: userId ?? null,
        codeHash: codeHash(app.config.jwtSecret, phone, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * MINUTE),
      });
    });
    const store = await currentMailStore(app.db);
    await app.messages.send({
      channel: "sms",
      to: phone,
      template: codeTemplates[purpose],
      params: { code, store: store.storeName, domain: new URL(app.config.publicUrl).host },
      // The page's language asks for the code (ADR 322).
      locale: request.locale,
      ...(userId && { userId }),
    });
  };
}


/**
 * Checks `code` against the number's live code for `purpose` (and `userId`, when adding a
 * number to an account). A wrong code counts a try; the fifth burns it. The code is not
 * spent here: `spendCode` does that in the transaction of what it grants.
 */
export async function checkCode(
  db: DbOrTx,
  secret: string,
  input: { phone: string; code: string; purpose: CodePurpose; userId?: string },
): Promise<CodeRow> {
  const row = await latestCode(db, input.phone, input.purpose);
  const live =
    row && !row.spentAt && row.expiresAt.getTime() > Date.now() && row.wrongTries < CODE_MAX_WRONG_TRIES && (input.userId === undefined || row.userId === input.userId);
  if (!row || !live) throw badRequest(messages.phoneLogin.codeExpired, { field: "code" });

  const expected = Buffer.from(row.codeHash, "hex");
  const given = Buffer.from(codeHash(secret, input.phone, input.code), "hex");
  if (expected.length === given.length && timingSafeEqual(expected, given)) return row;

  const [counted] = await db
    .update(phoneCodes)
    .set({
      wrongTries: sql`${phoneCodes.wrongTries} + 1`,
      spentAt: sql`case when ${phoneCodes.wrongTries} + 1 >= ${CODE_MAX_WRONG_TRIES} then now() else null end`,
    })
    .where(and(eq(phoneCodes.id, row.id), isNull(phoneCodes.spentAt)))
    .returning({ wrongTries: phoneCodes.wrongTries });
  const left = CODE_MAX_WRONG_TRIES - (counted?.wrongTries ?? CODE_MAX_WRONG_TRIES);
  if (left <= 0) throw badRequest(messages.phoneLogin.codeBurnt, { field: "code" });
  throw localisedError(400, (m) => m.phoneLogin.codeWrong(left), { field: "code" });
}

/** Spends a checked code; false when another request spent it first. */
export async function spendCode(tx: DbOrTx, id: string): Promise<boolean> {
  const spent = await tx
    .update(phoneCodes)
    .set({ spentAt: sql`now()` })
    .where(and(eq(phoneCodes.id, id), isNull(phoneCodes.spentAt)))
    .returning({ id: phoneCodes.id });
  return spent.length > 0;
}
