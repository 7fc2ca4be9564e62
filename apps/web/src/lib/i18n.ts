import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { formatsFor, type Formats } from "@vayu/shared/formats";
import { messages, promotionPhrases } from "@vayu/shared/messages";
import { localise, type Localised } from "@vayu/shared/messages/phrase";
import { catalogueLocale, isLocale, localeOfPath, localisedPath, type Locale, type WebArea } from "@vayu/shared/locale";

/**
 * One Lingui instance per language (docs/decisions/310-hindi-store.md): the server renders pages
 * of both languages at once, so a page reads its own language's instance and catalogues are
 * only ever added to it. The browser uses the instance of its page's language only.
 */
const instances: Record<Locale, I18n> = {
  en: setupI18n({ locale: "en", messages: { en: {} } }),
  hi: setupI18n({ locale: "hi", messages: { hi: {} } }),
};

export const i18nFor = (locale: Locale): I18n => instances[locale];

type Catalogue = () => Promise<{ messages: Messages }>;

/** Each area's compiled catalogues (`npm run i18n:compile`), each its own chunk. */
const catalogues: Record<WebArea, Partial<Record<Locale, Catalogue>>> = {
  shell: {
    en: () => import("@vayu/shared/locales/shell/en"),
    hi: () => import("@vayu/shared/locales/shell/hi"),
  },
  browse: {
    en: () => import("@vayu/shared/locales/browse/en"),
    hi: () => import("@vayu/shared/locales/browse/hi"),
  },
  later: {
    en: () => import("@vayu/shared/locales/later/en"),
    hi: () => import("@vayu/shared/locales/later/hi"),
  },
  search: {
    en: () => import("@vayu/shared/locales/search/en"),
    hi: () => import("@vayu/shared/locales/search/hi"),
  },
  compare: {
    en: () => import("@vayu/shared/locales/compare/en"),
    hi: () => import("@vayu/shared/locales/compare/hi"),
  },
  account: {
    en: () => import("@vayu/shared/locales/account/en"),
    hi: () => import("@vayu/shared/locales/account/hi"),
  },
  content: {
    en: () => import("@vayu/shared/locales/content/en"),
    hi: () => import("@vayu/shared/locales/content/hi"),
  },
  info: {
    en: () => import("@vayu/shared/locales/info/en"),
    hi: () => import("@vayu/shared/locales/info/hi"),
  },
  buying: {
    en: () => import("@vayu/shared/locales/buying/en"),
    hi: () => import("@vayu/shared/locales/buying/hi"),
  },
};

const loaded = new Set<string>();

/**
 * Adds the areas' catalogues of `locale` to its instance; an area with no Hindi yet shows its
 * English (packages/shared/src/locale.ts `translatedAreas`).
 */
export async function loadCatalogues(locale: Locale, areas: readonly WebArea[]): Promise<void> {
  await Promise.all(
    areas.map(async (area) => {
      const key = `${locale}:${area}`;
      if (loaded.has(key)) return;
      const from = catalogueLocale(area, locale);
      const load = catalogues[area][from];
      if (!load) throw new Error(`no ${from} catalogue for ${area}`);
      const { messages } = await load();
      const instance = instances[locale];
      // A message of two areas (the home page's headings are the shell's and the content's) keeps
      // its translation when the other area's English stands in for its missing Hindi.
      instance.load(locale, from === locale ? messages : { ...messages, ...instance.messages });
      loaded.add(key);
    }),
  );
}

/** What `loading` brings (a part's code), once `area`'s catalogue of `locale` is in too: its messages come with it. */
export function withCatalogue<T>(loading: Promise<T>, locale: Locale, area: WebArea): Promise<T> {
  return Promise.all([loading, loadCatalogues(locale, [area])]).then(([brought]) => brought);
}

/** Whether `area`'s catalogue of `locale` is in: a later part's comes with its code (lib/later-part.tsx). */
export const hasCatalogue = (locale: Locale, area: WebArea): boolean => loaded.has(`${locale}:${area}`);

/** The language of the page being rendered. */
export function useLocale(): Locale {
  const { locale } = useLingui().i18n;
  return isLocale(locale) ? locale : "en";
}

/** Prices, numbers and dates in the page's language (packages/shared/src/formats.ts). */
export function useFormats(): Formats {
  return formatsFor(useLocale());
}

const english = { ...messages, promotionPhrases };

/**
 * An area's messages (`packages/shared/src/messages/<area>.ts`) in the page's language, shaped as
 * `messages` is: `useMessages(accountMessages).auth.loginFailed`, `.phoneLogin.codeWrong(2)`.
 * English pages show the spec's exact English.
 */
export function useMessages<T extends object>(tree: T): Localised<T> {
  return localise(tree, useLingui().i18n, english);
}

/** `useMessages` outside a component: a page's action, in the language of the page posted from. */
export function messagesIn<T extends object>(tree: T, locale: Locale): Localised<T> {
  return localise(tree, i18nFor(locale), english);
}

/** The language of the page a form was posted from: its path's (docs/product/http-contract.md "Languages"). */
export const localeOfRequest = (request: Request): Locale => localeOfPath(new URL(request.url).pathname);

/**
 * What a route action (docs/decisions/195-forms-before-javascript.md) of an area says and where it
 * sends the shopper, in `locale`, the language of the page posted from: its toasts in that
 * language (`tree` is the area's messages), its redirects staying under `/hi` on a Hindi page.
 */
export function actionTextsOf<T extends object>(tree: T, locale: Locale): { messages: Localised<T>; path: (path: string) => string } {
  return { messages: messagesIn(tree, locale), path: (path) => localisedPath(path, locale) };
}
