import { describe, expect, it } from "vitest";
import {
  checkoutSignature,
  isValidCheckoutSignature,
  isValidWebhookSignature,
  signaturesMatch,
  webhookSignature,
} from "./signatures";

describe("Razorpay signatures", () => {
  it("signs the checkout as HMAC-SHA256 of order_id|payment_id in hex", () => {
    // Computed independently: printf 'order_ABCDEFGHIJ1234|pay_ZYXWVUTSRQ9876' | openssl dgst -sha256 -hmac sandbox_secret
    expect(checkoutSignature("sandbox_secret", "order_ABCDEFGHIJ1234", "pay_ZYXWVUTSRQ9876")).toBe(
      "c2ad5a08ee7daceaca794af05b329b353e11fbb8b476c6d445b6132a1cc64878",
    );
    // The RFC-style vector everyone knows, through the same helper's HMAC.
    expect(webhookSignature("key", "The quick brown fox jumps over the lazy dog")).toBe(
      "f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8",
    );
  });

  it("signs webhooks over the raw body, matching Razorpay's own SDK vector", () => {
    const body = Buffer.from('{"a":1,"b":2,"c":{"d":3}}');
    const signature = "2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc";
    expect(webhookSignature("123456", body)).toBe(signature);
    expect(isValidWebhookSignature("123456", body, signature)).toBe(true);
    // Re-serialised JSON is different bytes, so it must not pass.
    expect(isValidWebhookSignature("123456", Buffer.from('{"a": 1, "b": 2, "c": {"d": 3}}'), signature)).toBe(false);
    expect(isValidWebhookSignature("654321", body, signature)).toBe(false);
  });

  it("refuses swapped ids, a wrong secret and tampered or truncated signatures", () => {
    const good = checkoutSignature("sandbox_secret", "order_ABCDEFGHIJ1234", "pay_ZYXWVUTSRQ9876");
    expect(isValidCheckoutSignature("sandbox_secret", "order_ABCDEFGHIJ1234", "pay_ZYXWVUTSRQ9876", good)).toBe(true);
    expect(isValidCheckoutSignature("sandbox_secret", "pay_ZYXWVUTSRQ9876", "order_ABCDEFGHIJ1234", good)).toBe(false);
    expect(isValidCheckoutSignature("other_secret", "order_ABCDEFGHIJ1234", "pay_ZYXWVUTSRQ9876", good)).toBe(false);
    const tampered = `${good.slice(0, -1)}${good.endsWith("0") ? "1" : "0"}`;
    expect(isValidCheckoutSignature("sandbox_secret", "order_ABCDEFGHIJ1234", "pay_ZYXWVUTSRQ9876", tampered)).toBe(false);
    expect(signaturesMatch(good, good.slice(0, 10))).toBe(false);
    expect(signaturesMatch(good, "")).toBe(false);
    expect(signaturesMatch(good, good.toUpperCase())).toBe(false);
  });
});
