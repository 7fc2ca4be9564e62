import { buildCart, type Cart, type CartSummary } from "@vayu/shared/cart";

/** The cart with one line's quantity changed, repriced by the shared pricing function. */
export function withQuantity(cart: Cart, productId: string, quantity: number): Cart {
  return buildCart(cart.items.map((item) => (item.product._id === productId ? { ...item, quantity } : item)));
}

/** What Proceed to Checkout hands over (spec section 3); null for an empty cart. */
export function toCartSummary(cart: Cart): CartSummary | null {
  if (cart.items.length === 0) return null;
  const { items, subtotal, shippingFee, total } = cart;
  return { items, subtotal, shippingFee, total };
}
