import { GRIEVANCE_STATUSES } from "@vayu/shared/grievances";
import { sql } from "drizzle-orm";
import { date, index, integer, pgSequence, pgTable, text } from "drizzle-orm/pg-core";
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
    ...timestamps,
  },
  (t) => [index().on(t.status, t.dueBy)],
);
