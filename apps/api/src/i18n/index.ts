import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { areas, catalogueLocale, type Area, type Locale } from "@vayu/shared/locale";
import { allMessages, englishMessages } from "@vayu/shared/messages/all";
import { localise, type Localised } from "@vayu/shared/messages/phrase";
import { messages as accountEn } from "@vayu/shared/locales/account/en";
import { messages as accountHi } from "@vayu/shared/locales/account/hi";
import { messages as browseEn } from "@vayu/shared/locales/browse/en";
import { messages as browseHi } from "@vayu/shared/locales/browse/hi";
import { messages as buyingEn } from "@vayu/shared/locales/buying/en";
import { messages as buyingHi } from "@vayu/shared/locales/buying/hi";
import { messages as contentEn } from "@vayu/shared/locales/content/en";
import { messages as contentHi } from "@vayu/shared/locales/content/hi";
import { messages as infoEn } from "@vayu/shared/locales/info/en";
import { messages as infoHi } from "@vayu/shared/locales/info/hi";
import { messages as laterEn } from "@vayu/shared/locales/later/en";
import { messages as laterHi } from "@vayu/shared/locales/later/hi";
import { messages as searchEn } from "@vayu/shared/locales/search/en";
import { messages as searchHi } from "@vayu/shared/locales/search/hi";
import { messages as compareEn } from "@vayu/shared/locales/compare/en";
import { messages as compareHi } from "@vayu/shared/locales/compare/hi";
import { messages as serverEn } from "@vayu/shared/locales/server/en";
import { messages as serverHi } from "@vayu/shared/locales/server/hi";
import { messages as shellEn } from "@vayu/shared/locales/shell/en";
import { messages as shellHi } from "@vayu/shared/locales/shell/hi";

/**
 * Every area's compiled catalogue (`npm run i18n:compile`): the API answers in both languages.
 * An area's Hindi joins here when it is translated (docs/product/http-contract.md "Languages").
 */
const catalogues: Record<Area, Partial<Record<Locale, Messages>>> = {
  shell: { en: shellEn, hi: shellHi },
  browse: { en: browseEn, hi: browseHi },
  later: { en: laterEn, hi: laterHi },
  search: { en: searchEn, hi: searchHi },
  compare: { en: compareEn, hi: compareHi },
  account: { en: accountEn, hi: accountHi },
  content: { en: contentEn, hi: contentHi },
  info: { en: infoEn, hi: infoHi },
  buying: { en: buyingEn, hi: buyingHi },
  server: { en: serverEn, hi: serverHi },
};

function instanceFor(locale: Locale): I18n {
  const messages = Object.fromEntries(areas.flatMap((area) => Object.entries(catalogues[area][catalogueLocale(area, locale)] ?? {})));
  return setupI18n({ locale, messages: { [locale]: messages } });
}

const instances: Record<Locale, I18n> = { en: instanceFor("en"), hi: instanceFor("hi") };

const localised: Record<Locale, Localised<typeof allMessages>> = {
  en: localise(allMessages, instances.en, englishMessages),
  hi: localise(allMessages, instances.hi, englishMessages),
};

/**
 * The API's own texts (e-mails, errors: the "server" area) in `locale`: `i18nFor(locale)._(descriptor, values)`
 * with an explicit-id descriptor of apps/api/src (docs/decisions/310-hindi-store.md "Translating an area").
 */
export const i18nFor = (locale: Locale): I18n => instances[locale];

/** The shopper's messages of packages/shared/src/messages.ts in `locale` (`request.locale`). */
export const messagesFor = (locale: Locale): Localised<typeof allMessages> => localised[locale];
