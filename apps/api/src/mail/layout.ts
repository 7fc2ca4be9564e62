import { english, type MailLanguage } from "./language";
import type { MailMessage } from "./mailer";

/**
 * The store as its e-mails show it: from the settings (docs/decisions/183-store-settings.md),
 * handed to every template by its caller.
 */
export interface MailStore {
  storeName: string;
  /** The registered office on one line. */
  address: string;
  supportEmail: string;
  phone: string;
  grievanceOfficer: { name: string; designation: string; email: string; phone: string };
}

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** A body paragraph; `html` must already be escaped. */
export const mailParagraph = (html: string) =>
  `<p style="margin:0 0 16px;font-size:15px;line-height:24px;color:#334155">${html}</p>`;

const contact = (store: MailStore) => `${store.supportEmail} · ${store.phone}`;

/** The plain-text sign-off every message ends with. */
export const mailSignatureLines = (store: MailStore) => [
  "",
  "—",
  store.storeName,
  store.address,
  contact(store),
];

export interface MailFrame {
  store: MailStore;
  subject: string;
  /** The line under the store name in the brand header. */
  headline: string;
  /** Shown by mail apps beside the subject. */
  preview?: string;
  /** Escaped HTML of the message itself. */
  bodyHtml: string;
  action?: { label: string; url: string };
  footnote?: string;
  /** Where the recipient stops e-mails of this kind, linked in the footer. */
  unsubscribe?: { label: string; url: string };
  /** The shopper's language; English when not given (staff e-mails). */
  language?: MailLanguage;
}

/**
 * The store's mail frame: brand header, white card, one call to action, footer with
 * address and contact. Inline styles and tables, as mail apps need.
 */
export function renderMailHtml({
  store,
  subject,
  headline,
  preview,
  bodyHtml,
  action,
  footnote,
  unsubscribe,
  language = english,
}: MailFrame): string {
  const pasteLink = language.t(/*i18n*/ { id: "mail.pasteLink", message: "Or paste this link into your browser:" });
  const button = action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:10px;background:#0b5fff">
<a href="${escapeHtml(action.url)}" style="display:inline-block;padding:13px 26px;font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:10px">${escapeHtml(action.label)}</a>
</td></tr></table>
${mailParagraph(`${escapeHtml(pasteLink)}<br><a href="${escapeHtml(action.url)}" style="color:#0047d6;word-break:break-all">${escapeHtml(action.url)}</a>`)}`
    : "";
  return `<!doctype html>
<html lang="${language.locale === "hi" ? "hi" : "en"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif">
${preview ? `<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(preview)}</span>` : ""}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;overflow:hidden">
<tr><td style="background:#0b5fff;padding:20px 28px;color:#ffffff">
<div style="font-size:20px;font-weight:700">${escapeHtml(store.storeName)}</div>
<div style="font-size:13px;opacity:.9">${escapeHtml(headline)}</div>
</td></tr>
<tr><td style="padding:28px">
${bodyHtml}
${button}
${footnote ? `<p style="margin:0;font-size:13px;line-height:20px;color:#64748b">${escapeHtml(footnote)}</p>` : ""}
</td></tr>
<tr><td style="background:#f8fafc;padding:16px 28px;font-size:12px;line-height:18px;color:#64748b">
${escapeHtml(store.storeName)} · ${escapeHtml(store.address)}<br>${escapeHtml(contact(store))}${
    unsubscribe
      ? `<br><a href="${escapeHtml(unsubscribe.url)}" style="color:#475569">${escapeHtml(unsubscribe.label)}</a>`
      : ""
  }
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

/** "Hello Asha," / "नमस्ते Asha,": the first line of a shopper's e-mail. */
export const mailGreeting = (language: MailLanguage, name: string) =>
  language.t(/*i18n*/ { id: "mail.hello", message: "Hello {name}," }, { name });

/**
 * A message of plain paragraphs under "Hello <name>," with one link to follow: its text and
 * HTML parts say the same. `link.text` introduces the link in the text part ("Your order").
 */
export function greetingMail(input: {
  to: string;
  name: string;
  subject: string;
  headline: string;
  paragraphs: string[];
  link: { text: string; label: string; url: string };
  store: MailStore;
  language?: MailLanguage;
}): MailMessage {
  const language = input.language ?? english;
  const greeting = mailGreeting(language, input.name);
  const text = [
    greeting,
    "",
    ...input.paragraphs.flatMap((para) => [para, ""]),
    `${input.link.text}: ${input.link.url}`,
    ...mailSignatureLines(input.store),
  ].join("\n");
  const html = renderMailHtml({
    store: input.store,
    subject: input.subject,
    headline: input.headline,
    bodyHtml: [greeting, ...input.paragraphs].map((para) => mailParagraph(escapeHtml(para))).join("\n"),
    action: { label: input.link.label, url: input.link.url },
    language,
  });
  return { to: input.to, subject: input.subject, html, text, links: [input.link.url] };
}
