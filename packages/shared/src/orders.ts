import { z } from "zod";
import { DeliveryAddress } from "./addresses";
import { Product } from "./catalog";
import { BuyNowLine } from "./checkout";
import { messages } from "./messages";

/** Order status values (docs/decisions/091-order-lifecycle-graph.md draws who may move an order where). */
export const ORDER_STATUSES = [
  /** A cash-on-delivery order until its shopper (or staff, by phone) confirms it (docs/decisions/305-cod-confirmation.md). */
  "Awaiting confirmation",
  "Placed",
  "Packed",
  "Shipped",
  "Out for delivery",
  "Delivered",
  "Cancelled",
  "Return requested",
  "Returned",
  "Refunded",
  /** A shipped COD parcel that came back unpaid: refused at the door or not deliverable (docs/decisions/306-return-to-origin.md). */
  "Returned to origin",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * One purchased line: `price` is the unit price (the sale price when bought on sale), in rupees;
 * `discount` its part of the order's coupon and prepaid discount, all units together
 * (docs/product/promotions.md "Spreading a discount over the lines").
 */
export const OrderLine = z.object({ product: Product, quantity: z.number(), price: z.number(), discount: z.number() });
export type OrderLineType = z.infer<typeof OrderLine>;

/** How an order is paid: online through the provider before it is placed, or in cash on delivery. */
export const PAYMENT_TYPES = ["Online", "COD"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Order as the HTTP contract sends it (docs/product/http-contract.md "Shapes"), amounts in rupees. */
export const Order = z.object({
  _id: z.string(),
  /** Human-facing order number (from 100001), shown on My Orders and in the e-mail. */
  orderNumber: z.number(),
  products: z.array(OrderLine),
  subtotal: z.number(),
  /** The coupon it was placed with, and what it and the prepaid offer took off (docs/product/promotions.md). */
  couponCode: z.string().nullable(),
  couponDiscount: z.number(),
  prepaidDiscount: z.number(),
  shippingFee: z.number(),
  /** The cash-on-delivery charge included in `totalAmount`; 0 for online orders. */
  codCharge: z.number(),
  totalAmount: z.number(),
  /** "Online": prepaid through the payment provider; "COD": paid in cash at the door. */
  paymentType: z.enum(PAYMENT_TYPES),
  /** The provider's method such as "upi" or "card", when known. */
  paymentMethod: z.string().nullable(),
  /** Rupees still to be paid at the door: the total of a COD order until staff record the cash collected, else 0. */
  amountDue: z.number(),
  /** COD: when the cash was collected (ISO), else null. */
  paymentCollectedAt: z.string().nullable(),
  orderStatus: z.enum(ORDER_STATUSES),
  /** The delivery address as it was when the shopper paid; later edits do not change it. */
  address: DeliveryAddress,
  /** The provider order id (`order_...`); null for cash on delivery. */
  order_id: z.string().nullable(),
  /** The provider payment id (`pay_...`); null for cash on delivery. */
  transactionId: z.string().nullable(),
  createdAt: z.string(),
  /** The GST tax invoice (a PDF) once the order is invoiced: on placing it. */
  invoiceUrl: z.string().nullable(),
  /**
   * The delivery window promised when the order was placed (YYYY-MM-DD, India's calendar);
   * null for orders placed before the store recorded it (docs/decisions/192-expected-delivery.md).
   */
  expectedDelivery: z.object({ from: z.string(), to: z.string() }).nullable(),
  /** When it was delivered (ISO), else null. */
  deliveredAt: z.string().nullable(),
});
export type OrderType = z.infer<typeof Order>;

export * from "./delivery-day";
export * from "./order-windows";

const productRef = z
  .union([z.string(), z.object({ _id: z.string() })])
  .transform((p) => (typeof p === "string" ? p : p._id));
const addressRef = z
  .union([z.string(), z.object({ _id: z.string() })])
  .transform((a) => (typeof a === "string" ? a : a._id));
const optionalId = (field: string) =>
  z
    .string()
    .min(1, { message: `${field} is required` })
    .max(100)
    .optional();

/**
 * POST /order, two ways (docs/product/http-contract.md "Cash on delivery, pincodes, search, reviews"):
 * - online: the server builds the order from the verified payment; order_id and
 *   transactionId name it, and the other fields are checked against it (a mismatch is a 409);
 * - `paymentType: "COD"`: the caller's cart is placed at once; `products`, `totalAmount`
 *   (with the COD charge) and `address` must describe it. With `buyNow`, that one line is
 *   placed instead and the cart is left as it is (docs/decisions/200-buy-now-alone.md).
 * `products[].product` and `address` may be ids or the objects the storefront holds.
 */
export const placeOrderBody = z
  .object({
    order_id: optionalId("order_id"),
    transactionId: optionalId("transactionId"),
    totalAmount: z.number({ message: "totalAmount must be a number of rupees" }).nonnegative(),
    paymentType: z.string().max(40).optional(),
    products: z
      .array(
        z.object({
          product: productRef,
          quantity: z.number().int().positive({ message: "quantity must be at least 1" }),
        }),
      )
      .min(1, { message: "products must not be empty" })
      .max(100),
    address: addressRef.optional(),
    buyNow: BuyNowLine.optional(),
  })
  .transform((body, ctx) => {
    const { order_id, transactionId, ...order } = body;
    if (body.paymentType === "COD") return { ...order, paymentType: "COD" as const };
    if (!order_id || !transactionId) {
      const field = order_id ? "transactionId" : "order_id";
      ctx.addIssue({ code: "custom", path: [field], message: `${field} is required`, input: body });
      return z.NEVER;
    }
    return { ...order, paymentType: "Online" as const, order_id, transactionId };
  });
export type PlaceOrderBody = z.input<typeof placeOrderBody>;
/** The body after validation: product and address references reduced to ids. */
export type PlaceOrderInput = z.output<typeof placeOrderBody>;
export type OnlineOrderInput = Extract<PlaceOrderInput, { paymentType: "Online" }>;
export type CodOrderInput = Extract<PlaceOrderInput, { paymentType: "COD" }>;

/** POST /order answers 201 `{ order }`; a repeat for the same order_id returns the same order. */
export const PlaceOrderResponse = z.object({ order: Order });
export type PlaceOrderResponseType = z.infer<typeof PlaceOrderResponse>;

/** GET /order: the caller's orders, newest first. */
export const OrdersResponse = z.object({ orders: z.array(Order) });
export type OrdersResponseType = z.infer<typeof OrdersResponse>;

/** Before it ships an order may still be cancelled, by the shopper or by staff. */
export const CANCELLABLE_STATUSES = ["Awaiting confirmation", "Placed", "Packed"] as const satisfies readonly OrderStatus[];
export const isCancellable = (status: OrderStatus) =>
  (CANCELLABLE_STATUSES as readonly OrderStatus[]).includes(status);

/**
 * Statuses in which the order's units were already dealt with by the move that led there
 * (Cancelled puts them back, Returned asks staff): a later line refund touches no stock.
 */
export const UNITS_SETTLED_STATUSES = [
  "Cancelled",
  "Returned",
  "Refunded",
] as const satisfies readonly OrderStatus[];
export const unitsSettled = (status: OrderStatus) =>
  (UNITS_SETTLED_STATUSES as readonly OrderStatus[]).includes(status);

/** Statuses an order can only reach once it has left with a courier and its tracking number. */
const AFTER_SHIPPING: readonly OrderStatus[] = ["Out for delivery", "Delivered"];

/**
 * The order graph (docs/decisions/091-order-lifecycle-graph.md, tightened by
 * docs/decisions/187-safe-staff-order-actions.md): where an order may move from `from`.
 * Fulfilment only goes forward; Packed may be skipped (a small shop packs and hands over in
 * one go), Shipped may not: Out for delivery and Delivered need a shipped order with its
 * tracking (`tracked`). An order that reached them without tracking (before this rule) can
 * be marked Shipped with it. Cancelled only before Shipped, a delivered order only into a
 * return, and a return back to Delivered when it is rejected. "Return requested" to itself
 * is not a move but the approval of the return.
 */
export function nextStatuses(from: OrderStatus, tracked: boolean, paymentType: PaymentType = "Online"): OrderStatus[] {
  // A shipped COD parcel may come back unpaid (docs/decisions/306-return-to-origin.md).
  const backToOrigin: OrderStatus[] = paymentType === "COD" && tracked ? ["Returned to origin"] : [];
  switch (from) {
    case "Awaiting confirmation":
      // Confirming is the move to Placed; nothing is packed or shipped before it (ADR 305).
      return ["Placed", "Cancelled"];
    case "Placed":
      return ["Packed", "Shipped", "Cancelled"];
    case "Packed":
      return ["Shipped", "Cancelled"];
    case "Shipped":
      return tracked ? ["Out for delivery", "Delivered", ...backToOrigin] : ["Shipped"];
    case "Out for delivery":
      return tracked ? ["Delivered", ...backToOrigin] : ["Shipped"];
    case "Delivered":
      return ["Return requested"];
    case "Return requested":
      return ["Returned", "Delivered"];
    case "Returned":
      return ["Refunded"];
    case "Cancelled":
    case "Refunded":
    case "Returned to origin":
      return [];
  }
}

/** Why an unconfirmed COD order is not packed or shipped yet (docs/decisions/305-cod-confirmation.md). */
export const awaitingConfirmation =
  "This cash-on-delivery order is awaiting the shopper's confirmation. Confirm it with the shopper (mark it Placed) before packing or shipping it.";

/** Why a prepaid order is never Returned to origin (docs/decisions/306-return-to-origin.md). */
export const prepaidNotReturnedToOrigin =
  "Only a cash-on-delivery order can be marked Returned to origin. A prepaid parcel that comes back goes through a return (Return requested, Returned, Refunded) so the shopper gets their money back.";

/** Why an order in `from` (with or without its tracking) cannot move to `to`, in the store's words; null when it can. */
export function moveRefusal(from: OrderStatus, to: OrderStatus, tracked: boolean, paymentType: PaymentType = "Online"): string | null {
  const next = nextStatuses(from, tracked, paymentType);
  if (next.includes(to)) return null;
  if (from === "Awaiting confirmation" && to !== "Awaiting confirmation") return awaitingConfirmation;
  if (to === "Returned to origin") {
    if (paymentType !== "COD") return prepaidNotReturnedToOrigin;
    if (from !== "Shipped" && from !== "Out for delivery")
      return `Only a shipped cash-on-delivery order can be marked Returned to origin; this one is ${from}.`;
  }
  const inFulfilment =
    from === "Placed" || from === "Packed" || from === "Shipped" || from === "Out for delivery";
  if (inFulfilment && AFTER_SHIPPING.includes(to))
    return `Mark the order Shipped with its tracking number before ${to}.`;
  const hint =
    next.length > 0 ? ` It can only be moved to ${next.join(", ")}.` : " It cannot be changed any more.";
  if (to === "Cancelled" && !isCancellable(from))
    return `This order is already ${from} and can no longer be cancelled.${hint}`;
  return `This order is ${from} and cannot be moved to ${to}.${hint}`;
}

/** One step of an order's history, oldest first; `at` is an ISO date and time. */
export const OrderHistoryEntry = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  note: z.string().optional(),
});
export type OrderHistoryEntryType = z.infer<typeof OrderHistoryEntry>;

