import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { expectErrorLog } from "../../test/error-log";
import { createUser, productStock } from "../../test/factories";
import { ageCheckout, listOrders, openedCheckout, paymentOrderStatus, payQuietly, postPaymentOrder, shopperWithCart } from "../../test/checkout-fixtures";
import { cartItems } from "../../domains/cart/tables";
import { findStuckPaymentOrders } from "../../domains/checkout/payment-order-state";
import { ProviderError } from "../../domains/checkout/provider";
import { paymentOrders, refunds, sandboxPayments } from "../../domains/checkout/tables";
import { purchaseDeps } from "./deps";
import { reconcilePayments } from "./reconcile";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const reconcile = (graceMs = 60_000) => reconcilePayments(purchaseDeps(t.app), { graceMs });

/** A payment captured at the provider whose browser and webhook both never reached us. */
async function silentlyPaid(stock = 4) {
  const checkout = await openedCheckout(t, { title: "Water Purifier RO", pricePaise: 1_500_000, stock });
  return { ...checkout, ...(await payQuietly(t, checkout.order.id)) };
}

describe("payment reconciliation", () => {
  it("places the order of a captured payment nobody told us about, once the browser had its chance", async () => {
    const { product, shopper, order } = await silentlyPaid();
    await reconcile();
    expect((await paymentOrderStatus(t, order.id))!.status).toBe("created");

    await ageCheckout(t, order.id, 2);
    expect((await reconcile()).placed).toBe(1);
    expect((await paymentOrderStatus(t, order.id))!.status).toBe("fulfilled");
    expect(await listOrders(t, shopper)).toHaveLength(1);
    expect(await productStock(t.db, product.id)).toBe(3);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, shopper.user.id))).toHaveLength(0);

    await reconcile();
    expect(await listOrders(t, shopper)).toHaveLength(1);
  });

  it("at start-up looks at every open checkout at once: what was paid while the store was down becomes its order", async () => {
    const { shopper, order } = await silentlyPaid();
    expect((await reconcile(0)).placed).toBe(1);
    expect((await paymentOrderStatus(t, order.id))!.status).toBe("fulfilled");
    expect(await listOrders(t, shopper)).toHaveLength(1);
  });

  it("places a paid checkout however old it is: money has no horizon", async () => {
    const { shopper, order, payment } = await silentlyPaid();
    await t.db.update(paymentOrders).set({ status: "paid", providerPaymentId: payment.id, paymentMethod: "upi" }).where(eq(paymentOrders.providerOrderId, order.id));
    await ageCheckout(t, order.id, 3 * 24 * 60);
    expect((await reconcile()).placed).toBe(1);
    expect(await listOrders(t, shopper)).toHaveLength(1);
  });

  it("gives back the stock of a checkout nobody paid once its hold runs out", async () => {
    const { product, order } = await openedCheckout(t, { title: "Room Heater", pricePaise: 200_000, stock: 1 });
    const other = await shopperWithCart(t, [{ productId: product.id, quantity: 1 }]);
    expect((await postPaymentOrder(t, other, 2_005)).statusCode).toBe(409);

    await ageCheckout(t, order.id, 16);
    // The hold has lapsed by the clock, before the reconciler even looks.
    expect((await postPaymentOrder(t, other, 2_005)).statusCode).toBe(200);
    expect((await reconcile()).expired).toBe(1);
    expect((await paymentOrderStatus(t, order.id))!.status).toBe("expired");
  });

  it("places a payment that arrives after the hold ran out when the stock is still there", async () => {
    const { shopper, product, order } = await openedCheckout(t, { title: "Table Fan", pricePaise: 150_000, stock: 2 });
    await ageCheckout(t, order.id, 20);
    await reconcile();
    await payQuietly(t, order.id);
    await ageCheckout(t, order.id, 2);
    expect((await reconcile()).placed).toBe(1);
    expect(await listOrders(t, shopper)).toHaveLength(1);
    expect(await productStock(t.db, product.id)).toBe(1);
  });

  it("refunds a payment that arrives after the hold ran out when someone else bought the last unit", async () => {
    const { shopper, product, order } = await openedCheckout(t, { title: "Steam Iron", pricePaise: 150_000, stock: 1 });
    await ageCheckout(t, order.id, 20);
    const quicker = await shopperWithCart(t, [{ productId: product.id, quantity: 1 }]);
    expect((await postPaymentOrder(t, quicker, 1_505)).statusCode).toBe(200);

    await payQuietly(t, order.id);
    await ageCheckout(t, order.id, 2);
    expect((await reconcile()).refunded).toBe(1);
    expect(await paymentOrderStatus(t, order.id)).toMatchObject({ status: "refunded", failureReason: "Steam Iron sold out before your order could be placed" });
    expect(await listOrders(t, shopper)).toHaveLength(0);
    expect(t.mailer.sent.some((m) => m.to === shopper.user.email && m.subject.includes("has been refunded"))).toBe(true);
  });

  it("retries a refund the provider could not make at the time, with backoff, and shows it to staff when it keeps failing", async () => {
    const { shopper, order, payment } = await silentlyPaid();
    await t.db
      .update(paymentOrders)
      .set({ status: "refund_pending", providerPaymentId: payment.id, failureReason: "Water Purifier RO sold out before your order could be placed" })
      .where(eq(paymentOrders.providerOrderId, order.id));

    const deps = purchaseDeps(t.app);
    const down = { ...deps, provider: { ...deps.provider, refund: () => Promise.reject(new ProviderError("Razorpay could not be reached")) } };
    // Each failed attempt is logged for the staff's attention.
    expectErrorLog(/^refund not accepted by the provider: will retry: Razorpay could not be reached$/);
    expectErrorLog(/^payment reconciliation step failed: Razorpay could not be reached$/);
    for (let attempt = 1; attempt <= 3; attempt++) {
      await reconcilePayments(down, { graceMs: 60_000 });
      const row = await paymentOrderStatus(t, order.id);
      expect(row).toMatchObject({ status: "refund_pending", attempts: attempt });
      // Not tried again before its time has come.
      expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      await t.db.update(paymentOrders).set({ nextAttemptAt: new Date() }).where(eq(paymentOrders.id, row!.id));
      await t.db.update(refunds).set({ nextAttemptAt: new Date() }).where(eq(refunds.paymentOrderId, row!.id));
    }
    expect((await findStuckPaymentOrders(t.db)).map((r) => r.providerOrderId)).toContain(order.id);
    const staff = await createUser(t.db, t.config.jwtSecret, { role: "admin" });
    const listed = await t.app.inject({ method: "GET", url: "/api/admin/payments/stuck", headers: staff.auth });
    expect(listed.json().payments).toContainEqual(
      expect.objectContaining({ providerOrderId: order.id, status: "refund_pending", attempts: 3, lastError: "Razorpay could not be reached", amount: 15_005 }),
    );

    expect((await reconcile()).refunded).toBe(1);
    expect(await paymentOrderStatus(t, order.id)).toMatchObject({ status: "refunded" });
    const [refunded] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, payment.id));
    expect(refunded!.status).toBe("refunded");
    expect(t.mailer.sent.some((m) => m.to === shopper.user.email && m.subject.includes("has been refunded"))).toBe(true);
    expect((await findStuckPaymentOrders(t.db)).map((r) => r.providerOrderId)).not.toContain(order.id);
  });

});
