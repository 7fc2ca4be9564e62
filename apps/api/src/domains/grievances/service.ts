import { asc, eq, sql } from "drizzle-orm";
import { oneMonthAfter, type AdminGrievanceType, type CreateGrievanceBodyType, type GrievanceStatus } from "@vayu/shared/grievances";
import type { DbOrTx } from "../../db/client";
import { notFound } from "../../http/errors";
import { grievances } from "./tables";

type GrievanceRow = typeof grievances.$inferSelect;

export const ticketNumber = (row: Pick<GrievanceRow, "number">) => `GRV-${row.number}`;

const indiaDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" });

export function grievanceJson(row: GrievanceRow): AdminGrievanceType {
  return {
    _id: row.id,
    ticketNumber: ticketNumber(row),
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    orderNumber: row.orderNumber,
    subject: row.subject,
    description: row.description,
    status: row.status,
    receivedAt: row.createdAt.toISOString(),
    dueBy: row.dueBy,
  };
}

/** Stores a complaint, due one month after the day (in India) it arrives. */
export async function fileGrievance(db: DbOrTx, input: CreateGrievanceBodyType, receivedAt = new Date()): Promise<GrievanceRow> {
  const [row] = await db
    .insert(grievances)
    .values({ ...input, orderNumber: input.orderNumber || null, dueBy: oneMonthAfter(indiaDay.format(receivedAt)), createdAt: receivedAt })
    .returning();
  return row!;
}

/** Staff's list: open ones first, the soonest due first. */
export async function listGrievances(db: DbOrTx): Promise<AdminGrievanceType[]> {
  const rows = await db
    .select()
    .from(grievances)
    .orderBy(sql`${grievances.status} = 'Resolved'`, asc(grievances.dueBy), asc(grievances.number));
  return rows.map(grievanceJson);
}

export async function setGrievanceStatus(db: DbOrTx, id: string, status: GrievanceStatus): Promise<AdminGrievanceType> {
  const [row] = await db.update(grievances).set({ status }).where(eq(grievances.id, id)).returning();
  if (!row) throw notFound("Grievance not found.");
  return grievanceJson(row);
}
