import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { createProduct, productStock } from "../../test/factories";
import { eventually, listOrders, openedCheckout, openedPaymentOrder, ordersFor, paymentOrderStatus, payQuietly, sandboxPay, shopperWithCart } from "../../test/checkout-fixtures";
import { recordFailure } from "../../domains/checkout/payment-order-state";
import type { ProviderPayment } from "../../domains/checkout/provider";
import { createSandboxProvider } from "../../domains/checkout/sandbox-provider";
import { sandboxWebhook, type SandboxEvent } from "../../domains/checkout/sandbox-webhooks";
import { paymentEvents, sandboxPayments } from "../../domains/checkout/tables";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function deliver(body: string, headers: Record<string, string>) {
  return t.app.inject({ method: "POST", url: "/api/payments/webhook", payload: body, headers });
}

function deliverEvent(event: SandboxEvent, payment: ProviderPayment) {
  const { body, headers } = sandboxWebhook(event, payment);
  return deliver(body, headers);
}

/** An opened payment order paid through the sandbox provider alone: the test sends the webhooks. */
async function capturedPayment() {
  const checkout = await openedCheckout(t, { pricePaise: 200_000, stock: 3 });
  const { payment: captured } = await payQuietly(t, checkout.order.id);
  return { ...checkout, captured };
}

describe("POST /api/payments/webhook", () => {
  it("refuses a bad or missing signature before reading the event", async () => {
    const { order, captured } = await capturedPayment();
    const { body, headers } = sandboxWebhook("payment.captured", captured);
    const forged = await deliver(body, { ...headers, "x-razorpay-signature": "0".repeat(64) });
    expect(forged.statusCode).toBe(400);
    const unsigned = await deliver(body, { "content-type": "application/json", "x-razorpay-event-id": headers["x-razorpay-event-id"] });
    expect(unsigned.statusCode).toBe(400);
    // Signed bytes that are re-serialised differently no longer match.
    const reformatted = await deliver(JSON.stringify(JSON.parse(body), null, 2), headers);
    expect(reformatted.statusCode).toBe(400);
    expect((await paymentOrderStatus(t, order.id))!.status).toBe("created");
    expect(await ordersFor(t, order.id)).toHaveLength(0);
  });

  it("turns a captured payment into the order once, however often the event arrives", async () => {
    const { product, order, captured } = await capturedPayment();
    const { body, headers } = sandboxWebhook("payment.captured", captured);
    const [first, again] = await Promise.all([deliver(body, headers), deliver(body, headers)]);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect([first.json().status, again.json().status].sort()).toEqual(["duplicate", "processed"]);
    // order.paid for the same payment is a different event: processed, still one order.
    expect((await deliverEvent("order.paid", captured)).json()).toEqual({ status: "processed" });

    expect(await ordersFor(t, order.id)).toHaveLength(1);
    expect(await productStock(t.db, product.id)).toBe(2);
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.providerOrderId, order.id))).toHaveLength(2);
  });

  it("never un-pays an order when payment.failed arrives after payment.captured", async () => {
    const { shopper, order, captured } = await capturedPayment();
    expect((await deliverEvent("payment.captured", captured)).statusCode).toBe(200);
    // An earlier failed attempt at the same order, delivered late.
    const earlierAttempt = { ...captured, id: "pay_EarlierFailed01", method: "card", status: "failed" as const };
    expect((await deliverEvent("payment.failed", earlierAttempt)).statusCode).toBe(200);

    expect((await paymentOrderStatus(t, order.id))!.status).toBe("fulfilled");
    expect(await listOrders(t, shopper)).toHaveLength(1);
  });

  it("records a failed payment, which a later capture still turns into the order", async () => {
    const product = await createProduct(t.db, { pricePaise: 200_000, stock: 3 });
    const shopper = await shopperWithCart(t, [{ productId: product.id, quantity: 1 }]);
    const order = await openedPaymentOrder(t, shopper, 2_005);
    const sandbox = createSandboxProvider(t.db);
    const failed = await sandbox.pay({ orderId: order.id, method: "card", outcome: "failure" });
    await deliverEvent("payment.failed", failed);
    expect(await paymentOrderStatus(t, order.id)).toMatchObject({ status: "failed", failureReason: expect.stringContaining("declined") });

    // The shopper retries with UPI and pays.
    const captured = await sandbox.pay({ orderId: order.id, method: "upi", outcome: "success" });
    await deliverEvent("payment.captured", captured);
    expect(await paymentOrderStatus(t, order.id)).toMatchObject({ status: "fulfilled", providerPaymentId: captured.id });
  });

  it("refunds a second captured payment for an order another payment already paid", async () => {
    const { shopper, order, captured } = await capturedPayment();
    await deliverEvent("payment.captured", captured);
    // Two attempts captured at once: a race Razorpay rarely lets through.
    const [twin] = await t.db
      .insert(sandboxPayments)
      .values({ id: "pay_SecondCapture1", orderId: order.id, amountPaise: captured.amountPaise, method: "card", status: "captured" })
      .returning();
    expect((await deliverEvent("payment.captured", { ...captured, id: twin!.id })).statusCode).toBe(200);

    const [afterwards] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, twin!.id));
    expect(afterwards!.status).toBe("refunded");
    expect((await paymentOrderStatus(t, order.id))!.providerPaymentId).toBe(captured.id);
    expect(await listOrders(t, shopper)).toHaveLength(1);
  });

  it("ignores a captured event the provider does not confirm", async () => {
    const { order, captured } = await capturedPayment();
    // Correctly signed, but the provider has no such payment.
    const response = await deliverEvent("payment.captured", { ...captured, id: "pay_NotAtProvider1" });
    expect(response.statusCode).toBe(200);
    expect((await paymentOrderStatus(t, order.id))!.status).toBe("created");
  });
});

