import Bowser from "bowser";
import { and, desc, eq, gt, isNull, lt, ne, or } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Locale } from "@vayu/shared/locale";
import type { AccountSessionType } from "@vayu/shared/sessions";
import type { DbOrTx } from "../../db/client";
import { i18nFor } from "../../i18n/index";
import { runEvery } from "../../jobs/run-every";
import { userSessions } from "./tables";

/**
 * Server-side sessions (docs/decisions/225-sessions-that-end.md): one row per login, named by
 * the `sid` of its access token; the auth guard refuses a token whose row is revoked or gone.
 */

/** The auth guard moves `lastUsedAt` on no more often than this. */
export const LAST_USED_EVERY_MS = 5 * 60 * 1000;
/** Revoked and expired rows are kept this long (for a support question), then pruned. */
export const ENDED_KEPT_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Who asked for a session: their browser's user agent and address as the server saw it. */
export interface SessionClient {
  userAgent: string;
  clientAddress: string;
}

// The words of a session's device and address, in the "server" catalogue (packages/shared/locales/server):
// browser and system names are brands and stay as Bowser gives them.
const sessionTexts = {
  browserOn: /*i18n*/ { id: "session.browserOn", message: "{browser} on {system}" },
  systemDevice: /*i18n*/ { id: "session.systemDevice", message: "{system} device" },
  unknownType: /*i18n*/ {
    id: "session.unknownType",
    message: "{type, select, mobile {Unknown mobile} tablet {Unknown tablet} desktop {Unknown desktop} other {Unknown {type}}}",
  },
  unknownDevice: /*i18n*/ { id: "session.unknownDevice", message: "Unknown device" },
  unknownAddress: /*i18n*/ { id: "session.unknownAddress", message: "Unknown" },
};

/** A readable name of the device behind a user agent, in `locale`: "Chrome on Android", "Safari on iOS". */
export function deviceLabel(userAgent: string, locale: Locale = "en"): string {
  const say = (text: { id: string }, values?: Record<string, string | undefined>) => i18nFor(locale)._(text.id, values);
  if (!userAgent.trim()) return say(sessionTexts.unknownDevice);
  const { browser, os, platform } = Bowser.parse(userAgent);
  const name = browser.name?.trim();
  const system = os.name?.trim();
  if (name && system) return say(sessionTexts.browserOn, { browser: name, system });
  if (name) return name;
  if (system) return say(sessionTexts.systemDevice, { system });
  const type = platform.type?.trim();
  return type ? say(sessionTexts.unknownType, { type }) : say(sessionTexts.unknownDevice);
}

/**
 * An address shown partly: an IPv4 address without its last number (203.0.113.*), an IPv6
 * address by its first three groups, enough for a shopper to recognise their network and
 * not enough to point at one connection.
 */
export function maskAddress(address: string, locale: Locale = "en"): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.*`;
  if (address.includes(":")) {
    const groups = address.split(":").filter((group) => group !== "");
    if (groups.length > 0) return `${groups.slice(0, 3).join(":")}:…`;
  }
  return i18nFor(locale)._(sessionTexts.unknownAddress.id);
}

export async function startSession(db: DbOrTx, userId: string, client: SessionClient, expiresAt: Date): Promise<string> {
  const [row] = await db
    .insert(userSessions)
    .values({
      userId,
      expiresAt,
      userAgent: client.userAgent.slice(0, 512),
      device: deviceLabel(client.userAgent),
      clientAddress: client.clientAddress.slice(0, 64),
    })
    .returning({ id: userSessions.id });
  return row!.id;
}

/** A session that goes on under a new token (after a password change): it lives as long as the token. */
export async function renewSession(db: DbOrTx, userId: string, sessionId: string, expiresAt: Date) {
  await db
    .update(userSessions)
    .set({ expiresAt, lastUsedAt: new Date() })
    .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId)));
}

const live = (now: Date) => and(isNull(userSessions.revokedAt), gt(userSessions.expiresAt, now));

/** Ends one of the user's sessions; false when it is not theirs or had already ended. */
export async function endSession(db: DbOrTx, userId: string, sessionId: string): Promise<boolean> {
  const now = new Date();
  const ended = await db
    .update(userSessions)
    .set({ revokedAt: now })
    .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId), live(now)))
    .returning({ id: userSessions.id });
  return ended.length > 0;
}

/** Ends every session of the user, but `except` (the one that asked, after a password change). */
export async function endAllSessions(db: DbOrTx, userId: string, except?: string): Promise<void> {
  const now = new Date();
  await db
    .update(userSessions)
    .set({ revokedAt: now })
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.revokedAt), except ? ne(userSessions.id, except) : undefined));
}

/**
 * The user's live sessions, the one that asks first, then by last use; each device named in
 * `locale` (the request's) from its user agent, the label stored at login being English.
 */
export async function listSessions(db: DbOrTx, userId: string, currentId: string | null, locale: Locale = "en"): Promise<AccountSessionType[]> {
  const rows = await db
    .select()
    .from(userSessions)
    .where(and(eq(userSessions.userId, userId), live(new Date())))
    .orderBy(desc(userSessions.lastUsedAt));
  return rows
    .map((row) => ({
      id: row.id,
      device: deviceLabel(row.userAgent, locale),
      where: maskAddress(row.clientAddress, locale),
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      current: row.id === currentId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Moves the session's last use on, when the one recorded is older than LAST_USED_EVERY_MS. */
export async function markSessionUsed(db: DbOrTx, sessionId: string, now = new Date()) {
  await db
    .update(userSessions)
    .set({ lastUsedAt: now })
    .where(and(eq(userSessions.id, sessionId), lt(userSessions.lastUsedAt, new Date(now.getTime() - LAST_USED_EVERY_MS))));
}

/** Deletes sessions revoked or expired more than ENDED_KEPT_MS ago; their tokens are refused either way. */
export async function pruneSessions(db: DbOrTx, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ENDED_KEPT_MS);
  const pruned = await db
    .delete(userSessions)
    .where(or(lt(userSessions.revokedAt, before), lt(userSessions.expiresAt, before)))
    .returning({ id: userSessions.id });
  return pruned.length;
}

/** Prunes once the app is ready and then hourly, in one instance at a time on a shared server. */
export function scheduleSessionPruning(app: FastifyInstance) {
  runEvery(app, { everyMs: PRUNE_EVERY_MS, failure: "pruning ended sessions failed" }, async () => {
    const pruned = await app.database.withExclusiveLock("session-pruning", () => pruneSessions(app.db));
    if (pruned) app.log.info({ pruned }, "ended sessions pruned");
  });
}
