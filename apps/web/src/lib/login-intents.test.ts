import { messages } from "@vayu/shared/messages";
import { afterEach, describe, expect, it } from "vitest";
import { emptyCart as noLines } from "../test/form-posts";
import { setApiTransport } from "./api";
import { completeIntent, loginFor, parseIntent, sendToLogin } from "./login-intents";

const PRODUCT = "4b0a3c1e-0000-4000-8000-0000000000a1";
const TOKEN = "token-just-issued";

interface Call {
  method: string;
  url: string;
  authorization: string | null;
}

/** The API answering every call with `status` and `body`, recording the calls. */
function apiAnswering(status: number, body: unknown): Call[] {
  const calls: Call[] = [];
  setApiTransport(async (url, init) => {
    calls.push({
      method: init.method ?? "GET",
      url,
      authorization: new Headers(init.headers).get("authorization"),
    });
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  return calls;
}

const emptyCart = {
  message: "",
  cart: noLines,
};

afterEach(() => setApiTransport((url, init) => fetch(url, init)));

describe("login intents (docs/decisions/195-forms-before-javascript.md)", () => {
  it("reads the intents the store knows, and nothing else", () => {
    expect(parseIntent(`cart-add:${PRODUCT}`)).toEqual({ kind: "cart-add", productId: PRODUCT });
    expect(parseIntent(`wishlist-add:${PRODUCT}`)).toEqual({ kind: "wishlist-add", productId: PRODUCT });
    expect(parseIntent(`stock-alert:${PRODUCT}`)).toEqual({ kind: "stock-alert", productId: PRODUCT });
    for (const junk of [
      null,
      "",
      "wishlist-add",
      `order-cancel:${PRODUCT}`,
      "wishlist-add:../../admin",
      "toString:x",
      `cart-add:${"a".repeat(65)}`,
    ])
      expect(parseIntent(junk)).toBeNull();
  });

  it("writes the login page that comes back and does the intent, and reads back what it wrote", () => {
    const login = loginFor({ kind: "wishlist-add", productId: PRODUCT }, "/fans/1?page=2");
    const params = new URL(login, "https://shop.test").searchParams;
    expect(params.get("redirect")).toBe("/fans/1?page=2");
    expect(parseIntent(params.get("intent"))).toEqual({ kind: "wishlist-add", productId: PRODUCT });
  });

  it("adds to the wishlist as the shopper just logged in, with its toast", async () => {
    const calls = apiAnswering(200, { message: "", wishlist: { products: [] } });
    expect(await completeIntent({ kind: "wishlist-add", productId: PRODUCT }, TOKEN)).toEqual({
      kind: "success",
      message: messages.wishlist.added,
    });
    expect(calls).toEqual([{ method: "POST", url: "/api/wishlist", authorization: `Bearer ${TOKEN}` }]);
  });

  it("asks for the back-in-stock e-mail as the shopper just logged in, with its toast", async () => {
    const calls = apiAnswering(200, { message: "", subscribed: true });
    expect(await completeIntent({ kind: "stock-alert", productId: PRODUCT }, TOKEN)).toEqual({
      kind: "success",
      message: messages.stockAlerts.subscribed,
    });
    expect(calls).toEqual([
      { method: "POST", url: `/api/product/${PRODUCT}/notify`, authorization: `Bearer ${TOKEN}` },
    ]);
  });

  it("adds to the cart, warning when the product is there already", async () => {
    apiAnswering(201, emptyCart);
    expect(await completeIntent({ kind: "cart-add", productId: PRODUCT }, TOKEN)).toEqual({
      kind: "success",
      message: messages.cart.added,
    });
    apiAnswering(409, { message: messages.cart.alreadyInCart });
    expect(await completeIntent({ kind: "cart-add", productId: PRODUCT }, TOKEN)).toEqual({
      kind: "warning",
      message: messages.cart.alreadyInCart,
    });
  });

  it("answers each intent's failure toast when the API refuses", async () => {
    apiAnswering(500, {});
    expect(await completeIntent({ kind: "wishlist-add", productId: PRODUCT }, TOKEN)).toEqual({
      kind: "error",
      message: messages.wishlist.updateFailed,
    });
    expect(await completeIntent({ kind: "stock-alert", productId: PRODUCT }, TOKEN)).toEqual({
      kind: "error",
      message: messages.stockAlerts.failed,
    });
    expect(await completeIntent({ kind: "cart-add", productId: PRODUCT }, TOKEN)).toEqual({
      kind: "error",
      message: messages.cart.addFailed,
    });
  });

  it("sends a signed-out form to login, with the intent when there is one", () => {
    const withIntent = sendToLogin("/cart", { kind: "cart-add", productId: PRODUCT });
    expect(withIntent.status).toBe(303);
    expect(withIntent.headers.get("Location")).toBe(
      loginFor({ kind: "cart-add", productId: PRODUCT }, "/cart"),
    );
    expect(sendToLogin("/wishlist").headers.get("Location")).toBe("/login?redirect=%2Fwishlist");
  });
});
