import {
  escapeHtml,
  mailGreeting,
  mailParagraph,
  mailSignatureLines,
  renderMailHtml,
  type MailStore,
} from "../../mail/layout";
import { english, type MailLanguage } from "../../mail/language";
import type { MailMessage } from "../../mail/mailer";

interface BrandedEmail {
  store: MailStore;
  to: string;
  subject: string;
  /** Shown by mail apps beside the subject. */
  preview: string;
  greetingName: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote: string;
  language?: MailLanguage;
}

/** One message in the store's look: HTML and plain text. */
function brandedEmail({
  store,
  to,
  subject,
  preview,
  greetingName,
  paragraphs,
  action,
  footnote,
  language = english,
}: BrandedEmail): MailMessage {
  const greeting = mailGreeting(language, greetingName);
  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(action ? [`${action.label}:`, action.url, ""] : []),
    footnote,
    ...mailSignatureLines(store),
  ].join("\n");
  const bodyHtml = [greeting, ...paragraphs].map((p) => mailParagraph(escapeHtml(p))).join("\n");
  const html = renderMailHtml({
    store,
    subject,
    headline: preview,
    preview,
    bodyHtml,
    footnote,
    ...(action ? { action } : {}),
    language,
  });
  return { to, subject, html, text, links: action ? [action.url] : [] };
}

/** The account's password reset link, in the account's language (ADR 322). */
export function passwordResetEmail(input: {
  to: string;
  name: string;
  link: string;
  validMinutes: number;
  store: MailStore;
  language?: MailLanguage;
}): MailMessage {
  const language = input.language ?? english;
  const { t } = language;
  const values = { store: input.store.storeName, minutes: input.validMinutes };
  return brandedEmail({
    store: input.store,
    to: input.to,
    subject: t(/*i18n*/ { id: "mail.reset.subject", message: "Reset your {store} password" }, values),
    preview: t(/*i18n*/ { id: "mail.reset.preview", message: "Choose a new password within {minutes} minutes." }, values),
    greetingName: input.name,
    paragraphs: [
      t(/*i18n*/ { id: "mail.reset.asked", message: "We received a request to reset the password of your {store} account." }, values),
      t(/*i18n*/ { id: "mail.reset.once", message: "The link below works once and expires in {minutes} minutes." }, values),
    ],
    action: { label: t(/*i18n*/ { id: "mail.reset.action", message: "Choose a new password" }), url: input.link },
    footnote: t(/*i18n*/ { id: "mail.reset.footnote", message: "If you did not ask for this, ignore this e-mail: your password stays as it is." }),
    language,
  });
}

/** Tells the account its password changed, in the account's language. */
export function passwordChangedEmail(input: {
  to: string;
  name: string;
  loginUrl: string;
  store: MailStore;
  language?: MailLanguage;
}): MailMessage {
  const language = input.language ?? english;
  const { t } = language;
  const values = { store: input.store.storeName, email: input.store.supportEmail };
  return brandedEmail({
    store: input.store,
    to: input.to,
    subject: t(/*i18n*/ { id: "mail.changed.subject", message: "Your {store} password was changed" }, values),
    preview: t(/*i18n*/ { id: "mail.changed.preview", message: "Your password was just changed." }),
    greetingName: input.name,
    paragraphs: [
      t(
        /*i18n*/ {
          id: "mail.changed.body",
          message: "The password of your {store} account was just changed, and every device signed in with the old password has been logged out.",
        },
        values,
      ),
    ],
    action: { label: t(/*i18n*/ { id: "mail.changed.action", message: "Log in" }), url: input.loginUrl },
    footnote: t(
      /*i18n*/ { id: "mail.changed.footnote", message: "If you did not change it, reset your password right away and write to us at {email}." },
      values,
    ),
    language,
  });
}

/** The owner's invitation to join the staff: the link sets the new staff member's password. */
export function staffInviteEmail(input: {
  to: string;
  name: string;
  invitedBy: string;
  /** What the invited person will do: a catalog editor sees the catalog only (docs/decisions/231-staff-roles.md). */
  role: "staff" | "catalog_editor";
  link: string;
  validDays: number;
  store: MailStore;
}): MailMessage {
  const work =
    input.role === "catalog_editor"
      ? "as a catalog editor: you will add and edit its products, categories and their pictures"
      : "as staff: you will manage its products, orders and enquiries";
  return brandedEmail({
    store: input.store,
    to: input.to,
    subject: `You are invited to the ${input.store.storeName} staff console`,
    preview: `${input.invitedBy} invited you to help run the store.`,
    greetingName: input.name,
    paragraphs: [
      `${input.invitedBy} invited you to the staff console of ${input.store.storeName} ${work}.`,
      `Open the link below to choose your password. It works once, for ${input.validDays} days.`,
    ],
    action: { label: "Choose your password", url: input.link },
    footnote:
      "If you did not expect this invitation, ignore this e-mail: nothing happens until the link is used.",
  });
}
