import { and, desc, eq, isNull, lt, or } from "drizzle-orm";
import type { ApiKeyCreateBody, ApiKeyScope, ApiKeySummaryType } from "@vayu/shared/api-keys";
import type { z } from "zod";
import { audit } from "../../audit/audit";
import type { Db, DbOrTx } from "../../db/client";
import { notFound } from "../../http/errors";
import { keyMatches, keyPrefix, newKey, publicIdOf } from "./secrets";
import { apiKeys } from "./tables";

/** lastUsedAt moves on at most this often per key: not a write per request. */
export const LAST_USED_EVERY_MS = 60_000;

type Row = typeof apiKeys.$inferSelect;

const summary = (row: Row): ApiKeySummaryType => ({
  _id: row.id,
  name: row.name,
  scopes: row.scopes,
  prefix: keyPrefix(row.publicId),
  createdAt: row.createdAt.toISOString(),
  createdBy: { _id: row.createdBy, name: row.createdByName },
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

export interface Owner {
  id: string;
  name: string;
}

/** Makes a key; the key itself is in this answer only (the row holds its hash). Audited. */
export function createApiKey(db: Db, owner: Owner, body: z.output<typeof ApiKeyCreateBody>) {
  const { key, publicId, secretHash } = newKey();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({ publicId, secretHash, name: body.name, scopes: body.scopes, createdBy: owner.id, createdByName: owner.name })
      .returning();
    const apiKey = summary(row!);
    await audit(tx, { actorId: owner.id, action: "create", entity: "api-key", entityId: apiKey._id, after: apiKey });
    return { key, apiKey };
  });
}

/** Every key, newest first, revoked ones too (with when). */
export async function listApiKeys(db: DbOrTx): Promise<ApiKeySummaryType[]> {
  const rows = await db.select().from(apiKeys).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(summary);
}

/** Revokes a key for good: it is refused (401) from the next request. Revoking it again changes nothing. */
export function revokeApiKey(db: Db, ownerId: string, id: string): Promise<ApiKeySummaryType> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(apiKeys).where(eq(apiKeys.id, id)).for("update");
    if (!row) throw notFound("That API key does not exist.");
    if (row.revokedAt) return summary(row);
    const [revoked] = await tx.update(apiKeys).set({ revokedAt: new Date(), revokedBy: ownerId }).where(eq(apiKeys.id, id)).returning();
    const after = summary(revoked!);
    await audit(tx, { actorId: ownerId, action: "revoke", entity: "api-key", entityId: id, before: summary(row), after });
    return after;
  });
}

export interface VerifiedKey {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
  /** The owner who made it, whose account the key's records name; null once that account is gone. */
  createdBy: string | null;
}

/** The live key `token` is, or undefined for an unknown, malformed or revoked one. Moves its last use on. */
export async function verifyApiKey(db: DbOrTx, token: string, now = new Date()): Promise<VerifiedKey | undefined> {
  const publicId = publicIdOf(token);
  if (!publicId) return undefined;
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.publicId, publicId));
  if (!row || row.revokedAt || !keyMatches(token, row.secretHash)) return undefined;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) await markUsed(db, row.id, now);
  return { id: row.id, name: row.name, scopes: row.scopes, createdBy: row.createdBy };
}

/** One conditional write: of several instances' requests in the same minute, one moves it. */
async function markUsed(db: DbOrTx, id: string, now: Date) {
  const stale = new Date(now.getTime() - LAST_USED_EVERY_MS);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))));
}
