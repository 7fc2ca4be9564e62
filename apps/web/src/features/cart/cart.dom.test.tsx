import type { ProductType } from "@vayu/shared/catalog";
import { messages } from "@vayu/shared/messages";
import { quantityOutOfStockMessage } from "@vayu/shared/cart";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cartOf, fakeApi, openPage, product, signIn, type ApiCall } from "../../test/storefront";

const cooler = product(1, { title: "Desert Cooler", price: 8000, stock: 3 });
const fan = product(2, { title: "Tower Fan", price: 5000, stock: 10 });

/** A cart API over `lines`: it keeps the changes the page asks for, as the server does. */
function cartApi(start: { product: ProductType; quantity: number }[]) {
  let lines = start;
  const answer = () => [200, { cart: cartOf(lines) }] as const;
  return fakeApi({
    "GET /api/cart": answer,
    "PUT /api/cart/updatequantity": ({ body }: ApiCall) => {
      const { productId, quantity } = body as { productId: string; quantity: number };
      lines = lines.map((line) => (line.product._id === productId ? { ...line, quantity } : line));
      return answer();
    },
    [`DELETE /api/cart/remove/${cooler._id}`]: () => {
      lines = lines.filter((line) => line.product._id !== cooler._id);
      return [200, { cart: cartOf(lines), message: messages.cart.removed }];
    },
  });
}

async function openCart() {
  signIn();
  const page = openPage("/cart");
  await screen.findByRole("heading", { name: "Shopping Cart" });
  const stepper = (item: ProductType) => ({
    quantity: () => screen.getByRole("status", { name: `Quantity of ${item.title}` }),
    minus: screen.getByRole("button", { name: `Decrease quantity of ${item.title}` }),
    plus: screen.getByRole("button", { name: `Increase quantity of ${item.title}` }),
  });
  return { ...page, stepper };
}

const lineOf = (item: ProductType) =>
  screen.getAllByTestId("cart-line").find((line) => within(line).queryByText(item.title)) as HTMLElement;

