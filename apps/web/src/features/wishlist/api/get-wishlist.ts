import type { WishlistType } from "@vayu/shared/cart";
import { api } from "../../../lib/api";
import { STORAGE_KEYS } from "../../../lib/session";
import { followOtherTabs, storeList, useMirroredList, type MirroredList } from "../../../lib/mirrored-list";

/** GET /api/wishlist: the shopper's saved products, newest first. */
const wishlistResponse = () => import("@vayu/shared/cart").then((schemas) => schemas.WishlistResponse);

const wishlistList: MirroredList<WishlistType> = {
  name: "wishlist",
  storageKey: STORAGE_KEYS.wishlist,
  fetch: async (signal) => (await api(wishlistResponse, "/wishlist", { signal })).wishlist,
};
followOtherTabs(wishlistList);

export function storeWishlist(userId: string, wishlist: WishlistType) {
  storeList(wishlistList, userId, wishlist);
}

export function useWishlist() {
  const { userId, data, query } = useMirroredList(wishlistList);
  return { userId, wishlist: data, query };
}
