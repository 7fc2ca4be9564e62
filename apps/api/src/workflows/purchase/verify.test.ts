import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { openedCheckout, ordersFor, paymentOrderStatus, payQuietly, verify } from "../../test/checkout-fixtures";
import { SANDBOX_KEY_SECRET } from "../../domains/checkout/sandbox-provider";
import { checkoutSignature } from "../../domains/checkout/signatures";
import { sandboxPayments } from "../../domains/checkout/tables";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An opened payment order paid straight through the sandbox: no webhook races the verify under test. */
async function paidOrder(outcome: "success" | "failure" = "success") {
  const checkout = await openedCheckout(t, { pricePaise: 250_000 });
  return { ...checkout, ...(await payQuietly(t, checkout.order.id, outcome)) };
}

describe("POST /api/order/razorpay/verify", () => {
  it("confirms a captured payment with a valid signature and completes the purchase, idempotently", async () => {
    const { shopper, order, payment, signed } = await paidOrder();
    const first = await verify(t, shopper, signed);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    expect(await paymentOrderStatus(t, order.id)).toMatchObject({ status: "fulfilled", providerPaymentId: payment.id, paymentMethod: "upi" });
    expect(await ordersFor(t, order.id)).toHaveLength(1);

    const again = await verify(t, shopper, signed);
    expect(again.json()).toEqual({ success: true });
    expect(await ordersFor(t, order.id)).toHaveLength(1);
  });

  it("refuses a tampered signature", async () => {
    const { shopper, order, signed } = await paidOrder();
    const flipped = signed.razorpay_signature.endsWith("a") ? "b" : "a";
    const response = await verify(t, shopper, { ...signed, razorpay_signature: `${signed.razorpay_signature.slice(0, -1)}${flipped}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: "Payment verification failed. The payment signature is not valid." });
    expect((await paymentOrderStatus(t, order.id))!.status).toBe("created");
  });

  it("refuses one payment replayed on another order, even with a signature valid for that pair", async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    // Whoever knows the secret can sign any pair; the provider's record of the payment decides.
    const replay = {
      razorpay_order_id: second.order.id,
      razorpay_payment_id: first.payment.id,
      razorpay_signature: checkoutSignature(SANDBOX_KEY_SECRET, second.order.id, first.payment.id),
    };
    const response = await verify(t, second.shopper, replay);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: "Payment verification failed. This payment belongs to another order." });
    expect((await paymentOrderStatus(t, second.order.id))!.status).toBe("created");
  });

  it("refuses a payment that was not captured", async () => {
    const { shopper, order, signed } = await paidOrder("failure");
    const response = await verify(t, shopper, signed);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Payment verification failed. The payment has not been completed.");
    expect((await paymentOrderStatus(t, order.id))!.status).toBe("created");
  });

  it("refuses another shopper's payment order", async () => {
    const { order, signed } = await paidOrder();
    const { shopper: intruder } = await paidOrder();
    const response = await verify(t, intruder, signed);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: "Payment verification failed. This payment order was not found." });
    expect((await paymentOrderStatus(t, order.id))!.status).toBe("created");
  });

  it("refuses a payment whose amount differs from the order", async () => {
    const { shopper, payment, signed } = await paidOrder();
    // The provider reports another amount than the one we priced: no order for it.
    await t.db.update(sandboxPayments).set({ amountPaise: 100 }).where(eq(sandboxPayments.id, payment.id));
    const response = await verify(t, shopper, signed);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Payment verification failed. The amount paid does not match the order.");
  });
});
