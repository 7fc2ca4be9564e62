import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentOrderResponseType } from "@vayu/shared/checkout";
import { messages } from "@vayu/shared/messages";
import type { OrderType, PlaceOrderResponseType } from "@vayu/shared/orders";
import type { CouponType } from "@vayu/shared/promotions";
import { createTestApp, type TestApp } from "../../test/app";
import { createCategory, createProduct, createUser, sampleAddress } from "../../test/factories";
import { addresses } from "../../domains/addresses/tables";
import {
  ageCheckout,
  paidSuccessfully,
  paymentOrderStatus,
  payQuietly,
  placeOrder,
  postPaymentOrder,
  sandboxPay,
  shopperWithCart,
  verify,
  type Shopper,
} from "../../test/checkout-fixtures";
import { cancel } from "../../test/lifecycle-fixtures";
import { cartCoupons, couponRedemptions } from "../../domains/promotions/tables";
import { orderItems } from "../../domains/orders/tables";
import { pincodes } from "../../domains/delivery/tables";
import { cartItems } from "../../domains/cart/tables";
import { purchaseDeps } from "./deps";
import { reconcilePayments } from "./reconcile";

/**
 * Coupons and the prepaid offer through the purchase (docs/product/promotions.md,
 * docs/decisions/270-coupons.md): what is charged, what the order keeps, and the coupon's
 * uses held, used, released and given back. Runs on PGlite and on the PostgreSQL server
 * (TEST_DRIVER=pg), where the 50 checkouts really do race.
 */

let t: TestApp;
let staff: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t.db, t.config.jwtSecret, { role: "owner" });
  // Bengaluru (the sample address) takes cash on delivery.
  await t.db.insert(pincodes).values({ pincode: "560001", district: "Bengaluru", state: "Karnataka" });
  // The prepaid offer: 5% off for paying online, at most ₹100.
  const set = await t.app.inject({ method: "PATCH", url: "/api/admin/settings", headers: staff.auth, payload: { prepaidOffer: { kind: "percent", value: 5, maxDiscount: 100 } } });
  expect(set.statusCode, set.body).toBe(200);
});
afterAll(() => t.close());

async function newCoupon(body: Record<string, unknown>): Promise<CouponType> {
  const response = await t.app.inject({ method: "POST", url: "/api/admin/coupons", headers: staff.auth, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ coupon: CouponType }>().coupon;
}
async function couponById(id: string): Promise<CouponType> {
  const list = await t.app.inject({ method: "GET", url: "/api/admin/coupons", headers: staff.auth });
  return list.json<{ coupons: CouponType[] }>().coupons.find((c) => c._id === id)!;
}
const apply = (who: Shopper, code: string) => t.app.inject({ method: "POST", url: "/api/cart/coupon", headers: who.auth, payload: { code } });
const states = async (couponId: string) =>
  (await t.db.select({ state: couponRedemptions.state }).from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId))).map((r) => r.state).sort();

describe("the prepaid offer in the settings", () => {
  it("shows on the public profile in rupees, and the owner can take it away", async () => {
    const profile = await t.app.inject({ method: "GET", url: "/api/settings" });
    expect(profile.json().prepaidOffer).toEqual({ kind: "percent", value: 5, maxDiscount: 100 });
    const bad = await t.app.inject({ method: "PATCH", url: "/api/admin/settings", headers: staff.auth, payload: { prepaidOffer: { kind: "percent", value: 120, maxDiscount: null } } });
    expect(bad.statusCode).toBe(400);
  });
});

