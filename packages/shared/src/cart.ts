import { z } from "zod";
import { Product } from "./catalog";
import { untranslatedFields } from "./localised-content";

/** Contracts of the cart and wishlist endpoints (docs/product/http-contract.md "Cart and wishlist"). */

export * from "./cart-totals";

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

export const CartItem = z.object({ product: Product, quantity: z.number() });
export type CartItemType = z.infer<typeof CartItem>;

/** A line whose product staff have since hidden: not bought or priced, named so the shopper can remove it (ADR 066). */
export const UnavailableCartLine = z.object({ _id: z.string(), title: z.string(), untranslated: untranslatedFields(["title"]) });
export type UnavailableCartLineType = z.infer<typeof UnavailableCartLine>;

/** The cart as the API sends it: lines plus the shared pricing's figures, in rupees. */
export const Cart = z.object({
  items: z.array(CartItem),
  unavailable: z.array(UnavailableCartLine),
  subtotal: z.number(),
  shippingFee: z.number(),
  total: z.number(),
  /** "You save": what the lines' sale prices take off their list prices (docs/decisions/173-buy-now-and-savings.md). */
  savings: z.number(),
  /** The coupon the shopper applied (docs/product/promotions.md), or null. */
  coupon: z.object({ code: z.string(), discount: z.number(), problem: z.string().nullable() }).nullable(),
  /** The contract's totals (docs/product/http-contract.md "Promotions"); codCharge is 0 until the shopper chooses to pay on delivery. */
  totals: z.object({ subtotal: z.number(), discount: z.number(), shipping: z.number(), codCharge: z.number(), total: z.number() }),
});
export type CartType = z.infer<typeof Cart>;

export const Wishlist = z.object({ products: z.array(Product) });
export type WishlistType = z.infer<typeof Wishlist>;

/** GET /cart and PUT /cart/updatequantity. */
export const CartResponse = z.object({ cart: Cart });
export type CartResponseType = z.infer<typeof CartResponse>;
/** POST /cart (201) and DELETE /cart/remove/:productId. */
export const CartMessageResponse = CartResponse.extend({ message: z.string() });
export type CartMessageResponseType = z.infer<typeof CartMessageResponse>;
/** GET /wishlist. */
export const WishlistResponse = z.object({ wishlist: Wishlist });
export type WishlistResponseType = z.infer<typeof WishlistResponse>;
/** POST /wishlist and DELETE /wishlist/:productId. */
export const WishlistMessageResponse = WishlistResponse.extend({ message: z.string() });
export type WishlistMessageResponseType = z.infer<typeof WishlistMessageResponse>;

/** Why a quantity is refused, naming the quantity and the stock (docs/product/policies.md "Stock"). */
export function quantityOutOfStockMessage(stock: number): string {
  return stock < 1
    ? "This product is out of stock: no quantity is available."
    : `Quantity must be between 1 and ${stock}: only ${stock} in stock.`;
}
