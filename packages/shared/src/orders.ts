import { z } from "zod";
import type { Address } from "./addresses";
import type { Product } from "./catalog";

/** Order status values (docs/purchase-flow.md draws who may move an order where). */
export const ORDER_STATUSES = [
  "Placed",
  "Packed",
  "Shipped",
  "Out for delivery",
  "Delivered",
  "Cancelled",
  "Return requested",
  "Returned",
  "Refunded",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** One purchased line: `price` is the unit price paid, in rupees. */
export interface OrderLine {
  product: Product;
  quantity: number;
  price: number;
}

/** Order as the HTTP contract sends it (decisions section 3), amounts in rupees. */
export interface Order {
  _id: string;
  /** Human-facing order number (from 100001), shown on My Orders and in the e-mail. */
  orderNumber: number;
  products: OrderLine[];
  subtotal: number;
  shippingFee: number;
  totalAmount: number;
  /** "Online": every order is prepaid through the payment provider. */
  paymentType: string;
  /** The provider's method such as "upi" or "card", when known. */
  paymentMethod: string | null;
  orderStatus: OrderStatus;
  /** The delivery address as it was when the shopper paid; later edits do not change it. */
  address: Address;
  /** The provider order id (`order_...`). */
  order_id: string;
  /** The provider payment id (`pay_...`). */
  transactionId: string;
  createdAt: string;
}

const productRef = z.union([z.string(), z.object({ _id: z.string() })]).transform((p) => (typeof p === "string" ? p : p._id));
const addressRef = z.union([z.string(), z.object({ _id: z.string() })]).transform((a) => (typeof a === "string" ? a : a._id));

/**
 * POST /order. The server builds the order from the verified payment; these fields are
 * checked against it (a mismatch is a 409), never trusted. `products[].product` and
 * `address` may be ids or the objects the storefront holds.
 */
export const placeOrderBody = z.object({
  order_id: z.string().min(1, { message: "order_id is required" }).max(100),
  transactionId: z.string().min(1, { message: "transactionId is required" }).max(100),
  totalAmount: z.number({ message: "totalAmount must be a number of rupees" }).nonnegative(),
  paymentType: z.string().max(40).optional(),
  products: z
    .array(z.object({ product: productRef, quantity: z.number().int().positive({ message: "quantity must be at least 1" }) }))
    .min(1, { message: "products must not be empty" })
    .max(100),
  address: addressRef.optional(),
});
export type PlaceOrderBody = z.input<typeof placeOrderBody>;
/** The body after validation: product and address references reduced to ids. */
export type PlaceOrderInput = z.output<typeof placeOrderBody>;

/** POST /order answers 201 `{ order }`; a repeat for the same order_id returns the same order. */
export interface PlaceOrderResponse {
  order: Order;
}

/** GET /order: the caller's orders, newest first. */
export interface OrdersResponse {
  orders: Order[];
}