describe("DIWALI10 on an ₹8,290 cooler paid online with the prepaid offer", () => {
  it("charges ₹7,695 (₹500 coupon, ₹100 prepaid, ₹5 delivery); the order, its e-mail and its PDF tax invoice show the same amounts; a cancel gives the use back", async () => {
    const coupon = await newCoupon({ code: "DIWALI10", kind: "percent", value: 10, maxDiscount: 500, minCartValue: 2000 });
    const cooler = await createProduct(t.db, { title: "Desert Air Cooler 70 L", pricePaise: 829_000 });
    const cart = [{ productId: cooler.id, quantity: 1 }];
    const shopper = await shopperWithCart(t, cart);
    expect((await apply(shopper, "diwali10")).statusCode).toBe(200);

    // The cart's total (₹7,795) is not the online total: the prepaid offer comes off at payment.
    const stale = await postPaymentOrder(t, shopper, 7795);
    expect([stale.statusCode, stale.json().message]).toEqual([409, "Your cart total is now ₹7,695.00. Please review your cart and try again."]);
    const opened = await postPaymentOrder(t, shopper, 7695);
    expect(opened.statusCode, opened.body).toBe(200);
    const paymentOrder = opened.json<PaymentOrderResponseType>();
    expect(paymentOrder).toMatchObject({
      amount: 769_500,
      totals: { subtotal: 8290, discount: 600, shipping: 5, codCharge: 0, total: 7695 },
      coupon: { code: "DIWALI10", discount: 500 },
      prepaidDiscount: 100,
    });
    expect(await states(coupon._id)).toEqual(["held"]);
    expect((await couponById(coupon._id)).uses).toBe(0);

    const paid = await paidSuccessfully(t, shopper, paymentOrder.id);
    expect((await verify(t, shopper, paid)).statusCode).toBe(200);
    const placed = await placeOrder(t, shopper, paid, cart, 7695);
    expect(placed.statusCode, placed.body).toBe(201);
    const order: OrderType = placed.json<PlaceOrderResponseType>().order;
    expect(order).toMatchObject({ subtotal: 8290, couponCode: "DIWALI10", couponDiscount: 500, prepaidDiscount: 100, shippingFee: 5, codCharge: 0, totalAmount: 7695 });
    expect(order.products.map((l) => [l.price, l.quantity, l.discount])).toEqual([[8290, 1, 600]]);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order._id));
    expect(item!.discountPaise).toBe(60_000);

    expect(await states(coupon._id)).toEqual(["used"]);
    expect(await couponById(coupon._id)).toMatchObject({ uses: 1, revenue: 7695 });
    // The cart's coupon went with the order.
    expect(await t.db.select().from(cartCoupons).where(eq(cartCoupons.userId, shopper.user.id))).toHaveLength(0);

    // The confirmation e-mail and the PDF tax invoice show the same amounts, to the paisa.
    const mail = t.mailer.sent.find((m) => m.to === shopper.user.email && m.text.includes("Total paid"));
    expect(mail?.text).toContain(
      [
        "Desert Air Cooler 70 L × 1 — ₹8,290.00",
        "",
        "Subtotal: ₹8,290.00",
        "Coupon DIWALI10: -₹500.00",
        "Prepaid offer: -₹100.00",
        "Shipping: ₹5.00",
        "Total paid: ₹7,695.00",
        "You saved ₹600.00 on this order.",
      ].join("\n"),
    );
    const invoice = await t.app.inject({ method: "GET", url: `/api/order/${order._id}/invoice`, headers: shopper.auth });
    expect(invoice.statusCode).toBe(200);
    const invoiceText = (await extractText(await getDocumentProxy(new Uint8Array(invoice.rawPayload)), { mergePages: true })).text;
    for (const same of ["Coupon DIWALI10 -₹500.00", "Prepaid offer -₹100.00", "Invoice total ₹7,695.00"])
      expect(invoiceText).toContain(same);

    // Cancelled before it shipped: the use goes back to the coupon.
    const cancelled = await cancel(t, shopper, order._id, { reason: "Changed my mind" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await states(coupon._id)).toEqual(["released"]);
    expect((await couponById(coupon._id)).uses).toBe(0);
  });

  it("cash on delivery takes the coupon but not the prepaid offer; the use counts at once", async () => {
    const coupon = await newCoupon({ code: "COD200", kind: "flat", value: 200 });
    const heater = await createProduct(t.db, { title: "Room Heater", pricePaise: 349_900 });
    const cart = [{ productId: heater.id, quantity: 1 }];
    const shopper = await shopperWithCart(t, cart);
    expect((await apply(shopper, "COD200")).statusCode).toBe(200);
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/order",
      headers: shopper.auth,
      payload: { paymentType: "COD", totalAmount: 3304, address: shopper.address.id, products: [{ product: heater.id, quantity: 1 }] },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<PlaceOrderResponseType>().order).toMatchObject({ couponCode: "COD200", couponDiscount: 200, prepaidDiscount: 0, totalAmount: 3304 });
    expect(await states(coupon._id)).toEqual(["used"]);
    expect(await t.db.select().from(cartCoupons).where(eq(cartCoupons.userId, shopper.user.id))).toHaveLength(0);

    // Now that they have an order, a coupon for a first order is not theirs.
    await newCoupon({ code: "FIRSTBUY", kind: "flat", value: 100, firstOrderOnly: true });
    await t.db.insert(cartItems).values({ userId: shopper.user.id, productId: heater.id, quantity: 1 });
    const refused = await apply(shopper, "FIRSTBUY");
    expect([refused.statusCode, refused.json().message]).toEqual([409, messages.promotions.couponFirstOrderOnly]);
  });
});

