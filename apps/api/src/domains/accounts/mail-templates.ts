import {
  escapeHtml,
  mailParagraph,
  mailSignatureLines,
  renderMailHtml,
  type MailStore,
} from "../../mail/layout";
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
}: BrandedEmail): MailMessage {
  const greeting = `Hello ${greetingName},`;
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
  });
  return { to, subject, html, text, links: action ? [action.url] : [] };
}

export function passwordResetEmail(input: {
  to: string;
  name: string;
  link: string;
  validMinutes: number;
  store: MailStore;
}): MailMessage {
  return brandedEmail({
    store: input.store,
    to: input.to,
    subject: `Reset your ${input.store.storeName} password`,
    preview: `Choose a new password within ${input.validMinutes} minutes.`,
    greetingName: input.name,
    paragraphs: [
      `We received a request to reset the password of your ${input.store.storeName} account.`,
      `The link below works once and expires in ${input.validMinutes} minutes.`,
    ],
    action: { label: "Choose a new password", url: input.link },
    footnote: "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  });
}

export function passwordChangedEmail(input: {
  to: string;
  name: string;
  loginUrl: string;
  store: MailStore;
}): MailMessage {
  return brandedEmail({
    store: input.store,
    to: input.to,
    subject: `Your ${input.store.storeName} password was changed`,
    preview: "Your password was just changed.",
    greetingName: input.name,
    paragraphs: [
      `The password of your ${input.store.storeName} account was just changed, and every device signed in with the old password has been logged out.`,
    ],
    action: { label: "Log in", url: input.loginUrl },
    footnote: `If you did not change it, reset your password right away and write to us at ${input.store.supportEmail}.`,
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
