import { screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CartType } from "@vayu/shared/cart";
import { cartOf, fakeApi, openPage, product, shopperUser, signIn } from "../../test/storefront";
import { cartKey } from "../../lib/queries/get-cart";
import { queryClient } from "../../lib/query-client";
import { STORAGE_KEYS } from "../../lib/session";

// The cart in the page's language (docs/decisions/313-hindi-content-fields.md): the API names its
// lines by Accept-Language, so the cart is kept per language and a Hindi page never shows the
// English one it held (nor the English copy mirrored for the next visit).

const cooler = product(1, { title: "Vayu Arctic 85 Desert Cooler", price: 14_990, stock: 5 });
const fan = product(2, { title: "Vayu Breeze Table Fan", price: 2_490, stock: 5 });
const english = cartOf([
  { product: cooler, quantity: 1 },
  { product: fan, quantity: 1 },
]);
const hindi: CartType = {
  ...cartOf([
    { product: { ...cooler, title: "वायु आर्कटिक 85 डेज़र्ट कूलर", untranslated: ["description"] }, quantity: 1 },
    { product: { ...fan, untranslated: ["title", "description"] }, quantity: 1 },
  ]),
  unavailable: [{ _id: "4b0a3c1e-0000-4000-8000-0000000000b9", title: "Vayu Old Heater", untranslated: ["title"] }],
};

beforeAll(async () => {
  await Promise.all([import("../../features/cart/CartPage"), import("./CheckoutPage")]);
}, 120_000);
afterEach(() => window.history.replaceState(null, "", "/"));

describe("the cart in the page's language", () => {
  it("reads the cart again on a Hindi page instead of showing the English one it holds", async () => {
    signIn();
    fakeApi({ "GET /api/cart": [200, { cart: hindi }] });
    queryClient.setQueryData(cartKey(shopperUser._id, "en"), english);
    openPage("/hi/cart");
    expect(screen.queryByText(cooler.title)).not.toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "वायु आर्कटिक 85 डेज़र्ट कूलर" })).toBeInTheDocument();
    expect(screen.queryByText(cooler.title)).not.toBeInTheDocument();
    // A title staff have not translated stays English, marked so (a hidden product's too).
    expect(screen.getByRole("heading", { name: fan.title })).toHaveAttribute("lang", "en");
    expect(screen.getByRole("heading", { name: "वायु आर्कटिक 85 डेज़र्ट कूलर" })).not.toHaveAttribute("lang");
    expect(screen.getByText("Vayu Old Heater")).toHaveAttribute("lang", "en");
  });

  it("does not show the English mirror of the last visit on a Hindi page", async () => {
    signIn();
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ version: 4, userId: shopperUser._id, locale: "en", data: english }));
    fakeApi({ "GET /api/cart": [200, { cart: hindi }] });
    openPage("/hi/cart");
    expect(screen.queryByText(cooler.title)).not.toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "वायु आर्कटिक 85 डेज़र्ट कूलर" })).toBeInTheDocument();
    // The Hindi answer is mirrored as Hindi, for the next Hindi visit.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? "null")).toMatchObject({
      locale: "hi",
      data: { items: [{ product: { title: "वायु आर्कटिक 85 डेज़र्ट कूलर" } }, { product: { title: fan.title } }] },
    });
  });

  it("keeps a change's answer in the language it was asked in", async () => {
    window.history.replaceState(null, "", "/hi/cart");
    signIn();
    const raised = { ...hindi, items: [{ ...hindi.items[0]!, quantity: 2 }, hindi.items[1]!] };
    fakeApi({ "GET /api/cart": [200, { cart: hindi }], "PUT /api/cart/updatequantity": [200, { cart: raised }] });
    const { user } = openPage("/hi/cart");
    await screen.findByRole("link", { name: "वायु आर्कटिक 85 डेज़र्ट कूलर" });
    await user.click(screen.getByRole("button", { name: "वायु आर्कटिक 85 डेज़र्ट कूलर की मात्रा बढ़ाएँ" }));
    await expect.poll(() => queryClient.getQueryData<CartType>(cartKey(shopperUser._id, "hi"))?.items[0]?.quantity).toBe(2);
    expect(screen.getByRole("link", { name: "वायु आर्कटिक 85 डेज़र्ट कूलर" })).toBeInTheDocument();
  });

  it("names the lines of the checkout's price details in Hindi, links under /hi", async () => {
    signIn();
    fakeApi({ "GET /api/cart": [200, { cart: hindi }], "GET /api/address": [200, { addresses: [], lastUsed: null }] });
    openPage("/hi/checkoutPage");
    const items = await screen.findByRole("list", { name: "इस ऑर्डर के आइटम" });
    expect(within(items).getByRole("link", { name: "वायु आर्कटिक 85 डेज़र्ट कूलर" })).toHaveAttribute("href", `/hi/product/${cooler._id}`);
    expect(within(items).getByRole("link", { name: fan.title })).toHaveAttribute("lang", "en");
  });
});
