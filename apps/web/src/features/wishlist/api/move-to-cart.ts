import { useMutation } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api";
import { readAfterWrite } from "../../../lib/query-client";
import { addToCart } from "../../../lib/queries/add-to-cart";
import { cartKey } from "../../../lib/queries/get-cart";
import { removeFromWishlist } from "./update-wishlist";

export class WishlistStepFailed extends Error {}

/**
 * Move to cart (beyond docs/product/storefront.md, ADR 041): POST /api/cart, then DELETE /api/wishlist/:id.
 * A product already in the cart still leaves the wishlist: it ends where the shopper wanted it.
 */
export async function moveToCart(userId: string, productId: string): Promise<{ alreadyInCart: boolean }> {
  let alreadyInCart = false;
  try {
    await addToCart(userId, productId, 1);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    alreadyInCart = true;
    void readAfterWrite({ queryKey: cartKey(userId) });
  }
  try {
    await removeFromWishlist(userId, productId);
  } catch {
    throw new WishlistStepFailed();
  }
  return { alreadyInCart };
}

export function useMoveToCart(userId: string) {
  return useMutation({ mutationFn: (productId: string) => moveToCart(userId, productId) });
}
