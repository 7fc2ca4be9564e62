import { useMutation } from "@tanstack/react-query";
import { WishlistMessageResponse } from "@vayu/shared/cart";
import { api } from "../../../lib/api";
import { storeWishlist } from "./get-wishlist";

export async function addToWishlist(userId: string, productId: string) {
  const body = await api(WishlistMessageResponse, "/wishlist", { method: "POST", body: { productId } });
  storeWishlist(userId, body.wishlist);
}

export async function removeFromWishlist(userId: string, productId: string) {
  const body = await api(WishlistMessageResponse, `/wishlist/${encodeURIComponent(productId)}`, {
    method: "DELETE",
  });
  storeWishlist(userId, body.wishlist);
}

/** POST /api/wishlist or DELETE /api/wishlist/:productId: the heart's toggle. */
export function useUpdateWishlist(userId: string) {
  return useMutation({
    mutationFn: ({ productId, add }: { productId: string; add: boolean }) =>
      add ? addToWishlist(userId, productId) : removeFromWishlist(userId, productId),
  });
}
