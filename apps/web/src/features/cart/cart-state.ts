import type { CartType } from "@vayu/shared/cart";
import { buildCart, heldCouponTerms } from "@vayu/shared/cart-totals";
import type { DeliveryFees } from "@vayu/shared/pricing";

/**
 * The cart with one line's quantity changed, repriced by the shared pricing function with the
 * store's fees until the server answers. A coupon keeps what the server last found it takes
 * off (docs/decisions/280-storefront-prices-the-held-coupon.md), and its reason when it takes nothing.
 */
export function withQuantity(
  cart: CartType,
  productId: string,
  quantity: number,
  fees: DeliveryFees,
): CartType {
  const repriced = buildCart(
    cart.items.map((item) => (item.product._id === productId ? { ...item, quantity } : item)),
    cart.unavailable,
    fees,
    heldCouponTerms(cart.coupon),
  );
  return {
    ...repriced,
    coupon: repriced.coupon && cart.coupon && { ...repriced.coupon, problem: cart.coupon.problem },
  };
}

/**
 * The quantity a step of a line's stepper asks for, within 1 and the stock: when stock fell
 * below the quantity, one step down lands on what is left (docs/product/storefront.md "Behaviour").
 */
export const quantityWithin = (requested: number, stock: number) => Math.max(1, Math.min(requested, stock));
