import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cartOf, fakeApi, openPage, product, shopperUser, signIn } from "../test/storefront";
import { cartKey } from "./queries/get-cart";
import { queryClient } from "./query-client";
import { STORAGE_KEYS } from "./session";

const cooler = product(1, { title: "Desert Cooler", price: 8000, stock: 5 });

describe("the cart mirrored for the other tabs", () => {
  it("a cart the page was rendered with is mirrored without fetching it again", async () => {
    // After a form posted without the script, the page comes back rendered with the new cart,
    // taken into the cache as the browser's entry does (fresh, so it is not fetched).
    const { calls } = fakeApi({});
    signIn();
    const rendered = cartOf([{ product: cooler, quantity: 2 }]);
    queryClient.setQueryData(cartKey(shopperUser._id, "en"), rendered);

    openPage("/cart");
    await screen.findByRole("heading", { name: "Shopping Cart" });

    expect(calls.some((call) => call.path === "/api/cart")).toBe(false);
    const mirror = JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? "null") as {
      userId: string;
      data: typeof rendered;
    } | null;
    expect(mirror).toMatchObject({ userId: shopperUser._id, data: { items: [{ quantity: 2 }] } });
  });
});
