import type { CartType } from "@vayu/shared/cart";
import { buildCart } from "@vayu/shared/cart-totals";
import type { DeliveryFees } from "@vayu/shared/pricing";

/** The cart with one line's quantity changed, repriced by the shared pricing function with the store's fees. */
export function withQuantity(
  cart: CartType,
  productId: string,
  quantity: number,
  fees: DeliveryFees,
): CartType {
  return buildCart(
    cart.items.map((item) => (item.product._id === productId ? { ...item, quantity } : item)),
    cart.unavailable,
    fees,
  );
}
