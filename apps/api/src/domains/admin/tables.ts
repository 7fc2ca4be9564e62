import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id } from "../../db/columns";
import { users } from "../accounts/tables";

/** An owner's invitation to join the staff: a single-use link that expires (docs/decisions/161-staff-accounts.md). */
export const staffInvites = pgTable(
  "staff_invites",
  {
    id: id(),
    email: text().notNull(),
    name: text().notNull(),
    /** The users.role the person gets: "admin" (staff) or "catalog_editor" (docs/decisions/231-staff-roles.md). */
    role: text({ enum: ["admin", "catalog_editor"] }).notNull().default("admin"),
    /** SHA-256 of the token in the e-mailed link; the token itself is never stored. */
    tokenHash: text().notNull().unique(),
    invitedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.email)],
);
