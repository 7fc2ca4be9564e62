import { useCart } from "../../lib/queries/get-cart";

/** Lines in the shopper's cart for the header badge; 0 when anonymous. */
export function useCartCount(): number {
  return useCart().cart?.items.length ?? 0;
}
