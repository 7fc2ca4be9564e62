import type { Wishlist, WishlistResponse } from "@vayu/shared/cart";
import { api } from "../../../lib/api";
import { STORAGE_KEYS } from "../../../lib/session";
import { followOtherTabs, storeList, useMirroredList, type MirroredList } from "../../../lib/mirrored-list";

/** GET /api/wishlist: the shopper's saved products, newest first. */
const wishlistList: MirroredList<Wishlist> = {
  name: "wishlist",
  storageKey: STORAGE_KEYS.wishlist,
  fetch: async (signal) => (await api<WishlistResponse>("/wishlist", { signal })).wishlist,
};
followOtherTabs(wishlistList);

export function storeWishlist(userId: string, wishlist: Wishlist) {
  storeList(wishlistList, userId, wishlist);
}

export function useWishlist() {
  const { userId, data, query } = useMirroredList(wishlistList);
  return { userId, wishlist: data, query };
}
