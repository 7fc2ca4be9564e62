import { localisedPath, type Locale } from "@vayu/shared/locale";

/** Why the offline page is shown: a page that is not kept, or a form that needs the network (features/content/OfflinePage.tsx). */
export type OfflinePurpose = "page" | "action";

export const offlinePageUrl = (locale: Locale, purpose: OfflinePurpose): string =>
  localisedPath(purpose === "action" ? "/offline?for=action" : "/offline", locale);

/** The offline pages the service worker keeps when it installs. */
export const OFFLINE_PAGES: readonly string[] = (["en", "hi"] as const).flatMap((locale) =>
  (["page", "action"] as const).map((purpose) => offlinePageUrl(locale, purpose)),
);

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>\s*/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>\s*/gi;
/** Stylesheets, and the fonts the page preloads. */
const ASSET_LINK = /<link\b[^>]*\brel="(?:stylesheet|preload)"[^>]*>/gi;

/**
 * A server-rendered offline page to keep: its HTML without scripts (shown in place of another
 * page, the app must not start and render that page's route), and the same-origin styles and
 * fonts it links, which must be kept with it.
 */
export function offlineShell(page: string): { html: string; assets: string[] } {
  const html = page.replace(SCRIPT, "").replace(MODULE_PRELOAD, "");
  const assets = [...html.matchAll(ASSET_LINK)]
    .map(([link]) => /\bhref="([^"]+)"/.exec(link)?.[1])
    .filter((href): href is string => href !== undefined && href.startsWith("/") && !href.startsWith("//"));
  return { html, assets: [...new Set(assets)] };
}
