// The cart's arithmetic, without zod: the product page's quantity stepper reprices the cart
// locally before the server answers, on its first load (docs/decisions/177-lean-first-load.md).
import type { CartItemType, CartType, QuantityChange, UnavailableCartLineType } from "./cart";
import { couponShortfallMessage, type CouponTerms } from "./discounts";
import { paiseToRupees, rupeesToPaise } from "./money";
import { priceCart, productLine, type DeliveryFees } from "./pricing";

/**
 * Prices the lines with the one pricing function and the store's fees; what the API sends and the cart page shows.
 * `couponRefusal`: why the server will not honour the cart's coupon now (expired, used up…): it stays on the cart, takes nothing off and says so.
 */
export function buildCart(
  items: CartItemType[],
  unavailable: UnavailableCartLineType[],
  fees: DeliveryFees,
  coupon: CouponTerms | null = null,
  couponRefusal: string | null = null,
): CartType {
  const totals = priceCart(
    items.map(({ product, quantity }) => productLine(product, quantity)),
    fees,
    { coupon: couponRefusal ? null : coupon },
  );
  return {
    items,
    unavailable,
    subtotal: paiseToRupees(totals.subtotalPaise),
    shippingFee: paiseToRupees(totals.shippingPaise),
    total: paiseToRupees(totals.totalPaise),
    savings: paiseToRupees(totals.savingsPaise),
    coupon: coupon && {
      code: coupon.code,
      discount: paiseToRupees(totals.couponDiscountPaise),
      problem:
        couponRefusal ?? (totals.couponShortfall && couponShortfallMessage(totals.couponShortfall, coupon.minCartValuePaise, totals.subtotalPaise)),
    },
    totals: {
      subtotal: paiseToRupees(totals.subtotalPaise),
      discount: paiseToRupees(totals.couponDiscountPaise),
      shipping: paiseToRupees(totals.shippingPaise),
      codCharge: 0,
      total: paiseToRupees(totals.totalPaise),
    },
  };
}

/** The direction a quantity change has to be sent with (docs/product/http-contract.md "Cart and wishlist"). */
export function quantityChangeType(from: number, to: number): QuantityChange {
  return to > from ? "increase" : "decrease";
}

/**
 * The coupon a cart holds, as the storefront hands it to the pricing function
 * (docs/decisions/280-storefront-prices-the-held-coupon.md): the flat amount the server's
 * pricing found it takes off these lines. The steps after the coupon look only at the goods
 * after it, so the prepaid offer, delivery and COD charge come out as the server's.
 */
export function heldCouponTerms(coupon: CartType["coupon"]): CouponTerms | null {
  if (!coupon) return null;
  return {
    code: coupon.code,
    kind: "flat",
    value: rupeesToPaise(coupon.discount),
    maxDiscountPaise: null,
    minCartValuePaise: null,
    productIds: [],
    categoryIds: [],
  };
}
