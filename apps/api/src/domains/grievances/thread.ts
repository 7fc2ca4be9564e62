import type { Locale } from "@vayu/shared/locale";
import {
  ComplainantTicket,
  grievanceMessages,
  type AdminGrievanceType,
  type ComplainantTicketType,
  type CreateGrievanceBodyType,
} from "@vayu/shared/grievances";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { conflict, forbidden } from "../../http/errors";
import { mailLanguage, type MailLanguage } from "../../mail/language";
import type { Mailer, QueuedMail } from "../../mail/outbox";
import { complainantReplyNotice, grievanceNotice } from "../../notifications/notices";
import type { StaffNotifier } from "../../notifications/staff-notifier";
import { audit } from "../../audit/audit";
import { accountLocaleByEmail } from "../accounts/index";
import { currentMailStore, getSettings } from "../settings/index";
import { grievanceAcknowledgementEmail, grievanceReplyEmail, grievanceResolvedEmail } from "./grievance-mail";
import {
  acknowledgeBy,
  addReply,
  fileGrievance,
  grievanceWithThread,
  lockGrievance,
  markInProgress,
  markResolved,
  ticketNumber,
  type GrievanceRow,
} from "./service";
import { signThreadToken, threadUrl, verifyThreadToken } from "./thread-link";

/**
 * A complaint's life (docs/decisions/185-grievance-replies-and-deadlines.md): each step is one
 * transaction that changes the ticket, writes its thread and audit entry, and queues the
 * e-mails it causes (to the complainant, to staff); they are sent after the commit.
 */

export interface GrievanceDeps {
  db: Db;
  mailer: Mailer;
  staffNotifier: StaffNotifier;
  jwtSecret: string;
  publicUrl: string;
}

export interface Staff {
  id: string;
  name: string;
}

/** The thread's link, on the page of the complainant's language. */
const linkFor = async (deps: GrievanceDeps, row: GrievanceRow, language: MailLanguage) =>
  threadUrl(language.locale === "hi" ? `${deps.publicUrl}/hi` : deps.publicUrl, await signThreadToken(row.id, deps.jwtSecret));

/**
 * The language of the staff's mails to a complainant: the complaint's own (the page it was filed
 * from); for one filed before complaints kept it, their account's, found by the complaint's
 * e-mail, else English (docs/decisions/326-hindi-content.md).
 */
async function complainantLanguage(tx: DbOrTx, row: GrievanceRow): Promise<MailLanguage> {
  return mailLanguage(row.locale ?? (await accountLocaleByEmail(tx, row.email)));
}

async function inTransaction<T>(
  deps: GrievanceDeps,
  work: (tx: Tx, queue: (queued: QueuedMail) => void) => Promise<T>,
): Promise<T> {
  const queued: QueuedMail[] = [];
  const result = await deps.db.transaction((tx) => work(tx, (q) => queued.push(q)));
  for (const q of queued) await deps.mailer.deliver(q);
  return result;
}

/** POST /grievances: the ticket, its acknowledgement to the complainant and the staff's notice, together. */
export function fileAndAcknowledge(
  deps: GrievanceDeps,
  input: CreateGrievanceBodyType,
  locale: Locale = "en",
): Promise<GrievanceRow> {
  return inTransaction(deps, async (tx, queue) => {
    const row = await fileGrievance(tx, input, { locale });
    const ticket = ticketNumber(row);
    const acknowledgement = grievanceAcknowledgementEmail({
      to: row.email,
      name: row.name,
      ticketNumber: ticket,
      subject: row.subject,
      dueBy: row.dueBy,
      threadUrl: await linkFor(deps, row, mailLanguage(locale)),
      store: await currentMailStore(tx),
      language: mailLanguage(locale),
    });
    queue(await deps.mailer.enqueue(tx, [acknowledgement]));
    queue(
      await deps.staffNotifier.queue(
        tx,
        grievanceNotice({
          grievanceId: row.id,
          ticketNumber: ticket,
          name: row.name,
          subject: row.subject,
          acknowledgeBy: acknowledgeBy(row),
        }),
      ),
    );
    return row;
  });
}

