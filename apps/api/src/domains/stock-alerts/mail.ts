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

/**
 * The one back-in-stock e-mail: the product's link and, in the footer, a link to stop such
 * e-mails; in the account's language (ADR 322).
 */
export function backInStockEmail(input: {
  to: string;
  name: string;
  productTitle: string;
  productUrl: string;
  unsubscribeUrl: string;
  store: MailStore;
  language?: MailLanguage;
}): MailMessage {
  const language = input.language ?? english;
  const { t } = language;
  const values = { product: input.productTitle, store: input.store.storeName };
  const subject = t(/*i18n*/ { id: "mail.stock.subject", message: "{product} is back in stock at {store}" }, values);
  const paragraphs = [
    mailGreeting(language, input.name),
    t(
      /*i18n*/ {
        id: "mail.stock.body",
        message:
          "Good news: {product} is back in stock. You asked us to tell you, and this is the only e-mail we send about it. Stock can run out again quickly.",
      },
      values,
    ),
  ];
  const unsubscribeLabel = t(/*i18n*/ { id: "mail.stock.unsubscribe", message: "Unsubscribe from e-mails about this product" });
  const text = [
    ...paragraphs.flatMap((line) => [line, ""]),
    t(/*i18n*/ { id: "mail.stock.seeIt", message: "See it: {url}" }, { url: input.productUrl }),
    "",
    `${unsubscribeLabel}: ${input.unsubscribeUrl}`,
    ...mailSignatureLines(input.store),
  ].join("\n");
  const html = renderMailHtml({
    store: input.store,
    subject,
    headline: t(/*i18n*/ { id: "mail.stock.headline", message: "Back in stock" }),
    preview: t(/*i18n*/ { id: "mail.stock.preview", message: "{product} can be bought again." }, values),
    bodyHtml: paragraphs.map((line) => p(escapeHtml(line))).join("\n"),
    action: { label: t(/*i18n*/ { id: "mail.stock.action", message: "View the product" }), url: input.productUrl },
    unsubscribe: { label: unsubscribeLabel, url: input.unsubscribeUrl },
    language,
  });
  return { to: input.to, subject, html, text, links: [input.productUrl, input.unsubscribeUrl] };
}
