import {
  escapeHtml,
  mailParagraph as p,
  mailSignatureLines,
  renderMailHtml,
  type MailStore,
} from "../../mail/layout";
import type { MailMessage } from "../../mail/mailer";

/** The one back-in-stock e-mail: the product's link and, in the footer, a link to stop such e-mails. */
export function backInStockEmail(input: {
  to: string;
  name: string;
  productTitle: string;
  productUrl: string;
  unsubscribeUrl: string;
  store: MailStore;
}): MailMessage {
  const subject = `${input.productTitle} is back in stock at ${input.store.storeName}`;
  const paragraphs = [
    `Hello ${input.name},`,
    `Good news: ${input.productTitle} is back in stock. You asked us to tell you, and this is the only e-mail we send about it. Stock can run out again quickly.`,
  ];
  const unsubscribeLabel = "Unsubscribe from e-mails about this product";
  const text = [
    ...paragraphs.flatMap((line) => [line, ""]),
    `See it: ${input.productUrl}`,
    "",
    `${unsubscribeLabel}: ${input.unsubscribeUrl}`,
    ...mailSignatureLines(input.store),
  ].join("\n");
  const html = renderMailHtml({
    store: input.store,
    subject,
    headline: "Back in stock",
    preview: `${input.productTitle} can be bought again.`,
    bodyHtml: paragraphs.map((line) => p(escapeHtml(line))).join("\n"),
    action: { label: "View the product", url: input.productUrl },
    unsubscribe: { label: unsubscribeLabel, url: input.unsubscribeUrl },
  });
  return { to: input.to, subject, html, text, links: [input.productUrl, input.unsubscribeUrl] };
}
