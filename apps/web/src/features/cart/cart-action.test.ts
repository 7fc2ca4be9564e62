import { buildCart, quantityOutOfStockMessage } from "@vayu/shared/cart";
import { messages } from "@vayu/shared/messages";
import { defaultStoreProfile, deliveryFeesOf } from "@vayu/shared/site-settings";
import { describe, expect, it } from "vitest";
import { PRODUCT_ID, sampleProduct, storeAnswering } from "../../test/form-posts";

/** The shopper's cart as GET /api/cart answers it: one line of the product. */
const cartWith = (quantity: number, stock: number) => ({
  cart: buildCart(
    [{ product: sampleProduct(PRODUCT_ID, stock), quantity }],
    [],
    deliveryFeesOf(defaultStoreProfile),
  ),
});
const step = (quantity: number) => ({
  intent: "quantity",
  productId: PRODUCT_ID,
  quantity: String(quantity),
  returnTo: "/cart",
});

describe("the cart's forms posted without JavaScript (docs/decisions/195-forms-before-javascript.md)", () => {
  it("adds from a card, and sends a signed-out shopper to login with the add to do afterwards", async () => {
    const added = storeAnswering({ "POST /api/cart": [201, { message: "", ...cartWith(1, 9) }] });
    expect(
      await added.post("/cart", { intent: "add", productId: PRODUCT_ID, quantity: "1", returnTo: "/" }),
    ).toMatchObject({
      status: 303,
      location: "/",
      flash: { kind: "success", message: messages.cart.added },
    });
    const signedOut = storeAnswering({ "POST /api/cart": [401, { message: "Authentication required" }] });
    const page = await signedOut.post(
      "/cart",
      { intent: "add", productId: PRODUCT_ID, quantity: "1", returnTo: "/" },
      null,
    );
    expect(page.location).toBe(`/login?redirect=%2F&intent=cart-add%3A${PRODUCT_ID}`);
    expect(page.flash).toEqual({ kind: "error", message: messages.auth.loginRequired });
  });

  it("steps the quantity up as the stepper does, with no toast", async () => {
    const store = storeAnswering({
      "GET /api/cart": [200, cartWith(1, 5)],
      "PUT /api/cart/updatequantity": [200, cartWith(2, 5)],
    });
    const page = await store.post("/cart", step(2));
    expect(store.writes()).toMatchObject([
      {
        method: "PUT",
        path: "/api/cart/updatequantity",
        body: { productId: PRODUCT_ID, quantity: 2, type: "increase" },
      },
    ]);
    expect(page).toMatchObject({ status: 303, location: "/cart" });
    expect(page.flash).toBeUndefined();
  });

  it("keeps the quantity within 1 and the stock the server has now", async () => {
    const atStock = storeAnswering({ "GET /api/cart": [200, cartWith(3, 3)] });
    expect((await atStock.post("/cart", step(4))).status).toBe(303);
    const atOne = storeAnswering({ "GET /api/cart": [200, cartWith(1, 3)] });
    await atOne.post("/cart", step(0));
    expect([...atStock.writes(), ...atOne.writes()]).toEqual([]);

    // Stock fell below the quantity: one step down lands on what is left.
    const fell = storeAnswering({
      "GET /api/cart": [200, cartWith(5, 2)],
      "PUT /api/cart/updatequantity": [200, cartWith(2, 2)],
    });
    await fell.post("/cart", step(4));
    expect(fell.writes()[0]?.body).toEqual({ productId: PRODUCT_ID, quantity: 2, type: "decrease" });
  });

  it("shows the server's reason when it refuses a quantity, and nothing for a failure without one", async () => {
    const refused = storeAnswering({
      "GET /api/cart": [200, cartWith(1, 5)],
      "PUT /api/cart/updatequantity": [400, { message: quantityOutOfStockMessage(1) }],
    });
    expect((await refused.post("/cart", step(2))).flash).toEqual({
      kind: "error",
      message: quantityOutOfStockMessage(1),
    });
    const silent = storeAnswering({
      "GET /api/cart": [200, cartWith(1, 5)],
      "PUT /api/cart/updatequantity": [500, {}],
    });
    const page = await silent.post("/cart", step(2));
    expect(page).toMatchObject({ status: 303, location: "/cart" });
    expect(page.flash).toBeUndefined();
  });

  it("removes a line with the toast; a failure says so", async () => {
    const removed = storeAnswering({
      [`DELETE /api/cart/remove/${PRODUCT_ID}`]: [200, { message: "", ...cartWith(1, 5) }],
    });
    expect(
      await removed.post("/cart", { intent: "remove", productId: PRODUCT_ID, returnTo: "/cart" }),
    ).toMatchObject({
      status: 303,
      location: "/cart",
      flash: { kind: "success", message: messages.cart.removed },
    });
    const failed = storeAnswering({});
    expect((await failed.post("/cart", { intent: "remove", productId: PRODUCT_ID })).flash).toEqual({
      kind: "error",
      message: messages.cart.removeFailed,
    });
  });

  it("sends a shopper whose session ended to login and back to the cart", async () => {
    const store = storeAnswering({ "GET /api/cart": [401, { message: "Authentication required" }] });
    const page = await store.post("/cart", step(2));
    expect(page).toMatchObject({
      status: 303,
      location: "/login?redirect=%2Fcart",
      flash: { kind: "error", message: messages.auth.loginRequired },
    });
  });
});

