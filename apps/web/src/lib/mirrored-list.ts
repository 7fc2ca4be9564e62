import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { localeOfPath, type Locale } from "@vayu/shared/locale";
import { useLocale } from "./i18n";
import { queryClient } from "./query-client";
import { getSession, useSession } from "./session";

/**
 * A per-shopper server list (the cart, the wishlist) held by TanStack Query and mirrored
 * in local storage (docs/product/storefront.md "Session"), so badges and buttons are right at once on the next
 * visit. The owner's id keeps one shopper's list from ever showing for another (ADR 041). Its
 * products' texts are in the page's language (the API answers by `Accept-Language`), so the list
 * is kept per language and switching language reads it again (docs/decisions/313-hindi-content-fields.md).
 */
export interface MirroredList<T> {
  name: "cart" | "wishlist";
  storageKey: string;
  fetch: (signal: AbortSignal) => Promise<T>;
}

/**
 * Raised whenever the shape of a mirrored answer changes (2: the cart's `unavailable` lines, 3: its `savings`,
 * 4: the language of its texts), so a copy written by an older build is never read as the new shape.
 */
const MIRROR_VERSION = 4;

interface Mirror<T> {
  version: typeof MIRROR_VERSION;
  userId: string;
  locale: Locale;
  data: T;
}

type Named = Pick<MirroredList<unknown>, "name">;

/** The shopper's list in `locale`, or in every language (what a change of it invalidates). */
export const listKey = (list: Named, userId: string, locale?: Locale): readonly string[] =>
  locale ? [list.name, userId, locale] : [list.name, userId];

/** The language the API answers this tab's calls in: its page's (lib/api.ts sends it). */
const tabLocale = (): Locale => (typeof window === "undefined" ? "en" : localeOfPath(window.location.pathname));

/** The mirror, when it is this shopper's. */
function parseMirror<T>(json: string | null, userId: string): Mirror<T> | undefined {
  try {
    const mirror = JSON.parse(json ?? "null") as Mirror<T> | null;
    return mirror?.version === MIRROR_VERSION && mirror.userId === userId ? mirror : undefined;
  } catch {
    return undefined;
  }
}

function readMirror<T>(list: MirroredList<T>, userId: string, locale: Locale): T | undefined {
  if (typeof window === "undefined") return undefined;
  const mirror = parseMirror<T>(localStorage.getItem(list.storageKey), userId);
  return mirror?.locale === locale ? mirror.data : undefined;
}

function writeMirror<T>(list: MirroredList<T>, userId: string, locale: Locale, data: T) {
  // An answer landing after logout must not bring the list back.
  if (getSession()?.user._id !== userId) return;
  localStorage.setItem(
    list.storageKey,
    JSON.stringify({ version: MIRROR_VERSION, userId, locale, data } satisfies Mirror<T>),
  );
}

/** The list in `locale` is `data`; its copies in the other language are stale (read again when next shown). */
function takeList<T>(list: MirroredList<T>, userId: string, locale: Locale, data: T) {
  queryClient.setQueryData(listKey(list, userId, locale), data);
  void queryClient.invalidateQueries({
    queryKey: listKey(list, userId),
    predicate: (query) => query.queryKey[2] !== locale,
    refetchType: "none",
  });
}

/** Puts the server's answer (in this tab's language) into the query cache and the mirror. */
export function storeList<T>(list: MirroredList<T>, userId: string, data: T) {
  const locale = tabLocale();
  takeList(list, userId, locale, data);
  writeMirror(list, userId, locale, data);
}

function listQuery<T>(list: MirroredList<T>, userId: string, locale: Locale) {
  return queryOptions({
    queryKey: listKey(list, userId, locale),
    queryFn: async ({ signal }) => {
      const data = await list.fetch(signal);
      writeMirror(list, userId, locale, data);
      return data;
    },
    // The mirror shows at once and is always refetched (updated at 0 is stale).
    initialData: () => readMirror(list, userId, locale),
    initialDataUpdatedAt: 0,
  });
}

/**
 * Another tab of this browser that gets the server's answer writes the mirror: this tab takes
 * it too, so a cart changed in one tab shows in every other (the checkout's totals included).
 * An answer in the other language only makes this tab's copy stale: it is read again when the
 * tab is next used (reading it at once would have two tabs of two languages answer each other forever).
 */
export function followOtherTabs<T>(list: MirroredList<T>) {
  if (typeof window === "undefined") return;
  window.addEventListener("storage", (event) => {
    const userId = getSession()?.user._id;
    if (event.key !== list.storageKey || !userId) return;
    const mirror = parseMirror<T>(event.newValue, userId);
    if (mirror?.locale === tabLocale()) takeList(list, userId, mirror.locale, mirror.data);
    else if (mirror) void queryClient.invalidateQueries({ queryKey: listKey(list, userId), refetchType: "none" });
  });
}

/** When a page needs the server's answer again (the checkout: on arrival and on return to the tab). */
export interface RefetchOptions {
  refetchOnMount?: boolean | "always";
  refetchOnWindowFocus?: boolean | "always";
}

/** The logged-in shopper's list in the page's language; `data` is undefined when anonymous, loading or failed. */
export function useMirroredList<T>(list: MirroredList<T>, refetch: RefetchOptions = {}) {
  const session = useSession();
  const locale = useLocale();
  const userId = session?.user._id ?? "";
  const query = useQuery({ ...listQuery(list, userId, locale), ...refetch, enabled: Boolean(session) });
  // An answer the server rendered the page with (after a form posted without the script, say) is
  // mirrored too, so the other tabs take it (writing the same value again raises no storage event).
  useEffect(() => {
    if (userId && query.data !== undefined && query.dataUpdatedAt > 0) writeMirror(list, userId, locale, query.data);
  }, [list, userId, locale, query.data, query.dataUpdatedAt]);
  // A failed cart or wishlist fetch empties the list (docs/product/storefront.md "Behaviour").
  const data = session && !query.isError ? query.data : undefined;
  return { userId, data, query };
}