describe("a coupon for one category", () => {
  it("takes 15% of that category's lines only and spreads it over them to the paisa", async () => {
    const { category, subcategory } = await createCategory(t.db, "Fans for FANS15");
    const inCategory = { categoryId: category.id, subcategoryId: subcategory.id };
    const ceiling = await createProduct(t.db, { title: "Ceiling Fan", pricePaise: 199_999, ...inCategory });
    const pedestal = await createProduct(t.db, { title: "Pedestal Fan", pricePaise: 249_950, ...inCategory });
    const geyser = await createProduct(t.db, { title: "Geyser 15 L", pricePaise: 500_000 });
    await newCoupon({ code: "FANS15", kind: "percent", value: 15, categoryIds: [category.id] });
    const cart = [
      { productId: ceiling.id, quantity: 2 },
      { productId: pedestal.id, quantity: 1 },
      { productId: geyser.id, quantity: 1 },
    ];
    const shopper = await shopperWithCart(t, cart);
    const applied = await apply(shopper, "FANS15");
    // 15% of ₹6,499.48 is ₹974.922, rounded down to the paisa.
    expect(applied.json().cart.coupon).toEqual({ code: "FANS15", discount: 974.92, problem: null });
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/order",
      headers: shopper.auth,
      payload: { paymentType: "COD", totalAmount: 10_529.56, address: shopper.address.id, products: cart.map((l) => ({ product: l.productId, quantity: l.quantity })) },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<PlaceOrderResponseType>().order;
    expect(order).toMatchObject({ subtotal: 11_499.48, couponDiscount: 974.92, totalAmount: 10_529.56 });
    // Shares in proportion to the covered lines, the paisa left over to the largest; the geyser's none.
    const byTitle = Object.fromEntries(order.products.map((l) => [l.product.title, l.discount]));
    expect(byTitle).toEqual({ "Ceiling Fan": 600, "Pedestal Fan": 374.92, "Geyser 15 L": 0 });
  });
});

