import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id } from "../db/columns";
import { users } from "../domains/accounts/tables";

/**
 * Every staff write, as it was committed: who, what, when, and the record before and after
 * (docs/decisions/160-staff-console.md). Written in the write's own transaction, so a rolled
 * back change leaves no entry and a committed one always has its entry.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    actorId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** Kept as they were at the time: the account may be renamed or removed later. */
    actorName: text().notNull(),
    actorEmail: text().notNull(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt), index().on(t.entity, t.entityId)],
);
