/**
 * The store's languages: English at `/`, Hindi under `/hi` (docs/product/http-contract.md
 * "Languages", docs/decisions/310-hindi-store.md). The language of a page is its path's.
 */
export const locales = ["en", "hi"] as const;
export type Locale = (typeof locales)[number];

export const isLocale = (value: unknown): value is Locale => value === "en" || value === "hi";

/** `<html lang>` of a page: English keeps the store's `en-IN`; Hindi pages are `hi`. */
export const htmlLang: Record<Locale, string> = { en: "en-IN", hi: "hi" };
/** The `hreflang` of each language's alternate (docs/product/http-contract.md "Languages"). */
export const hreflang: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };
/** Intl's locale for numbers, prices and dates: both give Indian grouping (₹1,23,456.00). */
export const intlLocale: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };
/** Open Graph's `og:locale`. */
export const ogLocale: Record<Locale, string> = { en: "en_IN", hi: "hi_IN" };

/** The cookie the language switch sets: an unprefixed page redirects to `/hi/...` when it says `hi`. */
export const LANG_COOKIE = "lang";

const HINDI_PREFIX = "/hi";

/** The language of a path: Hindi for `/hi` and below, English elsewhere. */
export function localeOfPath(pathname: string): Locale {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? "hi" : "en";
}

/** The path without its language prefix: `/hi/product/1` is `/product/1`, `/hi` is `/`. */
export function unlocalisedPath(path: string): string {
  if (localeOfPath(path.split(/[?#]/)[0]!) === "en") return path;
  const rest = path.slice(HINDI_PREFIX.length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** Pages that stay English in every language: the staff console (docs/decisions/310-hindi-store.md). */
const englishOnly = (path: string) => /^\/(admin|staff)(\/|$|\?|#)/.test(path);

/**
 * `path` (a path of the store, `/...`) in `locale`: `/cart` is `/hi/cart` in Hindi and
 * `/hi/cart` is `/cart` in English. Other URLs (`https://...`, `#top`, `//host`) and the staff
 * console are left as they are.
 */
export function localisedPath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const english = unlocalisedPath(path);
  if (locale === "en" || englishOnly(english)) return english;
  return `${HINDI_PREFIX}${english}`;
}

/**
 * The catalogues of messages, one per area so a page loads its shell's and its own area's only
 * (`packages/shared/locales/<area>/{en,hi}.po`). `server` is the API's (errors, e-mails); `later`
 * the product page's parts that load after the page, loaded with their code; `search` and
 * `compare` those pages' own, beside browse's.
 */
export const areas = ["shell", "browse", "later", "search", "compare", "account", "content", "info", "buying", "server"] as const;
export type Area = (typeof areas)[number];
/** The storefront's areas: every page loads `shell` and one of the others; a later part its own. */
export type WebArea = Exclude<Area, "server">;
export const webAreas: readonly WebArea[] = ["shell", "browse", "later", "search", "compare", "account", "content", "info", "buying"];

/**
 * The areas translated to Hindi. An area not listed yet has an English catalogue only and shows
 * English under `/hi` until its helper translates it: adding it here makes `npm run i18n:check`
 * extract it into `hi.po` and fail on each message left untranslated (docs/product/http-contract.md "Languages").
 */
export const translatedAreas: readonly Area[] = ["shell", "browse", "later", "search", "compare", "account", "content", "info", "buying", "server"];

/** The catalogue an area's page loads in `locale`: English while the area has no Hindi yet. */
export const catalogueLocale = (area: Area, locale: Locale): Locale => (translatedAreas.includes(area) ? locale : "en");
