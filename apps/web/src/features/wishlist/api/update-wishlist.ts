import { useMutation } from "@tanstack/react-query";
import { deleteWishlistProduct, postWishlistProduct } from "../../../lib/queries/wishlist";
import { storeWishlist } from "./get-wishlist";

export async function addToWishlist(userId: string, productId: string) {
  storeWishlist(userId, await postWishlistProduct(productId));
}

export async function removeFromWishlist(userId: string, productId: string) {
  storeWishlist(userId, await deleteWishlistProduct(productId));
}

/** POST /api/wishlist or DELETE /api/wishlist/:productId: the heart's toggle. */
export function useUpdateWishlist(userId: string) {
  return useMutation({
    mutationFn: ({ productId, add }: { productId: string; add: boolean }) =>
      add ? addToWishlist(userId, productId) : removeFromWishlist(userId, productId),
  });
}
