import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { queryClient } from "./query-client";
import { getSession, useSession } from "./session";

/**
 * A per-shopper server list (the cart, the wishlist) held by TanStack Query and mirrored
 * in local storage (docs/product/storefront.md "Session"), so badges and buttons are right at once on the next
 * visit. The owner's id keeps one shopper's list from ever showing for another (ADR 041).
 */
export interface MirroredList<T> {
  name: "cart" | "wishlist";
  storageKey: string;
  fetch: (signal: AbortSignal) => Promise<T>;
}

/**
 * Raised whenever the shape of a mirrored answer changes (2: the cart's `unavailable` lines, 3: its `savings`),
 * so a copy written by an older build is never read as the new shape.
 */
const MIRROR_VERSION = 3;

interface Mirror<T> {
  version: typeof MIRROR_VERSION;
  userId: string;
  data: T;
}

export const listKey = (list: Pick<MirroredList<unknown>, "name">, userId: string) =>
  [list.name, userId] as const;

/** The list a mirror holds, when it is this shopper's. */
function parseMirror<T>(json: string | null, userId: string): T | undefined {
  try {
    const mirror = JSON.parse(json ?? "null") as Mirror<T> | null;
    return mirror?.version === MIRROR_VERSION && mirror.userId === userId ? mirror.data : undefined;
  } catch {
    return undefined;
  }
}

function readMirror<T>(list: MirroredList<T>, userId: string): T | undefined {
  if (typeof window === "undefined") return undefined;
  return parseMirror(localStorage.getItem(list.storageKey), userId);
}

function writeMirror<T>(list: MirroredList<T>, userId: string, data: T) {
  // An answer landing after logout must not bring the list back.
  if (getSession()?.user._id !== userId) return;
  localStorage.setItem(
    list.storageKey,
    JSON.stringify({ version: MIRROR_VERSION, userId, data } satisfies Mirror<T>),
  );
}

/** Puts the server's answer into the query cache and the mirror. */
export function storeList<T>(list: MirroredList<T>, userId: string, data: T) {
  queryClient.setQueryData(listKey(list, userId), data);
  writeMirror(list, userId, data);
}

function listQuery<T>(list: MirroredList<T>, userId: string) {
  return queryOptions({
    queryKey: listKey(list, userId),
    queryFn: async ({ signal }) => {
      const data = await list.fetch(signal);
      writeMirror(list, userId, data);
      return data;
    },
    // The mirror shows at once and is always refetched (updated at 0 is stale).
    initialData: () => readMirror(list, userId),
    initialDataUpdatedAt: 0,
  });
}

/**
 * Another tab of this browser that gets the server's answer writes the mirror: this tab takes
 * it too, so a cart changed in one tab shows in every other (the checkout's totals included).
 */
export function followOtherTabs<T>(list: MirroredList<T>) {
  if (typeof window === "undefined") return;
  window.addEventListener("storage", (event) => {
    const userId = getSession()?.user._id;
    if (event.key !== list.storageKey || !userId) return;
    const data = parseMirror<T>(event.newValue, userId);
    if (data !== undefined) queryClient.setQueryData(listKey(list, userId), data);
  });
}

/** When a page needs the server's answer again (the checkout: on arrival and on return to the tab). */
export interface RefetchOptions {
  refetchOnMount?: boolean | "always";
  refetchOnWindowFocus?: boolean | "always";
}

/** The logged-in shopper's list; `data` is undefined when anonymous, loading or failed. */
export function useMirroredList<T>(list: MirroredList<T>, refetch: RefetchOptions = {}) {
  const session = useSession();
  const userId = session?.user._id ?? "";
  const query = useQuery({ ...listQuery(list, userId), ...refetch, enabled: Boolean(session) });
  // An answer the server rendered the page with (after a form posted without the script, say) is
  // mirrored too, so the other tabs take it (writing the same value again raises no storage event).
  useEffect(() => {
    if (userId && query.data !== undefined && query.dataUpdatedAt > 0) writeMirror(list, userId, query.data);
  }, [list, userId, query.data, query.dataUpdatedAt]);
  // A failed cart or wishlist fetch empties the list (docs/product/storefront.md "Behaviour").
  const data = session && !query.isError ? query.data : undefined;
  return { userId, data, query };
}
