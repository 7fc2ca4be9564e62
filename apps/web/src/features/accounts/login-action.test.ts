import { messages } from "@vayu/shared/messages";
import { describe, expect, it } from "vitest";
import { PRODUCT_ID, shopper, storeAnswering } from "../../test/form-posts";

const credentials = { email: shopper.user.email ?? "", password: "secret123" };
const loggedIn = { accessToken: "token-just-issued", user: shopper.user };

describe("a login posted without JavaScript does what sent the shopper to it (docs/decisions/195-forms-before-javascript.md)", () => {
  it("adds the product whose heart a signed-out shopper tapped, as them, and goes back with its toast", async () => {
    const store = storeAnswering({
      "POST /api/auth/login": [200, loggedIn],
      "POST /api/wishlist": [200, { message: "", wishlist: { products: [] } }],
    });
    const url = `/login?${new URLSearchParams({ redirect: "/fans/1", intent: `wishlist-add:${PRODUCT_ID}` })}`;
    const page = await store.post(url, credentials, null);
    expect(store.writes()).toMatchObject([
      { path: "/api/auth/login" },
      { path: "/api/wishlist", body: { productId: PRODUCT_ID }, authorization: "Bearer token-just-issued" },
    ]);
    expect(page).toMatchObject({
      status: 303,
      location: "/fans/1",
      flash: { kind: "success", message: messages.wishlist.added },
    });
  });

  it("asks for the back-in-stock e-mail the shopper tapped Notify me for", async () => {
    const store = storeAnswering({
      "POST /api/auth/login": [200, loggedIn],
      [`POST /api/product/${PRODUCT_ID}/notify`]: [200, { message: "", subscribed: true }],
    });
    const back = `/product/${PRODUCT_ID}`;
    const page = await store.post(
      `/login?${new URLSearchParams({ redirect: back, intent: `stock-alert:${PRODUCT_ID}` })}`,
      credentials,
      null,
    );
    expect(store.writes()[1]).toMatchObject({
      path: `/api/product/${PRODUCT_ID}/notify`,
      authorization: "Bearer token-just-issued",
    });
    expect(page).toMatchObject({
      location: back,
      flash: { kind: "success", message: messages.stockAlerts.subscribed },
    });
  });

  it("comes back to the reviews, fragment and all, for a shopper who came to write one", async () => {
    const store = storeAnswering({ "POST /api/auth/login": [200, loggedIn] });
    const back = `/product/${PRODUCT_ID}?review=1#reviews`;
    const page = await store.post(`/login?${new URLSearchParams({ redirect: back })}`, credentials, null);
    expect(page).toMatchObject({
      location: back,
      flash: { kind: "success", message: messages.auth.loginSuccess },
    });
  });
});
