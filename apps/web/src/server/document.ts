import type { DehydratedState } from "@tanstack/react-query";
import { PAINT_FIRST_SCRIPT } from "@vayu/shared/paint-first";
import { hreflang, htmlLang, localisedPath, ogLocale, unlocalisedPath, type Locale } from "@vayu/shared/locale";
import { i18nFor } from "../lib/i18n";
import type { PageHead } from "../lib/page-head";
import type { RenderContext } from "../lib/render-context";

const DEFAULT_DESCRIPTION = /*i18n*/ {
  id: "meta.description",
  message:
    "Air coolers, fans, mixer grinders and LED TVs for Indian homes, delivered across India. Pay by UPI, card or cash on delivery.",
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const meta = (key: "name" | "property", name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;

/**
 * The page in each language, for crawlers: `hreflang` en-IN, hi-IN and x-default (the English
 * page) on every storefront page (docs/product/http-contract.md "Languages").
 */
function alternates(pathname: string, origin: string): string[] {
  const english = unlocalisedPath(pathname);
  const link = (lang: string, path: string) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(`${origin}${path}`)}" />`;
  return [link(hreflang.en, english), link(hreflang.hi, localisedPath(english, "hi")), link("x-default", english)];
}

/**
 * The page's head for crawlers and link previews: title, description, canonical, the other
 * language's alternate, Open Graph and Twitter cards.
 */
export function headTags(head: PageHead, pathname: string, origin: string, locale: Locale): string {
  const title = head.title || head.siteName;
  const description = head.description ?? i18nFor(locale)._(DEFAULT_DESCRIPTION);
  const image = head.image ? new URL(head.image, origin).href : undefined;
  // `/hi` and `/hi/` are one page: the canonical is the path the alternates and the sitemap name.
  const canonical = `${origin}${localisedPath(pathname, locale)}`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta("name", "description", description),
    ...(head.notFound
      ? [meta("name", "robots", "noindex")]
      : [`<link rel="canonical" href="${escapeHtml(canonical)}" />`, ...alternates(pathname, origin)]),
    meta("property", "og:site_name", head.siteName),
    meta("property", "og:locale", ogLocale[locale]),
    meta("property", "og:type", image ? "product" : "website"),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    meta("property", "og:url", canonical),
    ...(image ? [meta("property", "og:image", image)] : []),
    meta("name", "twitter:card", image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", description),
    ...(image ? [meta("name", "twitter:image", image)] : []),
    // Installable: the store's manifest in the page's language (docs/decisions/336-installable-store.md).
    `<link rel="manifest" href="${locale === "hi" ? "/manifest.webmanifest?lang=hi" : "/manifest.webmanifest"}" />`,
  ].join("\n    ");
}

/** What the browser takes the page over with: the server's queries, origin and render context (lib/render-context.ts). */
export interface ServerState extends RenderContext {
  origin: string;
  queries: DehydratedState;
  /** What a form post's action answered (its errors), for the browser's router to start with. */
  actionData: Record<string, unknown> | null;
}

/** The server's state for the browser to start from: JSON, not a script (the CSP allows no inline script but PAINT_FIRST_SCRIPT). */
export function stateScript(state: ServerState): string {
  const json = JSON.stringify(state).replace(/</g, "\\u003c");
  return `<script type="application/json" id="ssr-state">${json}</script>`;
}

/**
 * The template in the page's language: `<html lang="hi">` on Hindi pages (docs/product/http-contract.md
 * "Languages"), which also switches the Devanagari face on (index.css); a preload marked
 * `data-lang` (index.html) stays only on its language's pages.
 */
export function inLanguage(template: string, locale: Locale): string {
  return template
    .replace(/<html\b[^>]*>/, () => `<html lang="${htmlLang[locale]}">`)
    .replace(/<link [^>]*data-lang="([a-z]+)"[^>]*>\s*/g, (link, lang: string) => (lang === locale ? link : ""));
}

/** The module script the build writes into index.html for its entry. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The template of a server-rendered page: its entry is loaded by PAINT_FIRST_SCRIPT once the
 * page is on screen, not fetched beside the page's pictures (docs/decisions/182-paint-before-javascript.md).
 */
export function paintFirst(template: string): string {
  const entry = ENTRY_SCRIPT.exec(template);
  if (!entry) throw new Error("the built index.html has no module script for its entry");
  return template.replace(
    entry[0],
    () => `<script data-entry="${escapeHtml(entry[1]!)}">${PAINT_FIRST_SCRIPT}</script>`,
  );
}