describe("a provider's failure text", () => {
  it("is stored without the characters PostgreSQL cannot keep, so the signed event is not refused", async () => {
    const { order } = await openedCheckout(t, { pricePaise: 200_000, stock: 3 });
    const row = await paymentOrderStatus(t, order.id);
    await recordFailure(t.db, row!.id, "Bank declined\u0000 the payment");
    expect(await paymentOrderStatus(t, order.id)).toMatchObject({ status: "failed", failureReason: "Bank declined the payment" });
  });
});

describe("POST /api/payments/sandbox/pay", () => {
  it("pays and signs like Razorpay's checkout, then sends the signed webhooks", async () => {
    const product = await createProduct(t.db, { pricePaise: 200_000, stock: 3 });
    const shopper = await shopperWithCart(t, [{ productId: product.id, quantity: 1 }]);
    const order = await openedPaymentOrder(t, shopper, 2_005);
    const paid = await sandboxPay(t, shopper, order.id, "success", "card");
    expect(paid).toEqual({
      razorpay_order_id: order.id,
      razorpay_payment_id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/),
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    await eventually(
      () => t.db.select().from(paymentEvents).where(eq(paymentEvents.providerOrderId, order.id)),
      (events) => events.length === 2,
    );
    expect((await paymentOrderStatus(t, order.id))!.status).toBe("fulfilled");

    const twice = await t.app.inject({ method: "POST", url: "/api/payments/sandbox/pay", headers: shopper.auth, payload: { order_id: order.id, method: "upi", outcome: "success" } });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe("Order has already been paid");
  });

  it("fails like Razorpay's payment.failed and leaves the cart as it was", async () => {
    const product = await createProduct(t.db, { pricePaise: 200_000, stock: 3 });
    const shopper = await shopperWithCart(t, [{ productId: product.id, quantity: 1 }]);
    const order = await openedPaymentOrder(t, shopper, 2_005);
    const failed = await sandboxPay(t, shopper, order.id, "failure", "upi");
    expect(failed).toEqual({
      error: {
        code: "BAD_REQUEST_ERROR",
        description: expect.any(String),
        source: "customer",
        step: "payment_authentication",
        reason: "payment_failed",
        field: null,
        metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_/) },
      },
    });
    await eventually(
      () => paymentOrderStatus(t, order.id),
      (row) => row?.status === "failed",
    );
    expect(await productStock(t.db, product.id)).toBe(3);
    expect(await listOrders(t, shopper)).toHaveLength(0);
  });

  it("pays only the caller's own checkout: anonymous 401, another shopper's 404, and nothing is paid", async () => {
    const { order } = await openedCheckout(t, { pricePaise: 200_000, stock: 3 });
    const pay = { order_id: order.id, method: "upi", outcome: "success" };
    const anonymous = await t.app.inject({ method: "POST", url: "/api/payments/sandbox/pay", payload: pay });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await shopperWithCart(t, []);
    const foreign = await t.app.inject({ method: "POST", url: "/api/payments/sandbox/pay", headers: stranger.auth, payload: pay });
    expect(foreign.statusCode).toBe(404);
    expect(await createSandboxProvider(t.db).fetchOrderPayments(order.id)).toEqual([]);
    expect((await paymentOrderStatus(t, order.id))!.status).toBe("created");
  });

  it("answers 404 for an unknown order and 400 for a bad method", async () => {
    const { auth } = await shopperWithCart(t, []);
    const unknown = await t.app.inject({ method: "POST", url: "/api/payments/sandbox/pay", headers: auth, payload: { order_id: "order_Unknown0000000", method: "upi", outcome: "success" } });
    expect(unknown.statusCode).toBe(404);
    const badMethod = await t.app.inject({ method: "POST", url: "/api/payments/sandbox/pay", headers: auth, payload: { order_id: "order_Unknown0000000", method: "cash", outcome: "success" } });
    expect(badMethod.statusCode).toBe(400);
    expect(badMethod.json().message).toContain("method");
  });
});
