import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlaceOrderResponseType } from "@vayu/shared/orders";
import { createStoreTestApp, type StoreTestApp } from "../../test/store-app";
import { ordersFor, paidSuccessfully, payQuietly, placeOrder, postPaymentOrder, shopperWithCart, verify } from "../../test/checkout-fixtures";
import { sandboxWebhook } from "../../domains/checkout/sandbox-webhooks";
import { createProduct } from "../../test/factories";
import { users } from "../../domains/accounts/tables";
import { pincodes } from "../../domains/delivery/tables";
import { orders } from "../../domains/orders/tables";

/**
 * The shopper's language on their account and orders (docs/product/http-contract.md "Languages"):
 * from the Accept-Language the storefront sends with the page's language. PGlite and PostgreSQL.
 */
let t: StoreTestApp;
beforeAll(async () => {
  t = await createStoreTestApp();
  await t.db.insert(pincodes).values({ pincode: "560001", district: "Bengaluru", state: "Karnataka" });
});
afterAll(() => t.close());

const HINDI = "hi-IN,hi;q=0.9,en;q=0.8";
const localeOfUser = async (id: string) => (await t.db.select({ locale: users.locale }).from(users).where(eq(users.id, id)))[0]?.locale;
const localeOfOrder = async (id: string) => (await t.db.select({ locale: orders.locale }).from(orders).where(eq(orders.id, id)))[0]?.locale;

describe("the shopper's language", () => {
  it("is kept on an account signed up from a Hindi page, English otherwise", async () => {
    const signUp = (email: string, headers: Record<string, string>) =>
      t.app.inject({ method: "POST", url: "/api/auth/register", headers, payload: { name: "Asha", email, password: "a-long-password-1" } });
    const hindi = await signUp("asha.hi@example.in", { "accept-language": HINDI });
    expect(hindi.statusCode).toBe(201);
    expect(await localeOfUser(hindi.json<{ user: { _id: string } }>().user._id)).toBe("hi");
    const english = await signUp("asha.en@example.in", { "accept-language": "en-IN,en;q=0.9" });
    expect(await localeOfUser(english.json<{ user: { _id: string } }>().user._id)).toBe("en");
  });

  it("is kept on a cash-on-delivery order placed from a Hindi page", async () => {
    const product = await createProduct(t.db, { title: "कूलर 40 L", pricePaise: 600_00 });
    const cart = [{ productId: product.id, quantity: 1 }];
    const shopper = await shopperWithCart(t, cart);
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/order",
      headers: { ...shopper.auth, "accept-language": HINDI },
      payload: { paymentType: "COD", totalAmount: 605, address: shopper.address.id, products: [{ product: product.id, quantity: 1 }] },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await localeOfOrder(placed.json<PlaceOrderResponseType>().order._id)).toBe("hi");
  });

  it("of an order paid online is the checkout page's, not the account's", async () => {
    const product = await createProduct(t.db, { title: "Table Fan", pricePaise: 2_000_00 });
    const cart = [{ productId: product.id, quantity: 1 }];
    const shopper = await shopperWithCart(t, cart);
    await t.db.update(users).set({ locale: "hi" }).where(eq(users.id, shopper.user.id));
    const opened = await postPaymentOrder(t, shopper, 2_005);
    expect(opened.statusCode, opened.body).toBe(200);
    const paid = await paidSuccessfully(t, shopper, opened.json<{ id: string }>().id);
    // Confirmed by the shopper's browser, as the storefront does: the sandbox's webhook may come later.
    expect((await verify(t, shopper, paid)).statusCode).toBe(200);
    const placed = await placeOrder(t, shopper, paid, cart, 2_005);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await localeOfOrder(placed.json<PlaceOrderResponseType>().order._id)).toBe("en");
  });

  it("of a checkout opened on a Hindi page is kept when the webhook alone places the order", async () => {
    const product = await createProduct(t.db, { title: "कूलर 60 L", pricePaise: 9_000_00 });
    const shopper = await shopperWithCart(t, [{ productId: product.id, quantity: 1 }]);
    expect(await localeOfUser(shopper.user.id)).toBe("en");
    const opened = await t.app.inject({
      method: "POST",
      url: "/api/order/razorpay/order",
      headers: { ...shopper.auth, "accept-language": HINDI },
      payload: { amount: 9_005 },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const providerOrderId = opened.json<{ id: string }>().id;
    // Paid at the provider, the tab closed: only the signed webhook reaches the store.
    const { payment } = await payQuietly(t, providerOrderId);
    const captured = sandboxWebhook("payment.captured", payment);
    const hook = await t.app.inject({ method: "POST", url: "/api/payments/webhook", headers: captured.headers, payload: captured.body });
    expect(hook.statusCode, hook.body).toBe(200);
    const [order] = await ordersFor(t, providerOrderId);
    expect(order?.locale).toBe("hi");
  });
});
