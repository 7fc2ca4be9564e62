import { createContext } from "react";

/** What a page tells crawlers and link previews about itself (docs/decisions/125-server-rendered-store.md). */
export interface PageHead {
  title: string;
  /** The store's name (its settings), for Open Graph. */
  siteName: string;
  description?: string | undefined;
  /** The page's main picture for Open Graph and Twitter cards (a product's first image). */
  image?: string | undefined;
  /** The page does not exist: the server answers 404 (an unknown URL, a missing product or post). */
  notFound?: boolean | undefined;
}

/** The page lives at another URL: the server answers 301 with it (a renamed listing slug, an old link form). */
export interface PageMove {
  movedTo: string;
}

/** Set only while the server renders: the page's PageMeta reports its head to it, a PermanentRedirect its new URL. */
export const PageHeadCollector = createContext<((report: PageHead | PageMove) => void) | null>(null);

let origin = "";

/** The store's public origin for absolute URLs (canonical, JSON-LD); the server's PUBLIC_URL on both ends. */
export const siteOrigin = () => origin;

export function setSiteOrigin(value: string) {
  origin = value;
}
