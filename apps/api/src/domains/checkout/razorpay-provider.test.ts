import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProviderError } from "./provider";
import { createRazorpayProvider } from "./razorpay-provider";
import { checkoutSignature, webhookSignature } from "./signatures";

const keys = { keyId: "rzp_test_K3y1d", keySecret: "s3cret", webhookSecret: "whs3cret" };

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: unknown;
}

const seen: Seen[] = [];
const payment = { id: "pay_Abcdefghij1234", entity: "payment", amount: 250_500, currency: "INR", status: "captured", order_id: "order_Abcdefghij1234", method: "upi", captured: true };

/** A stand-in for api.razorpay.com on loopback: the tests never touch the internet. */
const fake: Server = createServer((request, response) => {
  let raw = "";
  request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
  request.on("end", () => {
    seen.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body: raw ? JSON.parse(raw) : undefined });
    const send = (status: number, body: unknown) => response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    const route = `${request.method} ${request.url}`;
    if (route === "POST /v1/orders") {
      const { amount, currency, receipt } = JSON.parse(raw) as { amount: number; currency: string; receipt: string };
      if (amount < 100) return send(400, { error: { code: "BAD_REQUEST_ERROR", description: "The amount must be at least INR 1.00" } });
      return send(200, { id: "order_Abcdefghij1234", entity: "order", amount, amount_paid: 0, amount_due: amount, currency, receipt, status: "created", attempts: 0, notes: {}, created_at: 1 });
    }
    if (route === "GET /v1/payments/pay_Abcdefghij1234") return send(200, payment);
    if (route === "GET /v1/payments/pay_Missing0000000") return send(400, { error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" } });
    if (route === "GET /v1/payments/pay_Broken00000000") return send(502, { error: { code: "SERVER_ERROR", description: "We are facing some trouble" } });
    if (route === "GET /v1/payments/pay_Hangs000000000") return; // never answers
    if (route === "GET /v1/orders/order_Abcdefghij1234/payments") return send(200, { entity: "collection", count: 1, items: [payment] });
    if (route === "POST /v1/payments/pay_Abcdefghij1234/refund") {
      return send(200, { id: "rfnd_Abcdefghij1234", entity: "refund", amount: 250_500, payment_id: "pay_Abcdefghij1234", status: "processed" });
    }
    send(404, { error: { code: "NOT_FOUND", description: "no route" } });
  });
});

let baseUrl: string;
let razorpay: ReturnType<typeof createRazorpayProvider>;
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
  razorpay = createRazorpayProvider(keys, { baseUrl });
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

describe("Razorpay provider over REST", () => {
  it("opens an order in paise with Basic auth and auto-capture", async () => {
    const order = await razorpay.createOrder({ amountPaise: 250_500, currency: "INR", receipt: "9d3c2a5e-receipt", notes: { paymentOrderId: "9d3c" } });
    expect(order).toEqual({ id: "order_Abcdefghij1234", amountPaise: 250_500, currency: "INR", status: "created" });
    const request = seen.at(-1)!;
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from("rzp_test_K3y1d:s3cret").toString("base64")}`);
    expect(request.body).toEqual({ amount: 250_500, currency: "INR", receipt: "9d3c2a5e-receipt", notes: { paymentOrderId: "9d3c" }, payment_capture: 1 });
  });

  it("reads payments, an order's payments, and an unknown payment as null", async () => {
    const expected = { id: "pay_Abcdefghij1234", orderId: "order_Abcdefghij1234", amountPaise: 250_500, currency: "INR", status: "captured", method: "upi" };
    expect(await razorpay.fetchPayment("pay_Abcdefghij1234")).toEqual(expected);
    expect(await razorpay.fetchOrderPayments("order_Abcdefghij1234")).toEqual([expected]);
    expect(await razorpay.fetchPayment("pay_Missing0000000")).toBeNull();
  });

  it("refunds with an idempotency key so a retry never refunds twice", async () => {
    const refund = await razorpay.refund("pay_Abcdefghij1234", { amountPaise: 250_500, idempotencyKey: "po-123" });
    expect(refund).toEqual({ id: "rfnd_Abcdefghij1234", paymentId: "pay_Abcdefghij1234", amountPaise: 250_500, status: "processed" });
    const request = seen.at(-1)!;
    expect(request.headers["x-refund-idempotency"]).toBe("po-123");
    expect(request.body).toMatchObject({ amount: 250_500, speed: "normal" });
  });

  it("turns error answers, hangs and an unreachable host into ProviderError", async () => {
    await expect(razorpay.createOrder({ amountPaise: 50, currency: "INR", receipt: "r" })).rejects.toMatchObject({
      status: 400,
      code: "BAD_REQUEST_ERROR",
      message: expect.stringContaining("The amount must be at least INR 1.00"),
    });
    await expect(razorpay.fetchPayment("pay_Broken00000000")).rejects.toMatchObject({ status: 502 });
    const impatient = createRazorpayProvider(keys, { baseUrl, timeoutMs: 200 });
    await expect(impatient.fetchPayment("pay_Hangs000000000")).rejects.toBeInstanceOf(ProviderError);
    const nowhere = createRazorpayProvider(keys, { baseUrl: "http://127.0.0.1:9/v1" });
    await expect(nowhere.fetchPayment("pay_Abcdefghij1234")).rejects.toMatchObject({ status: undefined });
  });

  it("checks both signatures with the configured secrets", () => {
    const signature = checkoutSignature("s3cret", "order_Abcdefghij1234", "pay_Abcdefghij1234");
    expect(razorpay.verifyCheckoutSignature("order_Abcdefghij1234", "pay_Abcdefghij1234", signature)).toBe(true);
    expect(razorpay.verifyCheckoutSignature("order_Abcdefghij1234", "pay_Abcdefghij1234", checkoutSignature("sandbox_secret", "order_Abcdefghij1234", "pay_Abcdefghij1234"))).toBe(false);
    const body = Buffer.from('{"event":"payment.captured"}');
    expect(razorpay.verifyWebhookSignature(body, webhookSignature("whs3cret", body))).toBe(true);
    expect(razorpay.verifyWebhookSignature(body, webhookSignature("s3cret", body))).toBe(false);
  });
});
