import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentOrderResponse } from "@vayu/shared/checkout";
import { createTestApp, type TestApp } from "../../test/app";
import { createProduct, createUser } from "../../test/factories";
import { addresses } from "../../domains/addresses/tables";
import { paymentOrderStatus, postPaymentOrder, shopperWithCart } from "../../test/checkout-fixtures";
import { purchaseDeps } from "./deps";
import { openCheckout } from "./open-checkout";
import { ProviderError, type PaymentProvider } from "../../domains/checkout/provider";
import { createSandboxProvider } from "../../domains/checkout/sandbox-provider";
import { paymentOrders } from "../../domains/checkout/tables";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST /api/order/razorpay/order", () => {
  it("prices the cart on the server and opens a sandbox order in paise", async () => {
    const cooler = await createProduct(t.db, { title: "Tower Cooler", pricePaise: 999_900, salePricePaise: 849_950 });
    const fan = await createProduct(t.db, { title: "Ceiling Fan", pricePaise: 249_900 });
    const shopper = await shopperWithCart(t, [
      { productId: cooler.id, quantity: 2 },
      { productId: fan.id, quantity: 1 },
    ]);
    // 2 × 8,499.50 + 2,499.00 + 5.00 shipping
    const response = await postPaymentOrder(t, shopper, 19_503);
    expect(response.statusCode).toBe(200);
    const body = response.json<PaymentOrderResponse>();
    expect(body).toEqual({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      amount: 1_950_300,
      currency: "INR",
      key: "rzp_test_sandbox",
      provider: "sandbox",
      reservedUntil: expect.any(String),
    });

    const stored = await paymentOrderStatus(t, body.id);
    expect(stored).toMatchObject({ userId: shopper.user.id, status: "created", amountPaise: 1_950_300, subtotalPaise: 1_949_800, shippingPaise: 500 });
    expect(stored!.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: cooler.id, quantity: 2, unitPricePaise: 849_950, title: "Tower Cooler" }),
        expect.objectContaining({ productId: fan.id, quantity: 1, unitPricePaise: 249_900 }),
      ]),
    );
    expect(stored!.address).toMatchObject({ _id: shopper.address.id, city: "Bengaluru", landmark: "" });
  });

  it("refuses an amount that differs from the server's total, even by one paisa", async () => {
    const product = await createProduct(t.db, { pricePaise: 100_000 });
    const shopper = await shopperWithCart(t, [{ productId: product.id, quantity: 1 }]);
    const response = await postPaymentOrder(t, shopper, 1_004.99);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ amount: 1_005, message: expect.stringContaining("₹1,005.00") });
    expect(await t.db.select().from(paymentOrders).where(eq(paymentOrders.userId, shopper.user.id))).toHaveLength(0);
  });

  it("refuses an empty cart", async () => {
    const shopper = await shopperWithCart(t, []);
    const response = await postPaymentOrder(t, shopper, 5);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("No cart data found.");
  });

  it("opens no order for an item out of stock and names it", async () => {
    const soldOut = await createProduct(t.db, { title: "Window AC 1.5 Ton", pricePaise: 3_000_000, stock: 1 });
    const shopper = await shopperWithCart(t, [{ productId: soldOut.id, quantity: 2 }]);
    const response = await postPaymentOrder(t, shopper, 60_005);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain("Window AC 1.5 Ton");
    expect(await t.db.select().from(paymentOrders).where(eq(paymentOrders.userId, shopper.user.id))).toHaveLength(0);
  });

  it("delivers to the caller's chosen address, or the most recent one when none is given", async () => {
    const product = await createProduct(t.db, { pricePaise: 100_000 });
    const shopper = await shopperWithCart(t, [{ productId: product.id, quantity: 1 }]);
    const [newer] = await t.db
      .insert(addresses)
      .values({ userId: shopper.user.id, name: "Office", mobile: "9123456780", address: "DLF Phase 3", city: "Gurugram", state: "Haryana", zipCode: "122002", createdAt: new Date(Date.now() + 1000) })
      .returning();

    const chosen = await postPaymentOrder(t, shopper, 1_005, shopper.address.id);
    expect((await paymentOrderStatus(t, chosen.json<PaymentOrderResponse>().id))!.address._id).toBe(shopper.address.id);

    const latest = await postPaymentOrder(t, shopper, 1_005);
    expect((await paymentOrderStatus(t, latest.json<PaymentOrderResponse>().id))!.address._id).toBe(newer!.id);
  });

  it("refuses another shopper's address and a shopper without one", async () => {
    const product = await createProduct(t.db, { pricePaise: 100_000 });
    const shopper = await shopperWithCart(t, [{ productId: product.id, quantity: 1 }]);
    const other = await shopperWithCart(t, []);
    const foreign = await postPaymentOrder(t, shopper, 1_005, other.address.id);
    expect(foreign.statusCode).toBe(404);

    await t.db.delete(addresses).where(eq(addresses.userId, shopper.user.id));
    const none = await postPaymentOrder(t, shopper, 1_005);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Please select an address before proceeding.");
  });

  it("answers 502 and stores nothing when the payment provider cannot be reached", async () => {
    const product = await createProduct(t.db, { pricePaise: 100_000 });
    const shopper = await shopperWithCart(t, [{ productId: product.id, quantity: 1 }]);
    const unreachable: PaymentProvider = {
      ...createSandboxProvider(t.db),
      createOrder: () => Promise.reject(new ProviderError("Razorpay could not be reached: connect ECONNREFUSED")),
    };
    await expect(openCheckout({ ...purchaseDeps(t.app), provider: unreachable }, shopper.user.id, { amount: 1_005 })).rejects.toMatchObject({
      statusCode: 502,
      message: expect.stringContaining("Nothing was charged"),
    });
    expect(await t.db.select().from(paymentOrders).where(eq(paymentOrders.userId, shopper.user.id))).toHaveLength(0);
  });

  it("needs a logged-in shopper and a numeric amount", async () => {
    const anonymous = await t.app.inject({ method: "POST", url: "/api/order/razorpay/order", payload: { amount: 5 } });
    expect(anonymous.statusCode).toBe(401);
    const { auth } = await createUser(t.db, t.config.jwtSecret);
    const bad = await t.app.inject({ method: "POST", url: "/api/order/razorpay/order", headers: auth, payload: { amount: "lots" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("amount");
  });
});
