import { z } from "zod";
import type { Product } from "./catalog";
import { paiseToRupees } from "./money";
import { priceCart, productLine } from "./pricing";

/** Contracts of the cart and wishlist endpoints (docs/product/http-contract.md "Cart and wishlist"). */

const productId = z.uuid({ error: "productId must be a valid product id." });

const quantity = z
  .number({ error: "Quantity must be a number." })
  .int({ error: "Quantity must be a whole number." })
  .min(1, { error: "Quantity must be at least 1." });

export const AddToCartBody = z.object({ productId, quantity }).strict();
export type AddToCartBody = z.infer<typeof AddToCartBody>;

export const UpdateCartQuantityBody = z
  .object({
    productId,
    quantity,
    type: z.enum(["increase", "decrease"], { error: 'Type must be "increase" or "decrease".' }),
  })
  .strict();
export type UpdateCartQuantityBody = z.infer<typeof UpdateCartQuantityBody>;
export type QuantityChange = UpdateCartQuantityBody["type"];

export const ProductIdParams = z.object({ productId });

export const AddToWishlistBody = z.object({ productId }).strict();
export type AddToWishlistBody = z.infer<typeof AddToWishlistBody>;

export interface CartItem {
  product: Product;
  quantity: number;
}

/** A line whose product staff have since hidden: not bought or priced, named so the shopper can remove it (ADR 066). */
export interface UnavailableCartLine {
  _id: string;
  title: string;
}

/** The cart as the API sends it: lines plus the shared pricing's figures, in rupees. */
export interface Cart {
  items: CartItem[];
  unavailable: UnavailableCartLine[];
  subtotal: number;
  shippingFee: number;
  total: number;
}

export interface Wishlist {
  products: Product[];
}

export interface CartResponse {
  cart: Cart;
}
export interface CartMessageResponse extends CartResponse {
  message: string;
}
export interface WishlistResponse {
  wishlist: Wishlist;
}
export interface WishlistMessageResponse extends WishlistResponse {
  message: string;
}

/** Prices the lines with the one pricing function; what the API sends and the cart page shows. */
export function buildCart(items: CartItem[], unavailable: UnavailableCartLine[]): Cart {
  const totals = priceCart(items.map(({ product, quantity }) => productLine(product, quantity)));
  return {
    items,
    unavailable,
    subtotal: paiseToRupees(totals.subtotalPaise),
    shippingFee: paiseToRupees(totals.shippingPaise),
    total: paiseToRupees(totals.totalPaise),
  };
}

/** Why a quantity is refused, naming the quantity and the stock (docs/product/policies.md "Stock"). */
export function quantityOutOfStockMessage(stock: number): string {
  return stock < 1
    ? "This product is out of stock: no quantity is available."
    : `Quantity must be between 1 and ${stock}: only ${stock} in stock.`;
}

/** The direction a quantity change has to be sent with (docs/product/http-contract.md "Cart and wishlist"). */
export function quantityChangeType(from: number, to: number): QuantityChange {
  return to > from ? "increase" : "decrease";
}
