import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartMessageResponseType, CartResponseType } from "@vayu/shared/cart";
import { messages } from "@vayu/shared/messages";
import type { CouponType } from "@vayu/shared/promotions";
import { createTestApp, type TestApp } from "../../test/app";
import { createProduct, createUser } from "../../test/factories";
import { shopperWithCart } from "../../test/checkout-fixtures";
import { couponRedemptions } from "./tables";

/** Coupons as staff make them and shoppers apply them to the cart (docs/decisions/270-coupons.md). */

let t: TestApp;
let staff: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t.db, t.config.jwtSecret, { role: "admin" });
});
afterAll(() => t.close());

async function newCoupon(body: Record<string, unknown>): Promise<CouponType> {
  const response = await t.app.inject({ method: "POST", url: "/api/admin/coupons", headers: staff.auth, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ coupon: CouponType }>().coupon;
}

const apply = (who: { auth: Record<string, string> }, code: string) =>
  t.app.inject({ method: "POST", url: "/api/cart/coupon", headers: who.auth, payload: { code } });
const getCart = async (who: { auth: Record<string, string> }) =>
  (await t.app.inject({ method: "GET", url: "/api/cart", headers: who.auth })).json<CartResponseType>().cart;

describe("staff coupons", () => {
  it("create, list with uses and revenue, edit and deactivate, each audited; shoppers may not", async () => {
    const shopper = await createUser(t.db, t.config.jwtSecret);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/coupons", headers: shopper.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: "/api/admin/coupons", headers: shopper.auth, payload: { code: "X100", kind: "flat", value: 1 } })).statusCode).toBe(403);

    const coupon = await newCoupon({ code: "festive250", kind: "flat", value: 250, minCartValue: 1999.5 });
    expect(coupon).toMatchObject({ code: "FESTIVE250", kind: "flat", value: 250, minCartValue: 1999.5, maxDiscount: null, active: true, uses: 0, revenue: 0, singleUseCodes: 0 });
    // Codes are one whatever their case.
    const again = await t.app.inject({ method: "POST", url: "/api/admin/coupons", headers: staff.auth, payload: { code: "Festive250", kind: "percent", value: 5 } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("There is already a coupon with this code.");
    const bad = await t.app.inject({ method: "POST", url: "/api/admin/coupons", headers: staff.auth, payload: { code: "PCT", kind: "percent", value: 150 } });
    expect(bad.statusCode).toBe(400);

    const patched = await t.app.inject({ method: "PATCH", url: `/api/admin/coupons/${coupon._id}`, headers: staff.auth, payload: { active: false, value: 300 } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<{ coupon: CouponType }>().coupon).toMatchObject({ active: false, value: 300 });

    const list = await t.app.inject({ method: "GET", url: "/api/admin/coupons", headers: staff.auth });
    expect(list.json<{ coupons: CouponType[] }>().coupons.find((c) => c._id === coupon._id)).toMatchObject({ active: false, uses: 0, revenue: 0 });
    const audit = await t.app.inject({ method: "GET", url: `/api/admin/audit?entity=coupon&entityId=${coupon._id}`, headers: staff.auth });
    expect(audit.json<{ entries: { action: string }[] }>().entries.map((e) => e.action).sort()).toEqual(["create", "update"]);
  });

  it("generates unguessable single-use codes and exports them as CSV; each redeems once", async () => {
    const coupon = await newCoupon({ code: "CAMPAIGN", kind: "percent", value: 10 });
    const made = await t.app.inject({ method: "POST", url: `/api/admin/coupons/${coupon._id}/codes`, headers: staff.auth, payload: { count: 25 } });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<{ coupon: CouponType }>().coupon.singleUseCodes).toBe(25);

    const csv = await t.app.inject({ method: "GET", url: `/api/admin/coupons/${coupon._id}/codes.csv`, headers: staff.auth });
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const [header, ...rows] = csv.body.trim().split("\n");
    expect(header).toBe("code,status,usedAt");
    expect(rows).toHaveLength(25);
    const codes = rows.map((r) => r.split(",")[0]!);
    expect(new Set(codes).size).toBe(25);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-KM-NP-Z2-9]{10}$/);
    expect(rows.every((r) => r.endsWith(",unused,"))).toBe(true);

    // A single-use code applies like the coupon's own, typed in any case.
    const product = await createProduct(t.db, { pricePaise: 100_000 });
    const shopper = await shopperWithCart(t, [{ productId: product.id, quantity: 1 }]);
    const applied = await apply(shopper, codes[0]!.toLowerCase());
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<CartMessageResponseType>().cart.coupon).toEqual({ code: codes[0], discount: 100, problem: null });
  });
});

