import { asc, eq, inArray, sql } from "drizzle-orm";
import {
  ACKNOWLEDGE_WITHIN_MS,
  oneMonthAfter,
  type AdminGrievanceType,
  type CreateGrievanceBodyType,
  type GrievanceReplyType,
} from "@vayu/shared/grievances";
import type { Locale } from "@vayu/shared/locale";
import type { DbOrTx, Tx } from "../../db/client";
import { notFound } from "../../http/errors";
import { grievanceReplies, grievances } from "./tables";

export type GrievanceRow = typeof grievances.$inferSelect;
type ReplyRow = typeof grievanceReplies.$inferSelect;

export const ticketNumber = (row: Pick<GrievanceRow, "number">) => `GRV-${row.number}`;

const indiaDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** 48 hours after receipt: by then staff must have taken the complaint up (Rule 4(5)). */
export const acknowledgeBy = (row: Pick<GrievanceRow, "createdAt">) =>
  new Date(row.createdAt.getTime() + ACKNOWLEDGE_WITHIN_MS);

/** The legal deadline a ticket still open has missed: resolution (one month) first, else acknowledgement (48 h). */
export function overdueOf(row: GrievanceRow, now: Date): AdminGrievanceType["overdue"] {
  if (row.status === "Resolved") return null;
  if (row.dueBy < indiaDay.format(now)) return "resolution";
  if (!row.acknowledgedAt && now > acknowledgeBy(row)) return "acknowledgement";
  return null;
}

const replyJson = (reply: ReplyRow): GrievanceReplyType => ({
  _id: reply.id,
  from: reply.from,
  author: reply.author,
  message: reply.message,
  at: reply.createdAt.toISOString(),
});

export function grievanceJson(row: GrievanceRow, replies: ReplyRow[], now = new Date()): AdminGrievanceType {
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
    acknowledgeBy: acknowledgeBy(row).toISOString(),
    resolveBy: row.dueBy,
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolution: row.resolution,
    overdue: overdueOf(row, now),
    replies: replies.map(replyJson),
  };
}

/** Stores a complaint, due one month after the day (in India) it arrives. */
export async function fileGrievance(
  db: DbOrTx,
  input: CreateGrievanceBodyType,
  { receivedAt = new Date(), demo = false, locale = "en" }: { receivedAt?: Date; demo?: boolean; locale?: Locale } = {},
): Promise<GrievanceRow> {
  const [row] = await db
    .insert(grievances)
    .values({
      ...input,
      demo,
      locale,
      orderNumber: input.orderNumber || null,
      dueBy: oneMonthAfter(indiaDay.format(receivedAt)),
      createdAt: receivedAt,
    })
    .returning();
  return row!;
}

async function repliesOf(db: DbOrTx, ids: string[]): Promise<Map<string, ReplyRow[]>> {
  const byGrievance = new Map<string, ReplyRow[]>();
  if (ids.length === 0) return byGrievance;
  const rows = await db
    .select()
    .from(grievanceReplies)
    .where(inArray(grievanceReplies.grievanceId, ids))
    .orderBy(asc(grievanceReplies.createdAt));
  for (const row of rows)
    byGrievance.set(row.grievanceId, [...(byGrievance.get(row.grievanceId) ?? []), row]);
  return byGrievance;
}

/** Staff's list: open ones first, the soonest due first, each with its thread. */
export async function listGrievances(db: DbOrTx, now = new Date()): Promise<AdminGrievanceType[]> {
  const rows = await db
    .select()
    .from(grievances)
    .orderBy(sql`${grievances.status} = 'Resolved'`, asc(grievances.dueBy), asc(grievances.number));
  const replies = await repliesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => grievanceJson(row, replies.get(row.id) ?? [], now));
}

/** Tickets past a legal deadline, for the dashboard. */
export async function listOverdueGrievances(db: DbOrTx, now = new Date()) {
  const open = await db
    .select()
    .from(grievances)
    .where(sql`${grievances.status} <> 'Resolved'`)
    .orderBy(asc(grievances.createdAt));
  return open.flatMap((row) => {
    const overdue = overdueOf(row, now);
    return overdue
      ? [
          {
            _id: row.id,
            ticketNumber: ticketNumber(row),
            subject: row.subject,
            overdue,
            receivedAt: row.createdAt.toISOString(),
          },
        ]
      : [];
  });
}

export async function grievanceWithThread(db: DbOrTx, id: string): Promise<AdminGrievanceType> {
  const [row] = await db.select().from(grievances).where(eq(grievances.id, id));
  if (!row) throw notFound("Grievance not found.");
  return grievanceJson(row, (await repliesOf(db, [id])).get(id) ?? []);
}

/** The complaint, locked for one change of its thread or status. */
export async function lockGrievance(tx: Tx, id: string): Promise<GrievanceRow> {
  const [row] = await tx.select().from(grievances).where(eq(grievances.id, id)).for("update");
  if (!row) throw notFound("Grievance not found.");
  return row;
}

export async function addReply(
  tx: Tx,
  grievance: GrievanceRow,
  reply: { from: "staff" | "complainant"; staffId?: string; author: string; message: string },
) {
  await tx.insert(grievanceReplies).values({ grievanceId: grievance.id, ...reply });
}

/** Staff take it up: acknowledged now (if not yet) and In progress; a complainant's answer to a resolved one reopens it. */
export async function markInProgress(tx: Tx, grievance: GrievanceRow) {
  await tx
    .update(grievances)
    .set({
      status: "In progress",
      acknowledgedAt: grievance.acknowledgedAt ?? new Date(),
      resolvedAt: null,
      resolution: null,
    })
    .where(eq(grievances.id, grievance.id));
}

export async function markResolved(tx: Tx, grievance: GrievanceRow, resolution: string) {
  const now = new Date();
  await tx
    .update(grievances)
    .set({ status: "Resolved", acknowledgedAt: grievance.acknowledgedAt ?? now, resolvedAt: now, resolution })
    .where(eq(grievances.id, grievance.id));
}
