import {
  escapeHtml,
  mailParagraph as p,
  mailSignatureLines,
  renderMailHtml,
  type MailStore,
} from "../../mail/layout";
import type { MailMessage } from "../../mail/mailer";

const longDate = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "UTC" });

/** The acknowledgement sent the moment a complaint arrives. */
export function grievanceAcknowledgementEmail(input: {
  to: string;
  name: string;
  ticketNumber: string;
  subject: string;
  dueBy: string;
  store: MailStore;
}): MailMessage {
  const officer = input.store.grievanceOfficer;
  const due = longDate.format(new Date(`${input.dueBy}T00:00:00Z`));
  const subject = `We have received your complaint ${input.ticketNumber}`;
  const paragraphs = [
    `Hello ${input.name},`,
    `Thank you for writing to us. Your complaint "${input.subject}" has been registered with the ticket number ${input.ticketNumber}. Please quote it whenever you contact us about this complaint.`,
    `Our grievance officer, ${officer.name} (${officer.designation}), will look into it and resolve it by ${due}, within one month of receiving it.`,
    `You can reach the grievance officer at ${officer.email} or ${officer.phone}.`,
  ];
  const text = [...paragraphs.flatMap((line) => [line, ""]), ...mailSignatureLines(input.store)].join("\n");
  const html = renderMailHtml({
    store: input.store,
    subject,
    headline: `Complaint ${input.ticketNumber} received`,
    bodyHtml: paragraphs.map((line) => p(escapeHtml(line))).join("\n"),
  });
  return { to: input.to, subject, html, text };
}
