/**
 * The calls that open a payment and place an order, loaded when the shopper places one, not with
 * the checkout page (docs/decisions/177-lean-first-load.md).
 */
export { createPaymentOrder } from "./api/create-payment-order";
export { placeOrder } from "./api/place-order";
export { verifyPayment } from "./api/verify-payment";
export { openRazorpayCheckout } from "./payment/razorpay-checkout";
