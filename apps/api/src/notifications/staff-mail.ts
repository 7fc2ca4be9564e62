import { escapeHtml, mailParagraph as p, renderMailHtml, type MailStore } from "../mail/layout";
import type { MailMessage } from "../mail/mailer";

const OPEN_LABEL = "Open it in the staff console";

/** One event for staff: what happened and a button to it in the console. */
export function staffNoticeEmail(input: {
  to: string;
  subject: string;
  lines: string[];
  url: string;
  store: MailStore;
}): MailMessage {
  const text = [...input.lines, "", `${OPEN_LABEL}: ${input.url}`].join("\n");
  const html = renderMailHtml({
    store: input.store,
    subject: input.subject,
    headline: "For the store's staff",
    bodyHtml: input.lines.map((line) => p(escapeHtml(line))).join("\n"),
    action: { label: OPEN_LABEL, url: input.url },
  });
  return { to: input.to, subject: input.subject, html, text };
}

const DIGEST_HEADINGS = {
  orders: "New orders",
  returns: "Return requests",
  enquiries: "Enquiries",
  grievances: "Grievances",
} as const;

export interface DigestLine {
  kind: keyof typeof DIGEST_HEADINGS;
  summary: string;
  link: string;
}

/** The morning digest: every waiting event, grouped by kind, each with its console link. */
export function staffDigestEmail(input: {
  to: string;
  day: string;
  items: DigestLine[];
  store: MailStore;
}): MailMessage {
  const subject = `Daily digest for ${input.day}: ${input.items.length === 1 ? "1 event" : `${input.items.length} events`} need staff`;
  const groups = (Object.keys(DIGEST_HEADINGS) as DigestLine["kind"][])
    .map((kind) => ({
      heading: DIGEST_HEADINGS[kind],
      items: input.items.filter((item) => item.kind === kind),
    }))
    .filter((group) => group.items.length > 0);
  const text = groups
    .flatMap((group) => [
      `${group.heading} (${group.items.length})`,
      ...group.items.map((item) => `- ${item.summary}: ${item.link}`),
      "",
    ])
    .join("\n");
  const bodyHtml = groups
    .map(
      (group) =>
        `${p(`<strong>${escapeHtml(group.heading)} (${group.items.length})</strong>`)}<ul style="margin:0 0 16px;padding-left:20px;font-size:15px;line-height:24px;color:#334155">${group.items
          .map(
            (item) =>
              `<li><a href="${escapeHtml(item.link)}" style="color:#0047d6">${escapeHtml(item.summary)}</a></li>`,
          )
          .join("")}</ul>`,
    )
    .join("\n");
  return {
    to: input.to,
    subject,
    html: renderMailHtml({ store: input.store, subject, headline: "For the store's staff", bodyHtml }),
    text,
  };
}
