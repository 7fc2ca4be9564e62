import type { Locale } from "@vayu/shared/locale";
import { i18nFor, messagesFor } from "../i18n";
import { errorTexts } from "./error-texts";

/**
 * Error messages in the request's language (`request.locale`, ADR 322). Routes and services
 * throw the spec's English (a message of packages/shared/src/messages.ts or http/error-texts.ts);
 * the error handler turns it into the Hindi of the same message, found by its English as a PO
 * file's msgid is. A message with values (`codeWrong(2)`) is thrown with its own localiser
 * (`localisedError`); an English message no catalogue holds stays English.
 */
type Translations = ReadonlyMap<string, string>;

/** The string leaves of two message trees of the same shape, English to the other language. */
function pairLeaves(english: unknown, other: unknown, into: Map<string, string>) {
  if (typeof english === "string" && typeof other === "string") {
    if (!into.has(english)) into.set(english, other);
    return;
  }
  if (typeof english !== "object" || english === null || typeof other !== "object" || other === null) return;
  for (const [key, value] of Object.entries(english)) pairLeaves(value, Reflect.get(other, key), into);
}

function translations(locale: Locale): Translations {
  const into = new Map<string, string>();
  const i18n = i18nFor(locale);
  for (const text of Object.values(errorTexts)) into.set(text.message, i18n._(text.id));
  pairLeaves(messagesFor("en"), messagesFor(locale), into);
  return into;
}

const made = new Map<Locale, Translations>();

/** `english`, a message the API sends, in `locale`; a validation message keeps its field name (`quantity: ...`). */
export function errorInLocale(english: string, locale: Locale): string {
  if (locale === "en") return english;
  let known = made.get(locale);
  if (!known) made.set(locale, (known = translations(locale)));
  const whole = known.get(english);
  if (whole !== undefined) return whole;
  const field = /^([\w.[\]-]+): (.+)$/s.exec(english);
  const sentence = field ? known.get(field[2]!) : undefined;
  return field && sentence !== undefined ? `${field[1]}: ${sentence}` : english;
}
