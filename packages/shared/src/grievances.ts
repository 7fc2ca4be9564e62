import { z } from "zod";
import { messages } from "./messages";
import { mobileNumber } from "./mobile";
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH, requiredText, tooLongMessage } from "./text-fields";

/**
 * Grievances under the Consumer Protection (E-Commerce) Rules, 2020
 * (docs/decisions/147-grievances.md): a complaint gets a ticket number and an
 * acknowledgement at once, and is to be resolved within one month of receipt.
 */

/** The longest value each field of the complaint form takes; its inputs carry these as `maxLength`. */
export const grievanceLimits = {
  name: 100,
  email: MAX_EMAIL_LENGTH,
  orderNumber: 12,
  subject: 150,
  description: 3000,
} as const;

export const grievanceMessages = {
  subjectRequired: "Subject is required.",
  descriptionRequired: "Please describe your complaint.",
  orderNumberInvalid: "Order number must be the digits shown on My Orders, such as 100042.",
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
});
export type AdminGrievanceType = z.infer<typeof AdminGrievance>;

export const AdminGrievancesResponse = z.object({ grievances: z.array(AdminGrievance) });
export type AdminGrievancesResponseType = z.infer<typeof AdminGrievancesResponse>;

export const UpdateGrievanceBody = z.object({
  status: z.enum(GRIEVANCE_STATUSES, { error: `status must be one of: ${GRIEVANCE_STATUSES.join(", ")}` }),
});
export type UpdateGrievanceBodyType = z.infer<typeof UpdateGrievanceBody>;

export const AdminGrievanceResponse = z.object({ grievance: AdminGrievance });
export type AdminGrievanceResponseType = z.infer<typeof AdminGrievanceResponse>;

/** The date one calendar month after `receivedOn` (YYYY-MM-DD), kept within the month: 31 January -> 28 or 29 February. */
export function oneMonthAfter(receivedOn: string): string {
  const [year, month, day] = receivedOn.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month, 1));
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next.toISOString().slice(0, 10);
}
