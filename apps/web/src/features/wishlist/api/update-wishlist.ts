import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { storeWishlist } from "./get-wishlist";

const wishlistMessageResponse = () =>
  import("@vayu/shared/cart").then((schemas) => schemas.WishlistMessageResponse);

export async function addToWishlist(userId: string, productId: string) {
  const body = await api(wishlistMessageResponse, "/wishlist", { method: "POST", body: { productId } });
  storeWishlist(userId, body.wishlist);
}

export async function removeFromWishlist(userId: string, productId: string) {
  const body = await api(wishlistMessageResponse, `/wishlist/${encodeURIComponent(productId)}`, {
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
