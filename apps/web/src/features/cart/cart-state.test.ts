import { buildCart } from "@vayu/shared/cart";
import type { ProductType } from "@vayu/shared/catalog";
import { sampleProduct } from "@vayu/shared/testing";
import { describe, expect, it } from "vitest";
import { defaultStoreProfile, deliveryFeesOf } from "@vayu/shared/site-settings";
import { withQuantity } from "./cart-state";

const demoFees = deliveryFeesOf(defaultStoreProfile);

const product = (id: string, price: number, salePrice?: number): ProductType =>
  sampleProduct({ _id: id, title: `Product ${id}`, price, ...(salePrice === undefined ? {} : { salePrice }) });

const cart = buildCart(
  [
    { product: product("a", 1299.99), quantity: 1 },
    { product: product("b", 4999, 3999.5), quantity: 2 },
  ],
  [{ _id: "gone", title: "Retired Fan" }],
  demoFees,
);

describe("withQuantity (the cart page's optimistic change)", () => {
  it("changes one line and reprices the cart to the paisa", () => {
    const next = withQuantity(cart, "a", 3, demoFees);
    expect(next.items.map((i) => i.quantity)).toEqual([3, 2]);
    expect(next).toMatchObject({ subtotal: 11898.97, shippingFee: 5, total: 11903.97 });
    expect(cart.items[0]!.quantity).toBe(1);
    expect(next.unavailable).toEqual(cart.unavailable);
  });

  it("keeps the coupon the server found, with its saving and its reason, until the server answers", () => {
    const held = { ...cart, coupon: { code: "DIWALI10", discount: 500, problem: null }, total: cart.total - 500 };
    const next = withQuantity(held, "a", 3, demoFees);
    expect(next.coupon).toEqual({ code: "DIWALI10", discount: 500, problem: null });
    expect(next).toMatchObject({ subtotal: 11898.97, total: 11403.97, totals: { discount: 500, total: 11403.97 } });
    const short = { ...cart, coupon: { code: "BIG", discount: 0, problem: "Add items worth ₹10.00 more" } };
    expect(withQuantity(short, "a", 2, demoFees).coupon).toEqual(short.coupon);
  });
});
