import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Razorpay's two signatures, in one place so neither the field order nor the secret can
 * drift (docs/product/payments.md "Integration pitfalls" 2 and 3).
 */

function hmacHex(secret: string, payload: string | Buffer): string {
  return createHmac("sha256", secret).update(payload).digest("hex");
}

/** Checkout: HMAC-SHA256 of `order_id|payment_id` keyed with the key secret, in hex. */
export function checkoutSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

/** Webhook: HMAC-SHA256 of the raw request body keyed with the webhook secret, in hex. */
export function webhookSignature(webhookSecret: string, rawBody: Buffer | string): string {
  return hmacHex(webhookSecret, rawBody);
}

/** Constant-time comparison of a computed hex signature with one received from outside. */
export function signaturesMatch(expected: string, received: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(received, "utf8");
  // timingSafeEqual throws on different lengths; the length of a hex digest is no secret.
  return a.length === b.length && timingSafeEqual(a, b);
}

export function isValidCheckoutSignature(keySecret: string, orderId: string, paymentId: string, signature: string): boolean {
  return signaturesMatch(checkoutSignature(keySecret, orderId, paymentId), signature);
}

export function isValidWebhookSignature(webhookSecret: string, rawBody: Buffer, signature: string): boolean {
  return signaturesMatch(webhookSignature(webhookSecret, rawBody), signature);
}
