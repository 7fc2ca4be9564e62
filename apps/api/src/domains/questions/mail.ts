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
 * The asker's e-mail when someone else answers their question: the question, the answer and a
 * link to the product's questions, in the account's language (docs/decisions/331-product-questions.md, ADR 322).
 */
export function answeredEmail(input: {
  to: string;
  name: string;
  productTitle: string;
  question: string;
  answer: string;
  /** The store's name for staff, "Priya S." for a buyer. */
  answeredBy: string;
  productUrl: string;
  store: MailStore;
  language?: MailLanguage;
}): MailMessage {
  const language = input.language ?? english;
  const { t } = language;
  const values = { product: input.productTitle, author: input.answeredBy };
  const subject = t(/*i18n*/ { id: "mail.question.subject", message: "Your question about {product} has an answer" }, values);
  const paragraphs = [
    mailGreeting(language, input.name),
    t(/*i18n*/ { id: "mail.question.body", message: "{author} answered your question about {product}." }, values),
    t(/*i18n*/ { id: "mail.question.asked", message: "You asked: {question}" }, { question: input.question }),
    t(/*i18n*/ { id: "mail.question.answer", message: "The answer: {answer}" }, { answer: input.answer }),
  ];
  const action = t(/*i18n*/ { id: "mail.question.action", message: "See it on the product page" });
  const text = [...paragraphs.flatMap((line) => [line, ""]), `${action}: ${input.productUrl}`, ...mailSignatureLines(input.store)].join("\n");
  const html = renderMailHtml({
    store: input.store,
    subject,
    headline: t(/*i18n*/ { id: "mail.question.headline", message: "Your question has an answer" }),
    bodyHtml: paragraphs.map((line) => p(escapeHtml(line))).join("\n"),
    action: { label: action, url: input.productUrl },
    language,
  });
  return { to: input.to, subject, html, text, links: [input.productUrl] };
}
