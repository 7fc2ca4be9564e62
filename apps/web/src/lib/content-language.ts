import type { Locale } from "@vayu/shared/locale";

/**
 * `path` of a public catalogue or content read in `locale`: Hindi pages ask for `?lang=hi` (each
 * language is its own URL, so its own kept answer: docs/decisions/313-hindi-content-fields.md);
 * English pages ask exactly as before.
 */
export function inLanguage(path: string, locale: Locale): string {
  if (locale === "en") return path;
  return `${path}${path.includes("?") ? "&" : "?"}lang=${locale}`;
}

/**
 * `lang="en"` for a field a Hindi answer left in English (named in its `untranslated`), so screen
 * readers and the font switch language for it (docs/decisions/313-hindi-content-fields.md).
 */
export function englishIf<F extends string>(
  item: { untranslated?: readonly F[] | undefined },
  field: F,
): "en" | undefined {
  return item.untranslated?.includes(field) ? "en" : undefined;
}