export const OrderTracking = z.object({
  courier: z.string(),
  number: z.string(),
  url: z.string().optional(),
});
export type OrderTrackingType = z.infer<typeof OrderTracking>;

export const REFUND_STATUSES = ["pending", "processed", "failed"] as const;

/** Money going back to the shopper; "pending" until the bank has it. Amount in rupees. */
export const OrderRefund = z.object({
  _id: z.string(),
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
  at: z.string(),
  /** The credit note (a PDF) that reverses the refunded value on the order's tax invoice. */
  creditNoteUrl: z.string().nullable(),
});
export type OrderRefundType = z.infer<typeof OrderRefund>;

/**
 * An order Returned to origin (docs/decisions/306-return-to-origin.md): when the store received
 * the parcel back (its credit note is then issued); null for other orders.
 */
export const ReturnedToOrigin = z.object({
  receivedAt: z.string().nullable(),
});
export type ReturnedToOriginType = z.infer<typeof ReturnedToOrigin>;

/** GET /order/:id: the order with its history, tracking, refunds and what the shopper may still do. */
export const OrderDetail = Order.extend({
  /** The human order number (= orderNumber). */
  number: z.number(),
  history: z.array(OrderHistoryEntry),
  tracking: OrderTracking.nullable(),
  refunds: z.array(OrderRefund),
  cancellable: z.boolean(),
  /** End of the return window (ISO) while a return may still be asked for, else null. */
  returnableUntil: z.string().nullable(),
  returnedToOrigin: ReturnedToOrigin.nullable(),
  /**
   * The credit note (a PDF) cancelling the whole tax invoice of an order never paid for: a
   * cash-on-delivery order cancelled, or returned to origin and received back; else null.
   */
  cancellingCreditNoteUrl: z.string().nullable(),
});
export type OrderDetailType = z.infer<typeof OrderDetail>;

