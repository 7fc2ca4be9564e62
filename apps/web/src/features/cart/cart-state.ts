import type { CartType } from "@vayu/shared/cart";
import { buildCart } from "@vayu/shared/cart-totals";

/** The cart with one line's quantity changed, repriced by the shared pricing function. */
export function withQuantity(cart: CartType, productId: string, quantity: number): CartType {
  return buildCart(
    cart.items.map((item) => (item.product._id === productId ? { ...item, quantity } : item)),
    cart.unavailable,
  );
}
