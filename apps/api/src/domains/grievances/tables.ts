import { GRIEVANCE_STATUSES } from "@vayu/shared/grievances";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { id, timestamps } from "../../db/columns";

export const grievanceNumberSeq = pgSequence("grievance_number_seq", { startWith: 100001 });

/** A complaint to the grievance officer (docs/decisions/147-grievances.md). */
export const grievances = pgTable(
  "grievances",
  {
    id: id(),
    /** Shown as the ticket number "GRV-100001". */
    number: integer()
      .notNull()
      .unique()
      .default(sql`nextval('grievance_number_seq')`),
    name: text().notNull(),
    email: text().notNull(),
    mobile: text().notNull(),
    orderNumber: text(),
    subject: text().notNull(),
    description: text().notNull(),
    status: text({ enum: GRIEVANCE_STATUSES }).notNull().default("Open"),
    /** One month after receipt, in India's calendar. */
    dueBy: date({ mode: "string" }).notNull(),
    /** When staff took it up (acknowledged or first replied); due 48 hours after receipt. */
    acknowledgedAt: timestamp({ withTimezone: true }),
    resolvedAt: timestamp({ withTimezone: true }),
    /** Staff's note when resolving, e-mailed to the complainant. */
    resolution: text(),
    /**
     * The language of the page the complaint was filed from (`request.locale`): the staff's mails
     * to the complainant use it, with or without an account (docs/decisions/326-hindi-content.md).
     * Null for complaints filed before the column: their account's language, else English.
     */
    locale: text({ enum: ["en", "hi"] }),
    /** Written by the demo seed (docs/decisions/193-first-start-and-demo-content.md). */
    demo: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [index().on(t.status, t.dueBy)],
);

/** The thread of a complaint: staff replies (e-mailed) and the complainant's answers through the signed link. */
export const grievanceReplies = pgTable(
  "grievance_replies",
  {
    id: id(),
    grievanceId: uuid()
      .notNull()
      .references(() => grievances.id, { onDelete: "cascade" }),
    from: text({ enum: ["staff", "complainant"] }).notNull(),
    /** The staff member who wrote it; null for the complainant. */
    staffId: uuid(),
    author: text().notNull(),
    message: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.grievanceId, t.createdAt)],
);