export const OrderDetailResponse = z.object({ order: OrderDetail });
export type OrderDetailResponseType = z.infer<typeof OrderDetailResponse>;

/** A free-text reason as the shopper or staff type it: trimmed, at most `max` characters. */
export const reasonText = (max: number, field = "reason") =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`),
    })
    .trim()
    .max(max, { message: `${field} must be at most ${max} characters` });

/**
 * The signed link from a COD confirmation message, for a shopper who is not logged in
 * (docs/decisions/305-cod-confirmation.md); a logged-in shopper sends none.
 */
const answerLink = z.string().min(1, { message: "t must be the token from the order link" }).max(2000).optional();

/** POST /order/:id/confirm: a COD order awaiting confirmation becomes Placed. */
export const confirmOrderBody = z.object({ t: answerLink }).strict();
export type ConfirmOrderBody = z.infer<typeof confirmOrderBody>;

/** POST /order/:id/cancel. */
export const cancelOrderBody = z.object({ reason: reasonText(500).optional(), t: answerLink }).strict();
export type CancelOrderBody = z.infer<typeof cancelOrderBody>;

/** POST /order/:id/return. */
export const returnOrderBody = z
  .object({
    reason: reasonText(500).min(5, { message: messages.orders.returnReasonShort }),
  })
  .strict();
export type ReturnOrderBody = z.infer<typeof returnOrderBody>;
