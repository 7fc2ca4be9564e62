import { formatAddress, siteSettings } from "@vayu/shared/site-settings";
import type { MailMessage } from "../../mail/mailer";

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

interface BrandedEmail {
  to: string;
  subject: string;
  /** Shown by mail apps beside the subject. */
  preview: string;
  greetingName: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote: string;
}

/** One message in the store's look: HTML (inline styles, as mail apps need) and plain text. */
function brandedEmail({
  to,
  subject,
  preview,
  greetingName,
  paragraphs,
  action,
  footnote,
}: BrandedEmail): MailMessage {
  const greeting = `Hello ${greetingName},`;
  const contact = `${siteSettings.supportEmail} · ${siteSettings.phones[0]}`;
  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(action ? [`${action.label}:`, action.url, ""] : []),
    footnote,
    "",
    "—",
    siteSettings.name,
    formatAddress(),
    contact,
  ].join("\n");

  const p = (content: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:24px;color:#334155">${content}</p>`;
  const button = action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:10px;background:#0b5fff">
<a href="${escapeHtml(action.url)}" style="display:inline-block;padding:13px 26px;font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:10px">${escapeHtml(action.label)}</a>
</td></tr></table>
${p(`Or paste this link into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#0047d6;word-break:break-all">${escapeHtml(action.url)}</a>`)}`
    : "";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(preview)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;overflow:hidden">
<tr><td style="background:#0b5fff;padding:20px 28px;color:#ffffff">
<div style="font-size:20px;font-weight:700">${escapeHtml(siteSettings.name)}</div>
<div style="font-size:13px;opacity:.85">${escapeHtml(siteSettings.tagline)}</div>
</td></tr>
<tr><td style="padding:28px">
${p(escapeHtml(greeting))}
${paragraphs.map((para) => p(escapeHtml(para))).join("\n")}
${button}
<p style="margin:0;font-size:13px;line-height:20px;color:#64748b">${escapeHtml(footnote)}</p>
</td></tr>
<tr><td style="background:#f8fafc;padding:16px 28px;font-size:12px;line-height:18px;color:#64748b">
${escapeHtml(siteSettings.name)} · ${escapeHtml(formatAddress())}<br>${escapeHtml(contact)}
</td></tr>
</table>
</td></tr></table>
</body></html>`;
  return { to, subject, html, text, links: action ? [action.url] : [] };
}

export function passwordResetEmail(input: {
  to: string;
  name: string;
  link: string;
  validMinutes: number;
}): MailMessage {
  return brandedEmail({
    to: input.to,
    subject: `Reset your ${siteSettings.name} password`,
    preview: `Choose a new password within ${input.validMinutes} minutes.`,
    greetingName: input.name,
    paragraphs: [
      `We received a request to reset the password of your ${siteSettings.name} account.`,
      `The link below works once and expires in ${input.validMinutes} minutes.`,
    ],
    action: { label: "Choose a new password", url: input.link },
    footnote: "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  });
}

export function passwordChangedEmail(input: { to: string; name: string; loginUrl: string }): MailMessage {
  return brandedEmail({
    to: input.to,
    subject: `Your ${siteSettings.name} password was changed`,
    preview: "Your password was just changed.",
    greetingName: input.name,
    paragraphs: [
      `The password of your ${siteSettings.name} account was just changed, and every device signed in with the old password has been logged out.`,
    ],
    action: { label: "Log in", url: input.loginUrl },
    footnote: `If you did not change it, reset your password right away and write to us at ${siteSettings.supportEmail}.`,
  });
}