type StaffAction =
  { kind: "acknowledge" } | { kind: "reply"; message: string } | { kind: "resolve"; resolution: string };

/** Staff's acknowledge, reply and resolve: audited, and the complainant is e-mailed a reply or the resolution. */
export async function actOnGrievance(
  deps: GrievanceDeps,
  id: string,
  staff: Staff,
  action: StaffAction,
): Promise<AdminGrievanceType> {
  await inTransaction(deps, async (tx, queue) => {
    const row = await lockGrievance(tx, id);
    const ticket = ticketNumber(row);
    if (action.kind !== "reply" && row.status === "Resolved")
      throw conflict(grievanceMessages.alreadyResolved);
    if (action.kind === "resolve") {
      await addReply(tx, row, {
        from: "staff",
        staffId: staff.id,
        author: staff.name,
        message: `Resolution: ${action.resolution}`,
      });
      await markResolved(tx, row, action.resolution);
      const language = await complainantLanguage(tx, row);
      const mail = grievanceResolvedEmail({
        to: row.email,
        name: row.name,
        ticketNumber: ticket,
        resolution: action.resolution,
        threadUrl: await linkFor(deps, row, language),
        store: await currentMailStore(tx),
        language,
      });
      queue(await deps.mailer.enqueue(tx, [mail]));
    } else {
      if (row.status === "Open") await markInProgress(tx, row);
      if (action.kind === "reply") {
        await addReply(tx, row, {
          from: "staff",
          staffId: staff.id,
          author: staff.name,
          message: action.message,
        });
        const language = await complainantLanguage(tx, row);
        const mail = grievanceReplyEmail({
          to: row.email,
          name: row.name,
          ticketNumber: ticket,
          message: action.message,
          threadUrl: await linkFor(deps, row, language),
          store: await currentMailStore(tx),
          language,
        });
        queue(await deps.mailer.enqueue(tx, [mail]));
      }
    }
    await audit(tx, {
      actorId: staff.id,
      action: action.kind,
      entity: "grievance",
      entityId: row.id,
      before: { status: row.status },
      after: action,
    });
  });
  return grievanceWithThread(deps.db, id);
}

/** The complainant's ticket as the signed link shows it; a forged or expired link is refused. */
async function grievanceIdOf(deps: GrievanceDeps, token: string): Promise<string> {
  const id = await verifyThreadToken(token, deps.jwtSecret);
  if (!id) throw forbidden(grievanceMessages.linkInvalid);
  return id;
}

/** What the complainant sees of their ticket (the schema leaves out staff's fields); staff sign as the store, not as one employee. */
async function complainantView(db: DbOrTx, ticket: AdminGrievanceType): Promise<ComplainantTicketType> {
  const { storeName } = await getSettings(db);
  return ComplainantTicket.parse({
    ...ticket,
    replies: ticket.replies.map((reply) =>
      reply.from === "staff" ? { ...reply, author: storeName } : reply,
    ),
  });
}

export async function complainantTicket(deps: GrievanceDeps, token: string): Promise<ComplainantTicketType> {
  return complainantView(deps.db, await grievanceWithThread(deps.db, await grievanceIdOf(deps, token)));
}

/** The complainant answers: kept in the thread, staff told, and a resolved ticket reopened. */
export async function complainantReply(
  deps: GrievanceDeps,
  token: string,
  message: string,
): Promise<ComplainantTicketType> {
  const id = await grievanceIdOf(deps, token);
  await inTransaction(deps, async (tx, queue) => {
    const row = await lockGrievance(tx, id);
    await addReply(tx, row, { from: "complainant", author: row.name, message });
    if (row.status === "Resolved") await markInProgress(tx, row);
    queue(
      await deps.staffNotifier.queue(
        tx,
        complainantReplyNotice({
          grievanceId: row.id,
          ticketNumber: ticketNumber(row),
          name: row.name,
          message,
        }),
      ),
    );
  });
  return complainantView(deps.db, await grievanceWithThread(deps.db, id));
}
