/**
 * The products a shopper opened, newest first, kept on the device only (docs/decisions/335-home-that-sells.md):
 * no server keeps them, so the product page's HTML stays the same for everyone.
 */
const KEY = "vayu:recently-viewed";
/** The current product and the eight before it. */
const KEPT = 9;

function read(storage: Storage): string[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(KEY) ?? "[]");
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string").slice(0, KEPT) : [];
  } catch {
    return [];
  }
}

/** Records that `productId` was opened and answers the products opened before it, newest first. */
export function rememberViewed(productId: string, storage: Storage = window.localStorage): string[] {
  const before = read(storage).filter((id) => id !== productId);
  try {
    storage.setItem(KEY, JSON.stringify([productId, ...before].slice(0, KEPT)));
  } catch {
    // Storage full or refused (private browsing): the row shows what was kept before.
  }
  return before.slice(0, KEPT - 1);
}
