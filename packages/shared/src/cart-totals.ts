// The cart's arithmetic, without zod: the product page's quantity stepper reprices the cart
// locally before the server answers, on its first load (docs/decisions/177-lean-first-load.md).
import type { CartItemType, CartType, QuantityChange, UnavailableCartLineType } from "./cart";
import { paiseToRupees } from "./money";
import { priceCart, productLine, type DeliveryFees } from "./pricing";

/** Prices the lines with the one pricing function and the store's fees; what the API sends and the cart page shows. */
export function buildCart(
  items: CartItemType[],
  unavailable: UnavailableCartLineType[],
  fees: DeliveryFees,
): CartType {
  const totals = priceCart(
    items.map(({ product, quantity }) => productLine(product, quantity)),
    fees,
  );
  return {
    items,
    unavailable,
    subtotal: paiseToRupees(totals.subtotalPaise),
    shippingFee: paiseToRupees(totals.shippingPaise),
    total: paiseToRupees(totals.totalPaise),
    savings: paiseToRupees(totals.savingsPaise),
  };
}

/** The direction a quantity change has to be sent with (docs/product/http-contract.md "Cart and wishlist"). */
export function quantityChangeType(from: number, to: number): QuantityChange {
  return to > from ? "increase" : "decrease";
}
