import {
  escapeHtml,
  mailParagraph as p,
  mailSignatureLines,
  renderMailHtml,
  type MailStore,
} from "../../mail/layout";
import type { MailMessage } from "../../mail/mailer";

const longDate = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "UTC" });
const THREAD_LABEL = "See your complaint and reply";

function complainantEmail(input: {
  to: string;
  subject: string;
  headline: string;
  paragraphs: string[];
  threadUrl: string;
  store: MailStore;
}): MailMessage {
  const text = [
    ...input.paragraphs.flatMap((line) => [line, ""]),
    `${THREAD_LABEL}: ${input.threadUrl}`,
    ...mailSignatureLines(input.store),
  ].join("\n");
  const html = renderMailHtml({
    store: input.store,
    subject: input.subject,
    headline: input.headline,
    bodyHtml: input.paragraphs.map((line) => p(escapeHtml(line))).join("\n"),
    action: { label: THREAD_LABEL, url: input.threadUrl },
    footnote: "The link works for 30 days; each e-mail from us about this complaint carries a fresh one.",
  });
  return { to: input.to, subject: input.subject, html, text, links: [input.threadUrl] };
}

/** The acknowledgement sent the moment a complaint arrives. */
export function grievanceAcknowledgementEmail(input: {
  to: string;
  name: string;
  ticketNumber: string;
  subject: string;
  dueBy: string;
  threadUrl: string;
  store: MailStore;
}): MailMessage {
  const officer = input.store.grievanceOfficer;
  const due = longDate.format(new Date(`${input.dueBy}T00:00:00Z`));
  return complainantEmail({
    to: input.to,
    subject: `We have received your complaint ${input.ticketNumber}`,
    headline: `Complaint ${input.ticketNumber} received`,
    threadUrl: input.threadUrl,
    store: input.store,
    paragraphs: [
      `Hello ${input.name},`,
      `Thank you for writing to us. Your complaint "${input.subject}" has been registered with the ticket number ${input.ticketNumber}. Please quote it whenever you contact us about this complaint.`,
      `Our grievance officer, ${officer.name} (${officer.designation}), will look into it and resolve it by ${due}, within one month of receiving it.`,
      `You can reach the grievance officer at ${officer.email} or ${officer.phone}, or reply through the link below.`,
    ],
  });
}

/** A staff reply on the thread. */
export function grievanceReplyEmail(input: {
  to: string;
  name: string;
  ticketNumber: string;
  message: string;
  threadUrl: string;
  store: MailStore;
}): MailMessage {
  return complainantEmail({
    to: input.to,
    subject: `Reply to your complaint ${input.ticketNumber}`,
    headline: `Complaint ${input.ticketNumber}`,
    threadUrl: input.threadUrl,
    store: input.store,
    paragraphs: [
      `Hello ${input.name},`,
      `Our grievance officer has replied to your complaint ${input.ticketNumber}:`,
      input.message,
    ],
  });
}

/** The resolution note, when staff resolve the complaint. */
export function grievanceResolvedEmail(input: {
  to: string;
  name: string;
  ticketNumber: string;
  resolution: string;
  threadUrl: string;
  store: MailStore;
}): MailMessage {
  return complainantEmail({
    to: input.to,
    subject: `Your complaint ${input.ticketNumber} is resolved`,
    headline: `Complaint ${input.ticketNumber} resolved`,
    threadUrl: input.threadUrl,
    store: input.store,
    paragraphs: [
      `Hello ${input.name},`,
      `We have resolved your complaint ${input.ticketNumber}:`,
      input.resolution,
      "If you are not satisfied, reply through the link below and we will take it up again.",
    ],
  });
}
