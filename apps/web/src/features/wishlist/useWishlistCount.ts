import { useWishlist } from "./api/get-wishlist";

/** Products in the shopper's wishlist for the header badge; 0 when anonymous. */
export function useWishlistCount(): number {
  return useWishlist().wishlist?.products.length ?? 0;
}
