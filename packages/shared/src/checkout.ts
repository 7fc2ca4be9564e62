import { z } from "zod";

/**
 * The payment half of the checkout contract (docs/product/http-contract.md "Checkout and orders", docs/product/payments.md). Amounts in
 * requests and the `OrderSummary` panel are rupees; the payment order's `amount` is paise,
 * exactly as Razorpay's checkout.js expects it.
 */

export const PAYMENT_PROVIDERS = ["razorpay", "sandbox"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The key id the sandbox hands to the storefront in place of a Razorpay key. */
export const SANDBOX_KEY_ID = "rzp_test_sandbox";

const rupees = z
  .number({ message: "amount must be a number of rupees" })
  .positive({ message: "amount must be more than zero" })
  .max(10_000_000, { message: "amount is too large" });

/**
 * Buy Now: one product bought on its own, the cart neither read nor changed
 * (docs/decisions/200-buy-now-alone.md). One unit unless the product page picked more.
 */
export const BuyNowLine = z
  .object({
    product: z.uuid({ message: "buyNow.product must be a valid product id" }),
    quantity: z
      .number({ message: "buyNow.quantity must be a number" })
      .int({ message: "buyNow.quantity must be a whole number" })
      .min(1, { message: "buyNow.quantity must be at least 1" })
      .default(1),
  })
  .strict();
export type BuyNowLineInput = z.input<typeof BuyNowLine>;
export type BuyNowLineType = z.output<typeof BuyNowLine>;

/**
 * POST /order/razorpay/order: the amount the shopper saw (rupees), the chosen address id, and
 * `buyNow` to pay for that one line instead of the cart.
 */
export const createPaymentOrderBody = z.object({
  amount: rupees,
  address: z.uuid({ message: "address must be a valid address id" }).optional(),
  buyNow: BuyNowLine.optional(),
});
export type CreatePaymentOrderBody = z.input<typeof createPaymentOrderBody>;

/** Answer of POST /order/razorpay/order: `amount` in paise, `key` the key id for checkout.js. */
export const PaymentOrderResponse = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.literal("INR"),
  key: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** ISO time until which the cart's stock is held for this payment. */
  reservedUntil: z.string(),
  /** What the amount is made of (docs/product/promotions.md), in rupees: `total` is `amount` in rupees. */
  totals: z.object({ subtotal: z.number(), discount: z.number(), shipping: z.number(), codCharge: z.number(), total: z.number() }),
  /** The coupon whose use this payment holds, and what it takes off; null: none. */
  coupon: z.object({ code: z.string(), discount: z.number() }).nullable(),
  /** What paying online takes off (the store's prepaid offer), in rupees. */
  prepaidDiscount: z.number(),
});
export type PaymentOrderResponseType = z.infer<typeof PaymentOrderResponse>;

/** GET /payments/config: which provider takes payments; `demo` when nothing real is charged; the largest COD total (rupees). */
export const PaymentsConfigResponse = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  demo: z.boolean(),
  codLimit: z.number(),
});
export type PaymentsConfigResponseType = z.infer<typeof PaymentsConfigResponse>;

/** What checkout.js (or the sandbox dialog) hands the `handler` after a successful payment. */
export const verifyPaymentBody = z.object({
  razorpay_order_id: z.string().min(1, { message: "razorpay_order_id is required" }).max(100),
  razorpay_payment_id: z.string().min(1, { message: "razorpay_payment_id is required" }).max(100),
  razorpay_signature: z.string().min(1, { message: "razorpay_signature is required" }).max(200),
});
export type VerifyPaymentBody = z.input<typeof verifyPaymentBody>;
export type CheckoutSuccess = z.output<typeof verifyPaymentBody>;

/** POST /order/razorpay/verify: 200 `{ success: true }`; a refusal is an error answer `{ message }`. */
export const VerifyPaymentResponse = z.object({ success: z.literal(true) });
export type VerifyPaymentResponseType = z.infer<typeof VerifyPaymentResponse>;

export const SANDBOX_METHODS = ["upi", "card"] as const;
export type SandboxMethod = (typeof SANDBOX_METHODS)[number];

/** POST /payments/sandbox/pay (sandbox only): the storefront's own checkout dialog and tests. */
export const sandboxPayBody = z.object({
  order_id: z.string().min(1, { message: "order_id is required" }).max(100),
  method: z.enum(SANDBOX_METHODS, { message: "method must be upi or card" }),
  outcome: z.enum(["success", "failure"], { message: "outcome must be success or failure" }),
});
export type SandboxPayBody = z.input<typeof sandboxPayBody>;

/** The `error` of Razorpay's `payment.failed` callback, as the sandbox reproduces it. */
export const PaymentFailure = z.object({
  code: z.string(),
  description: z.string(),
  source: z.string(),
  step: z.string(),
  reason: z.string(),
  field: z.string().nullable(),
  metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
});
export type PaymentFailureType = z.infer<typeof PaymentFailure>;

/** 200 either way: the three handler fields on success, `{ error }` on a failed payment. */
export const SandboxPayResponse = z.union([
  z.object({
    razorpay_order_id: z.string(),
    razorpay_payment_id: z.string(),
    razorpay_signature: z.string(),
  }),
  z.object({ error: PaymentFailure }),
]);
export type SandboxPayResponseType = z.infer<typeof SandboxPayResponse>;

export function isPaymentFailure(
  response: SandboxPayResponseType,
): response is { error: PaymentFailureType } {
  return "error" in response;
}

/** POST /payments/webhook: whether the event was handled now or had been already (docs/product/payments.md). */
export const WebhookResponse = z.object({ status: z.enum(["processed", "duplicate"]) });
export type WebhookResponseType = z.infer<typeof WebhookResponse>;
