import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { productStock } from "../../test/factories";
import { cartItems } from "../cart/tables";
import { fulfilmentDeps } from "../orders/fulfilment";
import { listOrders, openedCheckout, paymentOrderStatus, payQuietly } from "./checkout-fixtures";
import { reconcilePayments } from "./reconcile";
import { createSandboxProvider } from "./sandbox-provider";
import { paymentOrders, sandboxPayments } from "./tables";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const reconcile = (at: Date) => reconcilePayments(fulfilmentDeps(t.app, createSandboxProvider(t.db)), at);

/** A payment captured at the provider whose browser and webhook both never reached us. */
async function silentlyPaid() {
  const checkout = await openedCheckout(t, { title: "Water Purifier RO", pricePaise: 1_500_000, stock: 4 });
  return { ...checkout, ...(await payQuietly(t, checkout.order.id)) };
}

describe("payment reconciliation", () => {
  it("places the order of a captured payment nobody told us about, after a grace period", async () => {
    const { product, shopper, order } = await silentlyPaid();
    await reconcile(inMinutes(1));
    expect((await paymentOrderStatus(t, order.id))!.status).toBe("created");

    await reconcile(inMinutes(3));
    expect((await paymentOrderStatus(t, order.id))!.status).toBe("fulfilled");
    expect(await listOrders(t, shopper)).toHaveLength(1);
    expect(await productStock(t.db, product.id)).toBe(3);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, shopper.user.id))).toHaveLength(0);

    await reconcile(inMinutes(6));
    expect(await listOrders(t, shopper)).toHaveLength(1);
  });

  it("leaves unpaid orders alone and gives up on them after a day", async () => {
    const { order } = await openedCheckout(t, { pricePaise: 100_000 });
    await reconcile(inMinutes(10));
    expect((await paymentOrderStatus(t, order.id))!.status).toBe("created");

    // Paid at the provider, but more than a day late: no longer looked at.
    await payQuietly(t, order.id);
    await reconcile(inMinutes(25 * 60));
    expect((await paymentOrderStatus(t, order.id))!.status).toBe("created");
  });

  it("retries a refund the provider could not make at the time", async () => {
    const { shopper, order, payment } = await silentlyPaid();
    await t.db
      .update(paymentOrders)
      .set({ status: "refund_pending", providerPaymentId: payment.id, failureReason: "Water Purifier RO sold out before your order could be placed" })
      .where(eq(paymentOrders.providerOrderId, order.id));

    expect((await reconcile(inMinutes(3))).refunded).toBe(1);
    expect(await paymentOrderStatus(t, order.id)).toMatchObject({ status: "refunded", refundId: expect.stringMatching(/^rfnd_/) });
    const [refunded] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, payment.id));
    expect(refunded!.status).toBe("refunded");
    expect(t.mailer.sent.some((m) => m.to === shopper.user.email && m.subject.includes("has been refunded"))).toBe(true);
  });
});
