import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Wishlist, WishlistResponse } from "@vayu/shared/cart";
import { api } from "../../../lib/api";
import { queryClient } from "../../../lib/query-client";
import { STORAGE_KEYS, useSession } from "../../../lib/session";
import { readMirror, writeMirror } from "../../cart/session-mirror";

export const wishlistKey = (userId: string) => ["wishlist", userId] as const;

/** GET /api/wishlist: the shopper's saved products, newest first. */
export async function getWishlist(signal?: AbortSignal): Promise<Wishlist> {
  return (await api<WishlistResponse>("/wishlist", { signal })).wishlist;
}

/** Puts the server's wishlist into the query cache and its local storage mirror. */
export function storeWishlist(userId: string, wishlist: Wishlist) {
  queryClient.setQueryData(wishlistKey(userId), wishlist);
  writeMirror(STORAGE_KEYS.wishlist, userId, wishlist);
}

export function wishlistQuery(userId: string) {
  return queryOptions({
    queryKey: wishlistKey(userId),
    queryFn: async ({ signal }) => {
      const wishlist = await getWishlist(signal);
      writeMirror(STORAGE_KEYS.wishlist, userId, wishlist);
      return wishlist;
    },
    initialData: () => readMirror<Wishlist>(STORAGE_KEYS.wishlist, userId),
    initialDataUpdatedAt: 0,
  });
}

/** The logged-in shopper's wishlist; undefined when anonymous, loading, or when the fetch failed. */
export function useWishlist() {
  const session = useSession();
  const userId = session?.user._id ?? "";
  const query = useQuery({ ...wishlistQuery(userId), enabled: Boolean(session) });
  // Spec section 8: a failed wishlist fetch empties the list.
  const wishlist = session && !query.isError ? query.data : undefined;
  return { userId, wishlist, query };
}
