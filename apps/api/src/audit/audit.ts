import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { AUDIT_PAGE_SIZE, type AuditQueryType, type AuditResponseType } from "@vayu/shared/audit";
import type { DbOrTx } from "../db/client";
import { userContacts } from "../domains/accounts/index";
import { actingApiKey, apiKeyActorName } from "./acting-key";
import { auditChanges } from "./audit-changes";
import { auditLog } from "./tables";

export interface AuditRecord {
  /** The staff member's user id; their name and e-mail are copied into the entry. */
  actorId: string;
  /** A verb: "create", "update", "delete", "upload", "status", "refund", "invite"… */
  action: string;
  /** The kind of record: "product", "category", "banner", "order"… */
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** JSON as stored: dates as ISO strings, undefined fields left out. */
const asJson = (value: unknown) => (value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown));

/**
 * Writes one audit entry; call it with the write's own transaction so both commit or neither.
 * A write made with an API key names the key as the actor (./acting-key.ts).
 */
export async function audit(tx: DbOrTx, record: AuditRecord): Promise<void> {
  const key = actingApiKey();
  const [actor] = key ? [{ name: apiKeyActorName(key.name), email: "" }] : await userContacts(tx, [record.actorId]);
  await tx.insert(auditLog).values({
    actorId: record.actorId,
    actorName: actor?.name ?? "",
    actorEmail: actor?.email ?? "",
    action: record.action,
    entity: record.entity,
    entityId: record.entityId,
    before: asJson(record.before),
    after: asJson(record.after),
  });
}

/** One page of the audit log, newest first. */
export async function listAudit(db: DbOrTx, query: AuditQueryType): Promise<AuditResponseType> {
  const where: SQL | undefined = and(
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    entries: rows.map((row) => ({
      _id: row.id,
      at: row.createdAt.toISOString(),
      actor: { _id: row.actorId, name: row.actorName, email: row.actorEmail },
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      before: row.before,
      after: row.after,
      changes: auditChanges(row.before, row.after),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}
