import { createContext } from "react";
import type { Flash } from "@vayu/shared/page-request";

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

/**
 * The visit belongs at another URL: 301 when the page lives there (a renamed listing slug, an
 * old link form), 303 when this visitor is sent there (login first).
 */
export interface PageMove {
  movedTo: string;
  status: 301 | 303;
  /** The toast the next page shows (why this visitor was sent there). */
  flash?: Flash | undefined;
}

/** Set only while the server renders: the page's PageMeta reports its head to it, a PermanentRedirect its new URL. */
export const PageHeadCollector = createContext<((report: PageHead | PageMove) => void) | null>(null);

let origin = "";

/** The store's public origin for absolute URLs (canonical, JSON-LD); the server's PUBLIC_URL on both ends. */
export const siteOrigin = () => origin;

export function setSiteOrigin(value: string) {
  origin = value;
}
