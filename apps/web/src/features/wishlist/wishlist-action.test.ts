import { messages } from "@vayu/shared/messages";
import { describe, expect, it } from "vitest";
import { emptyCart, PRODUCT_ID, sampleProduct, storeAnswering } from "../../test/form-posts";

const listing = "/air-coolers/4b0a3c1e-0000-4000-8000-0000000000c1";
const wishlist = (products: unknown[] = []) => ({ message: "", wishlist: { products } });
const cart = {
  message: "",
  cart: emptyCart,
};

describe("the wishlist's forms posted without JavaScript (docs/decisions/195-forms-before-javascript.md)", () => {
  it("adds from the heart and comes back to the listing with the toast", async () => {
    const store = storeAnswering({ "POST /api/wishlist": [200, wishlist([sampleProduct(PRODUCT_ID)])] });
    const page = await store.post("/wishlist", { intent: "add", productId: PRODUCT_ID, returnTo: listing });
    expect(store.writes()).toMatchObject([
      { method: "POST", path: "/api/wishlist", body: { productId: PRODUCT_ID } },
    ]);
    expect(page).toMatchObject({
      status: 303,
      location: listing,
      flash: { kind: "success", message: messages.wishlist.added },
    });
  });

  it("sends a signed-out shopper to login, which adds the product afterwards", async () => {
    const store = storeAnswering({ "POST /api/wishlist": [401, { message: "Authentication required" }] });
    const page = await store.post(
      "/wishlist",
      { intent: "add", productId: PRODUCT_ID, returnTo: listing },
      null,
    );
    expect(page.status).toBe(303);
    const login = new URL(page.location ?? "", "https://shop.test");
    expect(login.pathname).toBe("/login");
    expect(Object.fromEntries(login.searchParams)).toEqual({
      redirect: listing,
      intent: `wishlist-add:${PRODUCT_ID}`,
    });
    expect(page.flash).toEqual({ kind: "error", message: messages.auth.loginRequired });
  });

  it("removes from the heart or the wishlist page; a failure says so", async () => {
    const removed = storeAnswering({ [`DELETE /api/wishlist/${PRODUCT_ID}`]: [200, wishlist()] });
    expect(
      await removed.post("/wishlist", { intent: "remove", productId: PRODUCT_ID, returnTo: "/wishlist" }),
    ).toMatchObject({
      status: 303,
      location: "/wishlist",
      flash: { kind: "success", message: messages.wishlist.removed },
    });
    const failed = storeAnswering({});
    expect(await failed.post("/wishlist", { intent: "remove", productId: PRODUCT_ID })).toMatchObject({
      status: 303,
      location: "/wishlist",
      flash: { kind: "error", message: messages.wishlist.updateFailed },
    });
  });

  it("moves to the cart: added, then off the wishlist", async () => {
    const store = storeAnswering({
      "POST /api/cart": [201, cart],
      [`DELETE /api/wishlist/${PRODUCT_ID}`]: [200, wishlist()],
    });
    const page = await store.post("/wishlist", {
      intent: "move",
      productId: PRODUCT_ID,
      returnTo: "/wishlist",
    });
    expect(store.writes().map(({ method, path }) => `${method} ${path}`)).toEqual([
      "POST /api/cart",
      `DELETE /api/wishlist/${PRODUCT_ID}`,
    ]);
    expect(store.writes()[0]?.body).toEqual({ productId: PRODUCT_ID, quantity: 1 });
    expect(page).toMatchObject({
      status: 303,
      location: "/wishlist",
      flash: { kind: "success", message: messages.cart.added },
    });
  });

  it("moves a product already in the cart off the wishlist with the warning", async () => {
    const store = storeAnswering({
      "POST /api/cart": [409, { message: messages.cart.alreadyInCart }],
      [`DELETE /api/wishlist/${PRODUCT_ID}`]: [200, wishlist()],
    });
    const page = await store.post("/wishlist", {
      intent: "move",
      productId: PRODUCT_ID,
      returnTo: "/wishlist",
    });
    expect(store.writes()).toHaveLength(2);
    expect(page.flash).toEqual({ kind: "warning", message: messages.cart.alreadyInCart });
  });

  it("names the step of a move that failed, and keeps the product when the cart refused it", async () => {
    const cartFailed = storeAnswering({});
    expect((await cartFailed.post("/wishlist", { intent: "move", productId: PRODUCT_ID })).flash).toEqual({
      kind: "error",
      message: messages.cart.addFailed,
    });
    expect(cartFailed.writes()).toHaveLength(1);
    const wishlistFailed = storeAnswering({ "POST /api/cart": [201, cart] });
    expect((await wishlistFailed.post("/wishlist", { intent: "move", productId: PRODUCT_ID })).flash).toEqual(
      {
        kind: "error",
        message: messages.wishlist.updateFailed,
      },
    );
  });

  it("never sends the shopper off the store", async () => {
    const store = storeAnswering({ "POST /api/wishlist": [200, wishlist()] });
    const page = await store.post("/wishlist", {
      intent: "add",
      productId: PRODUCT_ID,
      returnTo: "//evil.example/x",
    });
    expect(page.location).toBe("/wishlist");
  });
});
