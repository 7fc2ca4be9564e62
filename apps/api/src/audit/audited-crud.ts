import { eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../db/client";
import { notFound } from "../http/errors";
import { audit } from "./audit";

interface Resource<Row, Json> {
  table: PgTable & { id: PgColumn };
  /** The audit log's name for it: "banner", "blog"… */
  entity: string;
  notFoundMessage: string;
  order: SQL[];
  toJson(row: Row): Json;
}

/**
 * List, create, update and delete of one simple table, each write audited in its own
 * transaction with the record before and after (docs/decisions/160-staff-console.md).
 */
export function auditedCrud<Row, Insert extends Record<string, unknown>, Json>({ table, entity, notFoundMessage, order, toJson }: Resource<Row, Json>) {
  const find = async (db: DbOrTx, id: string): Promise<Json> => {
    const [row] = await db.select().from(table).where(eq(table.id, id));
    if (!row) throw notFound(notFoundMessage);
    return toJson(row as Row);
  };
  return {
    async list(db: DbOrTx): Promise<Json[]> {
      const rows = await db.select().from(table).orderBy(...order);
      return rows.map((row) => toJson(row as Row));
    },
    create(db: DbOrTx, actorId: string, values: Insert): Promise<Json> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(table).values(values).returning();
        const after = toJson(row as Row);
        await audit(tx, { actorId, action: "create", entity, entityId: (row as { id: string }).id, after });
        return after;
      });
    },
    update(db: DbOrTx, actorId: string, id: string, values: Partial<Insert>): Promise<Json> {
      return db.transaction(async (tx) => {
        const before = await find(tx, id);
        await tx.update(table).set(values).where(eq(table.id, id));
        const after = await find(tx, id);
        await audit(tx, { actorId, action: "update", entity, entityId: id, before, after });
        return after;
      });
    },
    remove(db: DbOrTx, actorId: string, id: string): Promise<void> {
      return db.transaction(async (tx) => {
        const before = await find(tx, id);
        await tx.delete(table).where(eq(table.id, id));
        await audit(tx, { actorId, action: "delete", entity, entityId: id, before });
      });
    },
  };
}
