/**
 * The products a shopper opened, newest first, kept on the device only (docs/decisions/335-home-that-sells.md):
 * no server keeps them, so the product page's HTML stays the same for everyone.
 */
const KEY = "vayu:recently-viewed";
/** The product on screen and the eight shown before it. */
const KEPT = 9;

const listeners = new Set<() => void>();

/** Calls `listener` when the kept list changes, in this tab or another. */
export function subscribeViewed(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** The kept list as stored (a stable value for useSyncExternalStore); null when there is none or storage is refused. */
export function keptViewed(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The product ids of a stored list, newest first; none when it is not one. */
export function viewedIds(stored: string | null): string[] {
  try {
    const ids: unknown = JSON.parse(stored ?? "[]");
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string").slice(0, KEPT) : [];
  } catch {
    return [];
  }
}

/** Keeps `productId` as the newest product opened. */
export function rememberViewed(productId: string): void {
  const kept = [productId, ...viewedIds(keptViewed()).filter((id) => id !== productId)].slice(0, KEPT);
  try {
    window.localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused (private browsing): the row shows what was kept before.
    return;
  }
  for (const listener of listeners) listener();
}
