import type { ProductType } from "@vayu/shared/catalog";
import { messages } from "@vayu/shared/messages";
import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { clearSession } from "../../lib/session";
import { cartOf, fakeApi, openPage, product, signIn, type Answers } from "../../test/storefront";

const products = (count: number) => Array.from({ length: count }, (_, n) => product(n % 10, { _id: `4b0a3c1e-0000-4000-8000-${String(n).padStart(12, "0")}` }));
const lines = (items: ProductType[], quantity = 1) => items.map((item) => ({ product: item, quantity }));

/** The home of the store with its header, for a shopper whose cart and wishlist hold these. */
function openWith(cart: { product: ProductType; quantity: number }[], wishlist: ProductType[], url = "/about", more: Answers = {}) {
  signIn();
  const api = fakeApi({
    "GET /api/cart": [200, { cart: cartOf(cart) }],
    "GET /api/wishlist": [200, { wishlist: { products: wishlist } }],
    ...more,
  });
  return { ...api, ...openPage(url, { layout: true }) };
}

const badge = (name: "cart" | "wishlist") => screen.queryByTestId(`${name}-count`);

describe("the header's cart and wishlist badges", () => {
  it("show no count to a visitor who is not logged in", async () => {
    fakeApi();
    openPage("/about", { layout: true });
    expect(await screen.findByRole("link", { name: "Cart" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Wishlist" })).toBeInTheDocument();
    expect(badge("cart")).not.toBeInTheDocument();
    expect(badge("wishlist")).not.toBeInTheDocument();
  });

  it("count the shopper's cart lines and wishlist products", async () => {
    openWith(lines(products(2)), products(3));
    expect(await screen.findByRole("link", { name: "Cart, 2 items" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Wishlist, 3 items" })).toBeInTheDocument();
    expect(badge("cart")).toHaveTextContent("2");
    expect(badge("wishlist")).toHaveTextContent("3");
  });

  it("count lines, not the quantity of each", async () => {
    openWith(lines(products(1), 5), []);
    expect(await screen.findByRole("link", { name: "Cart, 1 items" })).toBeInTheDocument();
  });

  it("show no badge once the cart is read and empty", async () => {
    openWith([], [], "/cart");
    expect(await screen.findByRole("heading", { name: messages.cart.emptyTitle })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cart" })).toBeInTheDocument();
    expect(badge("cart")).not.toBeInTheDocument();
  });

  it("go to nothing when the last line is removed", async () => {
    const [only] = products(1) as [ProductType];
    const { user } = openWith(lines([only]), [], "/cart", {
      [`DELETE /api/cart/remove/${only._id}`]: [200, { cart: cartOf([]), message: messages.cart.removed }],
    });
    await screen.findByRole("link", { name: "Cart, 1 items" });
    await user.click(screen.getByRole("button", { name: `Remove ${only.title} from cart` }));
    await waitFor(() => expect(badge("cart")).not.toBeInTheDocument());
    expect(screen.getByRole("link", { name: "Cart" })).toBeInTheDocument();
  });

  it("show 99+ above 99", async () => {
    openWith(lines(products(120)), []);
    expect(await screen.findByRole("link", { name: "Cart, 120 items" })).toBeInTheDocument();
    expect(badge("cart")).toHaveTextContent("99+");
  });

  it("go down as a line is removed on the cart page", async () => {
    const [kept, removed] = products(2) as [ProductType, ProductType];
    const { user } = openWith(lines([kept, removed]), [], "/cart", {
      [`DELETE /api/cart/remove/${removed._id}`]: [200, { cart: cartOf(lines([kept])), message: messages.cart.removed }],
    });
    await screen.findByRole("link", { name: "Cart, 2 items" });
    await user.click(screen.getByRole("button", { name: `Remove ${removed.title} from cart` }));
    expect(await screen.findByRole("link", { name: "Cart, 1 items" })).toBeInTheDocument();
  });

  it("go down as a product is removed from the wishlist page", async () => {
    const [kept, removed] = products(2) as [ProductType, ProductType];
    const { user } = openWith([], [kept, removed], "/wishlist", {
      [`DELETE /api/wishlist/${removed._id}`]: [200, { wishlist: { products: [kept] }, message: messages.wishlist.removed }],
    });
    await screen.findByRole("link", { name: "Wishlist, 2 items" });
    await user.click(screen.getByRole("button", { name: `Remove ${removed.title} from wishlist` }));
    expect(await screen.findByRole("link", { name: "Wishlist, 1 items" })).toBeInTheDocument();
  });

  it("go away when the shopper's session ends", async () => {
    openWith(lines(products(2)), products(1));
    await screen.findByRole("link", { name: "Cart, 2 items" });
    act(() => clearSession());
    await waitFor(() => expect(badge("cart")).not.toBeInTheDocument());
    expect(badge("wishlist")).not.toBeInTheDocument();
  });
});
