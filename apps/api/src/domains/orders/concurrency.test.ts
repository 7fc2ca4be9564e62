import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { createProduct, productStock } from "../../test/factories";
import { eventually, openedPaymentOrder, paidSuccessfully, placeOrder, shopperWithCart, verify } from "../checkout/checkout-fixtures";
import { paymentEvents, paymentOrders, sandboxPayments } from "../checkout/tables";
import { orderItems } from "./tables";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the last units under load", () => {
  it("20 shoppers paying at once for 5 units get exactly 5 orders; the other 15 are refunded", async () => {
    const product = await createProduct(t.db, { title: "Inverter AC 1 Ton", pricePaise: 3_299_900, stock: 5 });
    const cart = [{ productId: product.id, quantity: 1 }];
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => shopperWithCart(t, cart)));
    // Everyone sees stock and opens a payment order before anyone has bought.
    const opened = await Promise.all(shoppers.map((s) => openedPaymentOrder(t, s, 33_004)));
    const paid = await Promise.all(opened.map((o) => paidSuccessfully(t, o.id)));

    // Each browser verifies and places its order while the sandbox's webhooks race them.
    const responses = await Promise.all(
      shoppers.map(async (shopper, i) => {
        const verified = await verify(t, shopper, paid[i]!);
        expect(verified.json()).toEqual({ success: true });
        return placeOrder(t, shopper, paid[i]!, cart, 33_004);
      }),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    for (const refused of responses.filter((r) => r.statusCode === 409)) expect(refused.json().message).toContain("Inverter AC 1 Ton sold out");

    const orderIds = opened.map((o) => o.id);
    // Let every webhook (captured and order.paid for each payment) land before counting.
    await eventually(
      () => t.db.select().from(paymentEvents).where(inArray(paymentEvents.providerOrderId, orderIds)),
      (events) => events.length === 40,
    );
    expect(await t.db.select().from(orderItems).where(eq(orderItems.productId, product.id))).toHaveLength(5);
    expect(await productStock(t.db, product.id)).toBe(0);
    const states = await t.db.select({ status: paymentOrders.status }).from(paymentOrders).where(inArray(paymentOrders.providerOrderId, orderIds));
    expect(states.filter((s) => s.status === "fulfilled")).toHaveLength(5);
    expect(states.filter((s) => s.status === "refunded")).toHaveLength(15);
    const payments = await t.db.select({ status: sandboxPayments.status }).from(sandboxPayments).where(inArray(sandboxPayments.orderId, orderIds));
    expect(payments.filter((p) => p.status === "refunded")).toHaveLength(15);
    expect(payments.filter((p) => p.status === "captured")).toHaveLength(5);
  }, 90_000);
});