describe("POST /cart/coupon", () => {
  it("DIWALI10 on an ₹8,290 cooler: 10% capped at ₹500, the totals say so; DELETE takes it off", async () => {
    await newCoupon({ code: "DIWALI10", kind: "percent", value: 10, maxDiscount: 500, minCartValue: 2000 });
    const cooler = await createProduct(t.db, { title: "Desert Air Cooler 70 L", pricePaise: 829_000 });
    const shopper = await shopperWithCart(t, [{ productId: cooler.id, quantity: 1 }]);

    const applied = await apply(shopper, " diwali10 ");
    expect(applied.statusCode, applied.body).toBe(200);
    const body = applied.json<CartMessageResponseType>();
    expect(body.message).toBe(messages.promotions.couponApplied);
    expect(body.cart.coupon).toEqual({ code: "DIWALI10", discount: 500, problem: null });
    expect(body.cart.totals).toEqual({ subtotal: 8290, discount: 500, shipping: 5, codCharge: 0, total: 7795 });
    expect((await getCart(shopper)).totals.total).toBe(7795);

    const removed = await t.app.inject({ method: "DELETE", url: "/api/cart/coupon", headers: shopper.auth });
    expect(removed.json<CartMessageResponseType>()).toMatchObject({ message: messages.promotions.couponRemoved, cart: { coupon: null, total: 8295 } });
  });

  it("refuses with the reason and leaves the cart as it was", async () => {
    const fan = await createProduct(t.db, { title: "Pedestal Fan", pricePaise: 150_000 });
    const other = await createProduct(t.db, { title: "Geyser", pricePaise: 900_000 });
    await newCoupon({ code: "BIGCART", kind: "flat", value: 100, minCartValue: 2000 });
    await newCoupon({ code: "OLDONE", kind: "flat", value: 100, endsAt: "2025-11-01T00:00:00+05:30" });
    await newCoupon({ code: "LATER", kind: "flat", value: 100, startsAt: "2099-01-01T00:00:00+05:30" });
    await newCoupon({ code: "PAUSED", kind: "flat", value: 100, active: false });
    await newCoupon({ code: "GEYSERONLY", kind: "percent", value: 5, productIds: [other.id] });
    await newCoupon({ code: "KEEPER", kind: "flat", value: 50 });
    const shopper = await shopperWithCart(t, [{ productId: fan.id, quantity: 1 }]);
    expect((await apply(shopper, "KEEPER")).statusCode).toBe(200);
    const before = await getCart(shopper);

    const cases: [string, number, string][] = [
      ["NOSUCH", 400, messages.promotions.couponUnknown],
      ["BIGCART", 409, "Add items worth ₹500.00 more to use this coupon: it needs a cart of ₹2,000.00."],
      ["OLDONE", 409, messages.promotions.couponExpired],
      ["LATER", 409, messages.promotions.couponNotStarted],
      ["PAUSED", 409, messages.promotions.couponInactive],
      ["GEYSERONLY", 409, "This coupon does not apply to the products in your cart."],
    ];
    for (const [code, status, message] of cases) {
      const refused = await apply(shopper, code);
      expect([code, refused.statusCode, refused.json().message]).toEqual([code, status, message]);
    }
    expect((await apply(shopper, "a!")).statusCode).toBe(400);
    expect(await getCart(shopper)).toEqual(before);
  });

  it("a coupon for a first order only, or used up by this shopper, is refused", async () => {
    const product = await createProduct(t.db, { pricePaise: 300_000 });
    const coupon = await newCoupon({ code: "WELCOME", kind: "flat", value: 200, firstOrderOnly: true, usesPerShopper: 1 });
    const shopper = await shopperWithCart(t, [{ productId: product.id, quantity: 1 }]);
    expect((await apply(shopper, "WELCOME")).statusCode).toBe(200);
    await t.db.insert(couponRedemptions).values({ couponId: coupon._id, code: "WELCOME", userId: shopper.user.id, state: "used", discountPaise: 20_000 });
    const refused = await apply(shopper, "WELCOME");
    expect([refused.statusCode, refused.json().message]).toEqual([409, messages.promotions.couponUsedByYou]);
    // The cart keeps the code and says why it takes nothing off now.
    expect((await getCart(shopper)).coupon).toEqual({ code: "WELCOME", discount: 0, problem: messages.promotions.couponUsedByYou });
  });

  it("GET /cart says why a coupon held takes nothing off once the cart drops below its minimum", async () => {
    const kettle = await createProduct(t.db, { pricePaise: 120_000, stock: 5 });
    await newCoupon({ code: "MIN2000", kind: "flat", value: 150, minCartValue: 2000 });
    const shopper = await shopperWithCart(t, [{ productId: kettle.id, quantity: 2 }]);
    expect((await apply(shopper, "MIN2000")).statusCode).toBe(200);
    await t.app.inject({ method: "PUT", url: "/api/cart/updatequantity", headers: shopper.auth, payload: { productId: kettle.id, quantity: 1, type: "decrease" } });
    const cart = await getCart(shopper);
    expect(cart.coupon).toEqual({ code: "MIN2000", discount: 0, problem: "Add items worth ₹800.00 more to use this coupon: it needs a cart of ₹2,000.00." });
    expect(cart.totals).toEqual({ subtotal: 1200, discount: 0, shipping: 5, codCharge: 0, total: 1205 });
  });

  it("answers 429 once a shopper tries more codes in a minute than anyone types", async () => {
    const shopper = await createUser(t.db, t.config.jwtSecret);
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await apply(shopper, `GUESS${i}`)).statusCode);
    expect(answers.slice(0, 30)).toEqual(Array(30).fill(400));
    expect(answers[30]).toBe(429);
  });
});
