import type { MessageDescriptor } from "@lingui/core";
import { formatsFor, type Formats } from "@vayu/shared/formats";
import { intlLocale, localisedPath, type Locale } from "@vayu/shared/locale";
import { i18nFor } from "../i18n";

/**
 * The language an e-mail to a shopper is written in: the order's for an order's e-mails, the
 * account's for the others (docs/decisions/310-hindi-store.md "Messages"). Staff e-mails stay English.
 */
export interface MailLanguage {
  locale: Locale;
  /** A message of the server area's catalogue (packages/shared/locales/server) with its values. */
  t: (descriptor: MessageDescriptor, values?: Record<string, unknown>) => string;
  /** Rupees with Indian grouping and dates in IST, in this language. */
  formats: Formats;
  /** "Saturday, 5 December" / "शनिवार, 5 दिसंबर": a delivery date (YYYY-MM-DD). */
  deliveryDay: (isoDate: string) => string;
  /** The store's page at `path` in this language: `/hi/orders` for Hindi. */
  url: (publicUrl: string, path: string) => string;
}

const made = new Map<Locale, MailLanguage>();

function make(locale: Locale): MailLanguage {
  const i18n = i18nFor(locale);
  const day = new Intl.DateTimeFormat(intlLocale[locale], { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
  return {
    locale,
    t: (descriptor, values) => i18n._(descriptor.id, values, { message: descriptor.message }),
    formats: formatsFor(locale),
    deliveryDay: (isoDate) => day.format(new Date(`${isoDate}T00:00:00Z`)),
    url: (publicUrl, path) => `${publicUrl}${localisedPath(path, locale)}`,
  };
}

/** The e-mail language of `locale` (English when none is known). */
export function mailLanguage(locale: Locale = "en"): MailLanguage {
  let language = made.get(locale);
  if (!language) made.set(locale, (language = make(locale)));
  return language;
}

export const english = mailLanguage("en");
