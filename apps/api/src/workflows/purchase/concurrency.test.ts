import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentOrderResponseType } from "@vayu/shared/checkout";
import { createTestApp, type TestApp } from "../../test/app";
import { createProduct, productStock } from "../../test/factories";
import { eventually, listOrders, paidSuccessfully, placeOrder, postPaymentOrder, shopperWithCart, verify } from "../../test/checkout-fixtures";
import { paymentOrders, refunds, sandboxPayments } from "../../domains/checkout/tables";
import { orderItems } from "../../domains/orders/tables";

/**
 * The purchase under real concurrency. Run on PGlite and again on the PostgreSQL server
 * (TEST_DRIVER=pg), where the requests really do overlap: PGlite runs one transaction at
 * a time.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a rush for the last units", () => {
  it("200 shoppers for 10 units: 10 orders, nobody charged only to be refunded, nothing oversold", async () => {
    const product = await createProduct(t.db, { title: "Inverter AC 1 Ton", pricePaise: 3_299_900, stock: 10 });
    const cart = [{ productId: product.id, quantity: 1 }];
    const shoppers = await Promise.all(Array.from({ length: 200 }, () => shopperWithCart(t, cart)));

    // Everyone presses Pay at once: only the shoppers who get a unit held may pay.
    const opened = await Promise.all(shoppers.map((s) => postPaymentOrder(t, s, 33_004)));
    const winners = shoppers.filter((_, i) => opened[i]!.statusCode === 200);
    expect(winners).toHaveLength(10);
    for (const refused of opened.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe("Inverter AC 1 Ton is out of stock. Please remove it from your cart.");
    }
    // Held units are not offered to anyone else meanwhile.
    const listed = await t.app.inject({ method: "GET", url: `/api/product/${product.id}` });
    expect(listed.json().data.stock).toBe(0);

    const orderIds = opened.filter((r) => r.statusCode === 200).map((r) => r.json<PaymentOrderResponseType>().id);
    await Promise.all(
      winners.map(async (shopper, i) => {
        const paid = await paidSuccessfully(t, shopper, orderIds[i]!);
        expect((await verify(t, shopper, paid)).json()).toEqual({ success: true });
        const placed = await placeOrder(t, shopper, paid, cart, 33_004);
        expect(placed.statusCode, placed.body).toBe(201);
      }),
    );

    expect(await t.db.select().from(orderItems).where(eq(orderItems.productId, product.id))).toHaveLength(10);
    expect(await productStock(t.db, product.id)).toBe(0);
    const states = await t.db.select({ status: paymentOrders.status }).from(paymentOrders).where(inArray(paymentOrders.providerOrderId, orderIds));
    expect(states.map((s) => s.status)).toEqual(Array(10).fill("fulfilled"));
    expect(await t.db.select().from(refunds).where(inArray(refunds.paymentOrderId, await paymentOrderIds(orderIds)))).toHaveLength(0);
  }, 120_000);
});

describe("one cart checked out twice at once", () => {
  it("a double click or two tabs open one payment order, and only one payment goes through", async () => {
    const product = await createProduct(t.db, { title: "BLDC Ceiling Fan", pricePaise: 349_900, stock: 50 });
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => shopperWithCart(t, [{ productId: product.id, quantity: 2 }])));

    await Promise.all(
      shoppers.map(async (shopper) => {
        const [first, second] = await Promise.all([postPaymentOrder(t, shopper, 7_003), postPaymentOrder(t, shopper, 7_003)]);
        expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
        const orderId = first.json<PaymentOrderResponseType>().id;
        expect(second.json<PaymentOrderResponseType>().id).toBe(orderId);

        // Both tabs press Pay on the same payment order: the provider takes one payment.
        const attempts = await Promise.all([1, 2].map(() => t.app.inject({
          method: "POST",
          url: "/api/payments/sandbox/pay",
          headers: shopper.auth,
          payload: { order_id: orderId, method: "upi", outcome: "success" },
        })));
        expect(attempts.map((a) => a.statusCode).sort()).toEqual([200, 400]);
        await eventually(
          () => listOrders(t, shopper),
          (orders) => orders.length === 1,
        );
      }),
    );

    const charged = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.status, "captured"));
    const ours = await t.db.select({ providerOrderId: paymentOrders.providerOrderId }).from(paymentOrders).where(inArray(paymentOrders.userId, shoppers.map((s) => s.user.id)));
    expect(ours).toHaveLength(10);
    expect(charged.filter((p) => ours.some((o) => o.providerOrderId === p.orderId))).toHaveLength(10);
    expect(await productStock(t.db, product.id)).toBe(30);
  }, 60_000);
});

async function paymentOrderIds(providerOrderIds: string[]) {
  const rows = await t.db.select({ id: paymentOrders.id }).from(paymentOrders).where(inArray(paymentOrders.providerOrderId, providerOrderIds));
  return rows.map((r) => r.id);
}
