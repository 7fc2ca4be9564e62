import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { sandboxWebhook } from "./sandbox-webhooks";
import { webhookSignature } from "./signatures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RAZORPAY_KEY_ID: "rzp_test_K3y1d", RAZORPAY_KEY_SECRET: "s3cret", RAZORPAY_WEBHOOK_SECRET: "whs3cret" });
});
afterAll(() => t.close());

describe("with Razorpay keys configured", () => {
  it("uses Razorpay and has no sandbox payment route", async () => {
    expect(t.app.paymentProvider).toMatchObject({ name: "razorpay", keyId: "rzp_test_K3y1d" });
    const response = await t.app.inject({ method: "POST", url: "/api/payments/sandbox/pay", payload: { order_id: "order_Abcdefghij1234", method: "upi", outcome: "success" } });
    expect(response.statusCode).toBe(404);
  });

  it("accepts webhooks signed with the webhook secret only", async () => {
    const payment = { id: "pay_Abcdefghij1234", orderId: "order_NotOurs0000000", amountPaise: 100_500, currency: "INR", status: "captured" as const, method: "upi" };
    const { body, headers } = sandboxWebhook("payment.captured", payment);
    const sandboxSigned = await t.app.inject({ method: "POST", url: "/api/payments/webhook", payload: body, headers });
    expect(sandboxSigned.statusCode).toBe(400);
    const keySigned = await t.app.inject({ method: "POST", url: "/api/payments/webhook", payload: body, headers: { ...headers, "x-razorpay-signature": webhookSignature("s3cret", body) } });
    expect(keySigned.statusCode).toBe(400);
    // An order of another integration on the same account: acknowledged, nothing to do.
    const signed = await t.app.inject({ method: "POST", url: "/api/payments/webhook", payload: body, headers: { ...headers, "x-razorpay-signature": webhookSignature("whs3cret", body) } });
    expect(signed.statusCode).toBe(200);
  });
});
