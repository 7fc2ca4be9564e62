import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { ApiKeyScope } from "@vayu/shared/api-keys";
import { id } from "../../db/columns";
import { users } from "../accounts/tables";

/**
 * Integrators' API keys (docs/decisions/318-api-keys.md). The key itself is never stored:
 * `publicId` is the non-secret part of the key it is found by, `secretHash` the SHA-256 of the
 * whole key, compared in constant time. `createdByName` is kept as it was, as the audit log keeps names.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: id(),
    publicId: text().notNull(),
    secretHash: text().notNull(),
    name: text().notNull(),
    scopes: jsonb().$type<ApiKeyScope[]>().notNull(),
    /** The owner who made it; a key acts as this account in records that name a staff member. */
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdByName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Moved on at most once a minute per key, not on every request. */
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    revokedBy: uuid().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex().on(t.publicId), index().on(t.createdAt)],
);
