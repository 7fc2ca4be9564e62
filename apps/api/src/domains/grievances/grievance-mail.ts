import {
  escapeHtml,
  mailGreeting,
  mailParagraph as p,
  mailSignatureLines,
  renderMailHtml,
  type MailStore,
} from "../../mail/layout";
import { english, type MailLanguage } from "../../mail/language";
import type { MailMessage } from "../../mail/mailer";

/** The thread's link label and footnote, in the complainant's language. */
const threadWords = (language: MailLanguage) => ({
  label: language.t(/*i18n*/ { id: "mail.grievance.threadLabel", message: "See your complaint and reply" }),
  footnote: language.t(/*i18n*/ {
    id: "mail.grievance.footnote",
    message: "The link works for 30 days; each e-mail from us about this complaint carries a fresh one.",
  }),
});

function complainantEmail(input: {
  to: string;
  subject: string;
  headline: string;
  paragraphs: string[];
  threadUrl: string;
  store: MailStore;
  language: MailLanguage;
}): MailMessage {
  const words = threadWords(input.language);
  const text = [
    ...input.paragraphs.flatMap((line) => [line, ""]),
    `${words.label}: ${input.threadUrl}`,
    ...mailSignatureLines(input.store),
  ].join("\n");
  const html = renderMailHtml({
    store: input.store,
    subject: input.subject,
    headline: input.headline,
    bodyHtml: input.paragraphs.map((line) => p(escapeHtml(line))).join("\n"),
    action: { label: words.label, url: input.threadUrl },
    footnote: words.footnote,
    language: input.language,
  });
  return { to: input.to, subject: input.subject, html, text, links: [input.threadUrl] };
}

/** The acknowledgement sent the moment a complaint arrives, in the language it was filed in (ADR 322). */
export function grievanceAcknowledgementEmail(input: {
  to: string;
  name: string;
  ticketNumber: string;
  subject: string;
  dueBy: string;
  threadUrl: string;
  store: MailStore;
  language?: MailLanguage;
}): MailMessage {
  const language = input.language ?? english;
  const { t } = language;
  const officer = input.store.grievanceOfficer;
  const values = {
    ticket: input.ticketNumber,
    subject: input.subject,
    officer: officer.name,
    designation: officer.designation,
    email: officer.email,
    phone: officer.phone,
    // The due day is a date of the calendar: formatted at midnight UTC it stays that day.
    due: new Intl.DateTimeFormat(language.locale === "hi" ? "hi-IN" : "en-IN", { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${input.dueBy}T00:00:00Z`),
    ),
  };
  return complainantEmail({
    to: input.to,
    subject: t(/*i18n*/ { id: "mail.grievance.ackSubject", message: "We have received your complaint {ticket}" }, values),
    headline: t(/*i18n*/ { id: "mail.grievance.ackHeadline", message: "Complaint {ticket} received" }, values),
    threadUrl: input.threadUrl,
    store: input.store,
    language,
    paragraphs: [
      mailGreeting(language, input.name),
      t(
        /*i18n*/ {
          id: "mail.grievance.registered",
          message:
            "Thank you for writing to us. Your complaint \"{subject}\" has been registered with the ticket number {ticket}. Please quote it whenever you contact us about this complaint.",
        },
        values,
      ),
      t(
        /*i18n*/ {
          id: "mail.grievance.officer",
          message: "Our grievance officer, {officer} ({designation}), will look into it and resolve it by {due}, within one month of receiving it.",
        },
        values,
      ),
      t(
        /*i18n*/ { id: "mail.grievance.reach", message: "You can reach the grievance officer at {email} or {phone}, or reply through the link below." },
        values,
      ),
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
  language?: MailLanguage;
}): MailMessage {
  const language = input.language ?? english;
  const { t } = language;
  const values = { ticket: input.ticketNumber };
  return complainantEmail({
    to: input.to,
    subject: t(/*i18n*/ { id: "mail.grievance.replySubject", message: "Reply to your complaint {ticket}" }, values),
    headline: t(/*i18n*/ { id: "mail.grievance.headline", message: "Complaint {ticket}" }, values),
    threadUrl: input.threadUrl,
    store: input.store,
    language,
    paragraphs: [
      mailGreeting(language, input.name),
      t(/*i18n*/ { id: "mail.grievance.replied", message: "Our grievance officer has replied to your complaint {ticket}:" }, values),
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
  language?: MailLanguage;
}): MailMessage {
  const language = input.language ?? english;
  const { t } = language;
  const values = { ticket: input.ticketNumber };
  return complainantEmail({
    to: input.to,
    subject: t(/*i18n*/ { id: "mail.grievance.resolvedSubject", message: "Your complaint {ticket} is resolved" }, values),
    headline: t(/*i18n*/ { id: "mail.grievance.resolvedHeadline", message: "Complaint {ticket} resolved" }, values),
    threadUrl: input.threadUrl,
    store: input.store,
    language,
    paragraphs: [
      mailGreeting(language, input.name),
      t(/*i18n*/ { id: "mail.grievance.resolved", message: "We have resolved your complaint {ticket}:" }, values),
      input.resolution,
      t(/*i18n*/ { id: "mail.grievance.notSatisfied", message: "If you are not satisfied, reply through the link below and we will take it up again." }),
    ],
  });
}
