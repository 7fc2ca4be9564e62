import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "../../../db/columns";
import { users } from "../tables";

/**
 * A staff member's TOTP (docs/decisions/230-staff-second-factor.md): one row per account,
 * made when enrolment starts and switched on (`enabledAt`) when a first code confirms it.
 */
export const staffSecondFactors = pgTable("staff_second_factors", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The base32 secret sealed with AES-256-GCM (./secret-box.ts): `v1.<iv>.<tag>.<ciphertext>`, base64url. */
  secretSealed: text().notNull(),
  /** Null while enrolment waits for its first code. */
  enabledAt: timestamp({ withTimezone: true }),
  /** The 30-second step of the last accepted code: a code of that step or an earlier one is refused (replay). */
  lastTimeStep: bigint({ mode: "number" }),
  ...timestamps,
});

/** The ten one-time recovery codes of an enrolment: only their SHA-256 is kept. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);
