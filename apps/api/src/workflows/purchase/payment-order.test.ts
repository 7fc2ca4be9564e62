import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentOrderResponseType } from "@vayu/shared/checkout";
import { createTestApp, type TestApp } from "../../test/app";
import { createProduct, createUser } from "../../test/factories";
import { addresses } from "../../domains/addresses/tables";
import { eventually, listOrders, paymentOrderStatus, payQuietly, postPaymentOrder, shopperWithCart, verify } from "../../test/checkout-fixtures";
import { cartItems } from "../../domains/cart/tables";
import { purchaseDeps } from "./deps";
import { MAX_UNPAID_CHECKOUTS, openCheckout } from "./open-checkout";
import { OPEN_CHECKOUT_LIMIT } from "./routes";
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
    const body = response.json<PaymentOrderResponseType>();
    expect(body).toEqual({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      amount: 1_950_300,
      currency: "INR",
      key: "rzp_test_sandbox",
      provider: "sandbox",
      reservedUntil: expect.any(String),
      totals: { subtotal: 19_498, discount: 0, shipping: 5, codCharge: 0, total: 19_503 },
      coupon: null,
      prepaidDiscount: 0,
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
    expect((await paymentOrderStatus(t, chosen.json<PaymentOrderResponseType>().id))!.address._id).toBe(shopper.address.id);

    const latest = await postPaymentOrder(t, shopper, 1_005);
    expect((await paymentOrderStatus(t, latest.json<PaymentOrderResponseType>().id))!.address._id).toBe(newer!.id);
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

describe("one live checkout per cart", () => {
  it("answers the open checkout again while the cart is unchanged, and supersedes it when the cart changes", async () => {
    const product = await createProduct(t.db, { title: "Pedestal Fan", pricePaise: 300_000, stock: 5 });
    const shopper = await shopperWithCart(t, [{ productId: product.id, quantity: 1 }]);
    const first = (await postPaymentOrder(t, shopper, 3_005)).json<PaymentOrderResponseType>();
    const again = (await postPaymentOrder(t, shopper, 3_005)).json<PaymentOrderResponseType>();
    expect(again.id).toBe(first.id);

    await t.db.update(cartItems).set({ quantity: 2 }).where(eq(cartItems.userId, shopper.user.id));
    const changed = (await postPaymentOrder(t, shopper, 6_005)).json<PaymentOrderResponseType>();
    expect(changed.id).not.toBe(first.id);
    expect((await paymentOrderStatus(t, first.id))!.status).toBe("superseded");
    // Only the new checkout's two units are held: 3 of 5 are still offered.
    const listed = await t.app.inject({ method: "GET", url: `/api/product/${product.id}` });
    expect(listed.json().data.stock).toBe(3);
  });

  it("refunds a payment made for a superseded checkout, and tells the shopper", async () => {
    const product = await createProduct(t.db, { title: "Wall Fan", pricePaise: 200_000, stock: 5 });
    const shopper = await shopperWithCart(t, [{ productId: product.id, quantity: 1 }]);
    const old = (await postPaymentOrder(t, shopper, 2_005)).json<PaymentOrderResponseType>();
    await t.db.update(cartItems).set({ quantity: 2 }).where(eq(cartItems.userId, shopper.user.id));
    expect((await postPaymentOrder(t, shopper, 4_005)).statusCode).toBe(200);

    // The first tab was still open on the old checkout, and the shopper paid there.
    const { signed } = await payQuietly(t, old.id);
    expect((await verify(t, shopper, signed)).statusCode).toBe(200);
    expect((await paymentOrderStatus(t, old.id))!.status).toBe("refunded");
    expect(await listOrders(t, shopper)).toHaveLength(0);
    expect((await createSandboxProvider(t.db).fetchPayment(signed.razorpay_payment_id))!.status).toBe("refunded");
    const mail = t.mailer.sent.find((m) => m.to === shopper.user.email);
    expect(mail?.subject).toBe("Your Vayu Home Appliances payment of ₹2,005.00 has been refunded");
    expect(mail?.text).toContain("you paid for a checkout that a newer one had replaced");
  });

  it("shows the shopper holding units their own cart, and gives the units back when the payment fails", async () => {
    const product = await createProduct(t.db, { title: "Hand Blender", pricePaise: 150_000, stock: 1 });
    const shopper = await shopperWithCart(t, [{ productId: product.id, quantity: 1 }]);
    const opened = (await postPaymentOrder(t, shopper, 1_505)).json<PaymentOrderResponseType>();
    const cart = await t.app.inject({ method: "GET", url: "/api/cart", headers: shopper.auth });
    expect(cart.json().cart.items[0].product.stock).toBe(1);
    expect((await t.app.inject({ method: "GET", url: `/api/product/${product.id}` })).json().data.stock).toBe(0);

    const failed = await t.app.inject({ method: "POST", url: "/api/payments/sandbox/pay", headers: shopper.auth, payload: { order_id: opened.id, method: "card", outcome: "failure" } });
    expect(failed.statusCode).toBe(200);
    await eventually(
      async () => (await t.app.inject({ method: "GET", url: `/api/product/${product.id}` })).json().data.stock,
      (stock) => stock === 1,
    );
    expect((await paymentOrderStatus(t, opened.id))!.status).toBe("failed");
  });
});

describe("limits on opening checkouts", () => {
  it(`refuses a ${MAX_UNPAID_CHECKOUTS + 1}th unpaid checkout within the reservation window`, async () => {
    const product = await createProduct(t.db, { pricePaise: 100_000, stock: 50 });
    const shopper = await shopperWithCart(t, [{ productId: product.id, quantity: 1 }]);
    for (let quantity = 1; quantity <= MAX_UNPAID_CHECKOUTS; quantity++) {
      await t.db.update(cartItems).set({ quantity }).where(eq(cartItems.userId, shopper.user.id));
      expect((await postPaymentOrder(t, shopper, quantity * 1_000 + 5)).statusCode).toBe(200);
    }
    await t.db.update(cartItems).set({ quantity: 9 }).where(eq(cartItems.userId, shopper.user.id));
    const refused = await postPaymentOrder(t, shopper, 9_005);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain("started several payments");
  });

  it(`allows a shopper ${OPEN_CHECKOUT_LIMIT.max} attempts a minute`, async () => {
    const product = await createProduct(t.db, { pricePaise: 100_000, stock: 50 });
    const shopper = await shopperWithCart(t, [{ productId: product.id, quantity: 1 }]);
    const statuses = [];
    for (let i = 0; i <= OPEN_CHECKOUT_LIMIT.max; i++) statuses.push((await postPaymentOrder(t, shopper, 1_005)).statusCode);
    expect(statuses.slice(0, OPEN_CHECKOUT_LIMIT.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another shopper is not held back by it.
    const other = await shopperWithCart(t, [{ productId: product.id, quantity: 1 }]);
    expect((await postPaymentOrder(t, other, 1_005)).statusCode).toBe(200);
  });
});