describe("the coupon field posted without JavaScript (docs/product/promotions.md)", () => {
  const held = {
    cart: buildCart(
      [{ product: sampleProduct(PRODUCT_ID, 5), quantity: 1 }],
      [],
      deliveryFeesOf(defaultStoreProfile),
      {
        code: "DIWALI10",
        kind: "percent",
        value: 10,
        maxDiscountPaise: 50_000,
        minCartValuePaise: null,
        productIds: [],
        categoryIds: [],
      },
    ),
  };

  it("applies the code as typed, upper-cased, and comes back with the server's message", async () => {
    const store = storeAnswering({
      "POST /api/cart/coupon": [200, { ...held, message: messages.promotions.couponApplied }],
    });
    const page = await store.post("/cart", { intent: "coupon-apply", code: " diwali10 ", returnTo: "/cart" });
    expect(store.writes()).toMatchObject([
      { method: "POST", path: "/api/cart/coupon", body: { code: "DIWALI10" } },
    ]);
    expect(page).toMatchObject({
      status: 303,
      location: "/cart",
      flash: { kind: "success", message: messages.promotions.couponApplied },
    });
  });

  it("shows the refusal under the field, the code kept, and changes nothing", async () => {
    const store = storeAnswering({
      "POST /api/cart/coupon": [409, { message: messages.promotions.couponUsedUp }],
      "GET /api/cart": [200, cartWith(1, 5)],
    });
    const page = await store.post("/cart", { intent: "coupon-apply", code: "FESTIVE", returnTo: "/cart" });
    expect(page.status).toBe(200);
    expect(page.html).toContain(
      `role="alert" class="mt-1 text-sm text-red-600">${messages.promotions.couponUsedUp}</p>`,
    );
    expect(page.html).toContain('value="FESTIVE"');
    expect(store.writes()).toHaveLength(1);
  });

  it("works the same from the checkout, coming back to it", async () => {
    const store = storeAnswering({
      "POST /api/cart/coupon": [200, { ...held, message: messages.promotions.couponApplied }],
    });
    const page = await store.post("/checkoutPage", {
      intent: "coupon-apply",
      code: "diwali10",
      returnTo: "/checkoutPage",
    });
    expect(store.writes()).toMatchObject([
      { method: "POST", path: "/api/cart/coupon", body: { code: "DIWALI10" } },
    ]);
    expect(page).toMatchObject({ status: 303, location: "/checkoutPage" });
  });

  it("removes the coupon", async () => {
    const store = storeAnswering({
      "DELETE /api/cart/coupon": [200, { ...cartWith(1, 5), message: messages.promotions.couponRemoved }],
    });
    const page = await store.post("/cart", { intent: "coupon-remove", returnTo: "/cart" });
    expect(store.writes()).toMatchObject([{ method: "DELETE", path: "/api/cart/coupon" }]);
    expect(page).toMatchObject({
      status: 303,
      flash: { kind: "success", message: messages.promotions.couponRemoved },
    });
  });
});