describe("a coupon's uses while payments are open", () => {
  it("a held use blocks the last use; it goes back when the payment order expires", async () => {
    const coupon = await newCoupon({ code: "ONLYONE", kind: "flat", value: 100, totalUses: 1 });
    const fan = await createProduct(t.db, { title: "Tower Fan", pricePaise: 500_000, stock: 5 });
    const first = await shopperWithCart(t, [{ productId: fan.id, quantity: 1 }]);
    const second = await shopperWithCart(t, [{ productId: fan.id, quantity: 1 }]);
    expect((await apply(first, "ONLYONE")).statusCode).toBe(200);
    expect((await apply(second, "ONLYONE")).statusCode).toBe(200);

    // ₹5,000 − ₹100 coupon − ₹100 prepaid (5% capped) + ₹5.
    const opened = await postPaymentOrder(t, first, 4805);
    expect(opened.statusCode, opened.body).toBe(200);
    const held = opened.json<PaymentOrderResponseType>();
    // The second shopper's cart now says why, and their checkout at the discounted total is refused.
    const refused = await postPaymentOrder(t, second, 4805);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`${messages.promotions.couponUsedUp} Your total is now ₹4,905.00. Please review your cart and try again.`);

    await ageCheckout(t, held.id, 16);
    expect((await reconcilePayments(purchaseDeps(t.app), { graceMs: 60_000 })).expired).toBe(1);
    expect((await paymentOrderStatus(t, held.id))!.status).toBe("expired");
    expect(await states(coupon._id)).toEqual(["released"]);

    const now = await postPaymentOrder(t, second, 4805);
    expect(now.statusCode, now.body).toBe(200);
    expect(await states(coupon._id)).toEqual(["held", "released"]);
  });

  it("a payment that arrives after its hold ran out is placed with the discount it paid, and its use counts again", async () => {
    const coupon = await newCoupon({ code: "LATEPAY", kind: "flat", value: 100, totalUses: 5 });
    const iron = await createProduct(t.db, { title: "Steam Iron", pricePaise: 250_000, stock: 5 });
    const cart = [{ productId: iron.id, quantity: 1 }];
    const shopper = await shopperWithCart(t, cart);
    expect((await apply(shopper, "LATEPAY")).statusCode).toBe(200);
    // ₹2,500 − ₹100 − ₹100 (5% of ₹2,400 is ₹120, capped) + ₹5.
    const opened = await postPaymentOrder(t, shopper, 2305);
    expect(opened.statusCode, opened.body).toBe(200);
    const { id } = opened.json<PaymentOrderResponseType>();
    await ageCheckout(t, id, 16);
    await reconcilePayments(purchaseDeps(t.app), { graceMs: 60_000 });
    expect(await states(coupon._id)).toEqual(["released"]);

    const { signed } = await payQuietly(t, id);
    expect((await verify(t, shopper, signed)).statusCode).toBe(200);
    const placed = await placeOrder(t, shopper, signed, cart, 2305);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<PlaceOrderResponseType>().order).toMatchObject({ couponCode: "LATEPAY", couponDiscount: 100, prepaidDiscount: 100, totalAmount: 2305 });
    expect(await states(coupon._id)).toEqual(["used"]);
  });

  it("a failed payment gives its held use back; a repeat of the same checkout holds one use", async () => {
    const coupon = await newCoupon({ code: "RETRY", kind: "percent", value: 10, usesPerShopper: 1 });
    const purifier = await createProduct(t.db, { title: "RO Purifier", pricePaise: 1_000_000, stock: 5 });
    const shopper = await shopperWithCart(t, [{ productId: purifier.id, quantity: 1 }]);
    expect((await apply(shopper, "RETRY")).statusCode).toBe(200);
    // ₹10,000 − ₹1,000 − ₹100 + ₹5.
    const [a, b] = await Promise.all([postPaymentOrder(t, shopper, 8905), postPaymentOrder(t, shopper, 8905)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await states(coupon._id)).toEqual(["held"]);
    await sandboxPay(t, shopper, a.json<PaymentOrderResponseType>().id, "failure");
    await expect.poll(() => states(coupon._id), { timeout: 10_000 }).toEqual(["released"]);
  });

  it("50 shoppers race for a 10-use code: exactly 10 checkouts hold it, and exactly 10 orders use it", async () => {
    const coupon = await newCoupon({ code: "RUSH10", kind: "flat", value: 500, totalUses: 10 });
    // One product each: no stock row lock lines the checkouts up, only the coupon's.
    const carts = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => [{ productId: (await createProduct(t.db, { title: `Split AC ${i}`, pricePaise: 3_500_000, stock: 1 })).id, quantity: 1 }]),
    );
    const shoppers = await Promise.all(carts.map((cart) => shopperWithCart(t, cart)));
    for (const shopper of shoppers) expect((await apply(shopper, "RUSH10")).statusCode).toBe(200);

    // ₹35,000 − ₹500 − ₹100 + ₹5, all at once.
    const opened = await Promise.all(shoppers.map((s) => postPaymentOrder(t, s, 34_405)));
    const winners = shoppers.filter((_, i) => opened[i]!.statusCode === 200);
    expect(winners).toHaveLength(10);
    for (const refused of opened.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(new RegExp(`^${messages.promotions.couponUsedUp}`));
    }
    expect(await states(coupon._id)).toEqual(Array(10).fill("held"));

    await Promise.all(
      winners.map(async (shopper) => {
        const i = shoppers.indexOf(shopper);
        const paid = await paidSuccessfully(t, shopper, opened[i]!.json<PaymentOrderResponseType>().id);
        expect((await verify(t, shopper, paid)).statusCode).toBe(200);
        expect((await placeOrder(t, shopper, paid, carts[i]!, 34_405)).statusCode).toBe(201);
      }),
    );
    expect(await states(coupon._id)).toEqual(Array(10).fill("used"));
    expect(await couponById(coupon._id)).toMatchObject({ uses: 10, revenue: 344_050 });
  }, 120_000);

  it("a shopper's limit holds when they check out from two tabs at once: one use held each, the replaced checkout's given back", async () => {
    const coupon = await newCoupon({ code: "ONEEACH", kind: "flat", value: 300, usesPerShopper: 1 });
    const cooler = await createProduct(t.db, { title: "Tower Cooler", pricePaise: 1_200_000, stock: 100 });
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => shopperWithCart(t, [{ productId: cooler.id, quantity: 1 }])));
    for (const shopper of shoppers) expect((await apply(shopper, "ONEEACH")).statusCode).toBe(200);
    const others = await Promise.all(
      shoppers.map(async (s) => (await t.db.insert(addresses).values({ ...sampleAddress, landmark: "Near the temple", userId: s.user.id }).returning())[0]!),
    );
    // ₹12,000 − ₹300 − ₹100 + ₹5; each shopper's two tabs send different addresses, so both open.
    const opened = await Promise.all(shoppers.flatMap((s, i) => [postPaymentOrder(t, s, 11_605), postPaymentOrder(t, s, 11_605, others[i]!.id)]));
    expect(opened.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const rows = await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon._id));
    for (const shopper of shoppers) {
      expect(rows.filter((r) => r.userId === shopper.user.id && r.state === "held")).toHaveLength(1);
    }
  }, 60_000);
});
