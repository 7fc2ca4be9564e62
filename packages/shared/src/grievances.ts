import { z } from "zod";
import { messages } from "./messages";
import { mobileNumber } from "./mobile";
import { GRIEVANCE_MESSAGE_MAX, grievanceLimits } from "./grievance-limits";
import { EMAIL_PATTERN, requiredText, tooLongMessage } from "./text-fields";

/**
 * Grievances under the Consumer Protection (E-Commerce) Rules, 2020
 * (docs/decisions/147-grievances.md): a complaint gets a ticket number and an
 * acknowledgement at once, and is to be resolved within one month of receipt.
 */

export * from "./grievance-limits";

/** The complainant's messages are `messages.grievance` (translated, messages/content.ts); staff's stay English. */
export const grievanceMessages = {
  ...messages.grievance,
  resolutionRequired: "Please write how the complaint was resolved; the complainant receives it by e-mail.",
  alreadyResolved: "This complaint is already resolved.",
  replySent: "Your reply has been sent to the complainant.",
  acknowledged: "The complaint is acknowledged and in progress.",
  resolved: "The complaint is resolved; the complainant has been e-mailed the resolution.",
} as const;

export const CreateGrievanceBody = z.object({
  name: requiredText(messages.contact.nameRequired, "Name", grievanceLimits.name),
  email: requiredText(messages.contact.emailRequired, "Email", grievanceLimits.email).regex(EMAIL_PATTERN, {
    error: messages.contact.emailInvalid,
  }),
  mobile: mobileNumber(messages.contact.mobileRequired, messages.contact.mobileInvalid),
  orderNumber: z
    .string()
    .trim()
    .max(grievanceLimits.orderNumber, { error: tooLongMessage("Order number", grievanceLimits.orderNumber) })
    .transform((value) => value.replace(/^#/, ""))
    .pipe(z.string().regex(/^(\d{6,10})?$/, { error: grievanceMessages.orderNumberInvalid }))
    .default(""),
  subject: requiredText(grievanceMessages.subjectRequired, "Subject", grievanceLimits.subject),
  description: requiredText(
    grievanceMessages.descriptionRequired,
    "Description",
    grievanceLimits.description,
  ),
});
export type CreateGrievanceBodyType = z.output<typeof CreateGrievanceBody>;
export type GrievanceFormValues = z.input<typeof CreateGrievanceBody>;

export const CreateGrievanceResponse = z.object({
  ticketNumber: z.string(),
  /** The date (YYYY-MM-DD, India) by which the store resolves it: one month after receipt. */
  dueBy: z.string(),
  message: z.string(),
});
export type CreateGrievanceResponseType = z.infer<typeof CreateGrievanceResponse>;

export const GRIEVANCE_STATUSES = ["Open", "In progress", "Resolved"] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

/** One message of a complaint's thread: from the store's staff or from the complainant. */
export const GrievanceReply = z.object({
  _id: z.string(),
  from: z.enum(["staff", "complainant"]),
  /** The staff member's name, or the complainant's. */
  author: z.string(),
  message: z.string(),
  /** ISO date and time. */
  at: z.string(),
});
export type GrievanceReplyType = z.infer<typeof GrievanceReply>;

/** Which legal deadline a ticket has missed, if any (docs/decisions/185-grievance-replies-and-deadlines.md). */
export const GRIEVANCE_OVERDUE = ["acknowledgement", "resolution"] as const;

/** Which deadline was missed, in the console's words. */
export const grievanceOverdueReasons: Record<(typeof GRIEVANCE_OVERDUE)[number], string> = {
  acknowledgement: "not taken up within 48 hours",
  resolution: "not resolved within one month",
};

export const AdminGrievance = z.object({
  _id: z.string(),
  ticketNumber: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  orderNumber: z.string().nullable(),
  subject: z.string(),
  description: z.string(),
  status: z.enum(GRIEVANCE_STATUSES),
  /** ISO date and time. */
  receivedAt: z.string(),
  dueBy: z.string(),
  /** ISO date and time: 48 hours after receipt, by which staff take the complaint up. */
  acknowledgeBy: z.string(),
  /** YYYY-MM-DD (India): one month after receipt, the same day as `dueBy`. */
  resolveBy: z.string(),
  acknowledgedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  /** What staff wrote when resolving it; e-mailed to the complainant. */
  resolution: z.string().nullable(),
  overdue: z.enum(GRIEVANCE_OVERDUE).nullable(),
  replies: z.array(GrievanceReply),
});
export type AdminGrievanceType = z.infer<typeof AdminGrievance>;

export const AdminGrievancesResponse = z.object({ grievances: z.array(AdminGrievance) });
export type AdminGrievancesResponseType = z.infer<typeof AdminGrievancesResponse>;

const threadMessage = (required: string, label: string) =>
  requiredText(required, label, GRIEVANCE_MESSAGE_MAX);

/** POST /admin/grievances/:id/replies: e-mailed to the complainant and kept in the thread. */
export const GrievanceReplyBody = z.object({
  message: threadMessage(grievanceMessages.replyRequired, "Message"),
});
export type GrievanceReplyBodyType = z.infer<typeof GrievanceReplyBody>;

/** POST /admin/grievances/:id/resolve. */
export const ResolveGrievanceBody = z.object({
  resolution: threadMessage(grievanceMessages.resolutionRequired, "Resolution note"),
});
export type ResolveGrievanceBodyType = z.infer<typeof ResolveGrievanceBody>;

export const AdminGrievanceResponse = z.object({ grievance: AdminGrievance, message: z.string() });
export type AdminGrievanceResponseType = z.infer<typeof AdminGrievanceResponse>;

/** The complainant's view through the signed link in our e-mails: no login (ADR 185). */
export const ComplainantThreadBody = z.object({
  token: z.string().min(1, { error: grievanceMessages.linkInvalid }).max(2000),
});
export const ComplainantReplyBody = ComplainantThreadBody.extend({
  message: threadMessage(grievanceMessages.replyRequired, "Message"),
});
export type ComplainantReplyBodyType = z.infer<typeof ComplainantReplyBody>;

export const ComplainantTicket = AdminGrievance.pick({
  ticketNumber: true,
  name: true,
  subject: true,
  description: true,
  status: true,
  receivedAt: true,
  resolveBy: true,
  resolution: true,
  replies: true,
});
export type ComplainantTicketType = z.infer<typeof ComplainantTicket>;
export const ComplainantThreadResponse = z.object({
  ticket: ComplainantTicket,
  message: z.string().optional(),
});
export type ComplainantThreadResponseType = z.infer<typeof ComplainantThreadResponse>;

/** How long staff have to take a complaint up after it arrives (Rule 4(5)). */
export const ACKNOWLEDGE_WITHIN_MS = 48 * 60 * 60_000;

/** The date one calendar month after `receivedOn` (YYYY-MM-DD), kept within the month: 31 January -> 28 or 29 February. */
export function oneMonthAfter(receivedOn: string): string {
  const [year, month, day] = receivedOn.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month, 1));
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next.toISOString().slice(0, 10);
}