describe("the cart's quantity rules", () => {
  it("counts the products in the cart and shows each line's quantity", async () => {
    cartApi([{ product: cooler, quantity: 2 }, { product: fan, quantity: 1 }]);
    const { stepper } = await openCart();
    expect(screen.getByText("2 products in your cart")).toBeInTheDocument();
    expect(stepper(cooler).quantity()).toHaveTextContent("2");
    expect(stepper(fan).quantity()).toHaveTextContent("1");
  });

  it("cannot go below 1: minus is disabled at 1", async () => {
    const { writes } = cartApi([{ product: fan, quantity: 1 }]);
    const { stepper, user } = await openCart();
    expect(stepper(fan).minus).toBeDisabled();
    await user.click(stepper(fan).minus);
    expect(writes()).toEqual([]);
  });

  it("cannot go above the stock: plus is disabled at the stock", async () => {
    cartApi([{ product: cooler, quantity: 3 }]);
    const { stepper } = await openCart();
    expect(stepper(cooler).plus).toBeDisabled();
    expect(stepper(cooler).minus).toBeEnabled();
  });

  it("steps up by one, asks the API to increase, and reprices the line", async () => {
    const { writes } = cartApi([{ product: fan, quantity: 1 }]);
    const { stepper, user } = await openCart();
    await user.click(stepper(fan).plus);
    await waitFor(() => expect(stepper(fan).quantity()).toHaveTextContent("2"));
    expect(within(lineOf(fan)).getByTestId("line-total")).toHaveTextContent("10,000");
    expect(writes()).toEqual([
      { method: "PUT", path: "/api/cart/updatequantity", body: { productId: fan._id, quantity: 2, type: "increase" } },
    ]);
  });

  it("steps down by one and asks the API to decrease", async () => {
    const { writes } = cartApi([{ product: fan, quantity: 3 }]);
    const { stepper, user } = await openCart();
    await user.click(stepper(fan).minus);
    await waitFor(() => expect(stepper(fan).quantity()).toHaveTextContent("2"));
    expect(writes()[0]?.body).toEqual({ productId: fan._id, quantity: 2, type: "decrease" });
  });

  it("disables plus once a step reaches the stock", async () => {
    cartApi([{ product: cooler, quantity: 2 }]);
    const { stepper, user } = await openCart();
    await user.click(stepper(cooler).plus);
    await waitFor(() => expect(stepper(cooler).quantity()).toHaveTextContent("3"));
    await waitFor(() => expect(stepper(cooler).plus).toBeDisabled());
  });

  it("when stock fell below the quantity, says so and one step down lands on what is left", async () => {
    const { writes } = cartApi([{ product: cooler, quantity: 5 }]);
    const { stepper, user } = await openCart();
    expect(screen.getByText("Only 3 left: lower the quantity to check out")).toBeInTheDocument();
    await user.click(stepper(cooler).minus);
    await waitFor(() => expect(stepper(cooler).quantity()).toHaveTextContent("3"));
    expect(writes()[0]?.body).toMatchObject({ quantity: 3, type: "decrease" });
    await waitFor(() => expect(screen.queryByText(/lower the quantity/)).not.toBeInTheDocument());
  });

  it("an out-of-stock line asks to be removed and its stepper is disabled", async () => {
    cartApi([{ product: { ...cooler, stock: 0 }, quantity: 1 }]);
    const { stepper } = await openCart();
    expect(screen.getByText("Out of stock: remove it to check out")).toBeInTheDocument();
    expect(stepper(cooler).plus).toBeDisabled();
    expect(stepper(cooler).minus).toBeDisabled();
  });

  it("puts the quantity back and shows the server's reason when it refuses a step", async () => {
    const refused = quantityOutOfStockMessage(1);
    fakeApi({
      "GET /api/cart": [200, { cart: cartOf([{ product: fan, quantity: 1 }]) }],
      "PUT /api/cart/updatequantity": [400, { message: refused }],
    });
    const { stepper, user } = await openCart();
    await user.click(stepper(fan).plus);
    expect(await screen.findByText(refused)).toBeInTheDocument();
    expect(stepper(fan).quantity()).toHaveTextContent("1");
  });

  it("removes a line, says so, and the other line stays", async () => {
    const { writes } = cartApi([{ product: cooler, quantity: 1 }, { product: fan, quantity: 1 }]);
    const { user } = await openCart();
    await user.click(screen.getByRole("button", { name: `Remove ${cooler.title} from cart` }));
    expect(await screen.findByText(messages.cart.removed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(cooler.title)).not.toBeInTheDocument());
    expect(screen.getByText(fan.title)).toBeInTheDocument();
    expect(writes()).toEqual([{ method: "DELETE", path: `/api/cart/remove/${cooler._id}`, body: undefined }]);
  });

  it("removing the last line shows the empty cart", async () => {
    cartApi([{ product: cooler, quantity: 2 }]);
    const { user } = await openCart();
    await user.click(screen.getByRole("button", { name: `Remove ${cooler.title} from cart` }));
    expect(await screen.findByRole("heading", { name: messages.cart.emptyTitle })).toBeInTheDocument();
  });

  it("says the line was not removed when the API fails, and keeps it", async () => {
    fakeApi({ "GET /api/cart": [200, { cart: cartOf([{ product: cooler, quantity: 1 }]) }] });
    const { user } = await openCart();
    await user.click(screen.getByRole("button", { name: `Remove ${cooler.title} from cart` }));
    expect(await screen.findByText(messages.cart.removeFailed)).toBeInTheDocument();
    expect(screen.getByText(cooler.title)).toBeInTheDocument();
  });

  it("sends a visitor who is not logged in to login", async () => {
    fakeApi();
    const { router } = openPage("/cart");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.search).toBe("?redirect=%2Fcart");
  });

  it("totals the lines in the order summary and follows a step", async () => {
    cartApi([{ product: cooler, quantity: 1 }, { product: fan, quantity: 2 }]);
    const { stepper, user } = await openCart();
    expect(screen.getByTestId("summary-total")).toHaveTextContent("18,000");
    expect(screen.getByText("Subtotal (3 items)")).toBeInTheDocument();
    await user.click(stepper(cooler).plus);
    await waitFor(() => expect(screen.getByTestId("summary-total")).toHaveTextContent("26,000"));
    expect(screen.getByText("Subtotal (4 items)")).toBeInTheDocument();
  });

  it("goes to checkout from the order summary", async () => {
    cartApi([{ product: fan, quantity: 1 }]);
    const { user, router } = await openCart();
    await user.click(screen.getByRole("button", { name: "Proceed to Checkout" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkoutPage"));
  });

  it("will not go to checkout while a line asks for more than is in stock", async () => {
    cartApi([{ product: cooler, quantity: 5 }]);
    await openCart();
    expect(screen.getByRole("button", { name: "Proceed to Checkout" })).toBeDisabled();
    expect(screen.getByText("Some items are no longer available in that quantity.")).toBeInTheDocument();
  });
});
