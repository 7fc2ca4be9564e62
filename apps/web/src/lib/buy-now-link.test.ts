import { describe, expect, it } from "vitest";
import { buyNowPath, readBuyNow } from "./buy-now-link";

const read = (path: string) => readBuyNow(new URL(path, "https://shop.test").searchParams);

describe("the Buy Now checkout's address (docs/decisions/200-buy-now-alone.md)", () => {
  it("names the one product, and the quantity only when more than one was picked", () => {
    expect(buyNowPath("mixer-id", 1)).toBe("/checkoutPage?buyNow=mixer-id");
    expect(buyNowPath("mixer-id", 3)).toBe("/checkoutPage?buyNow=mixer-id&quantity=3");
    expect(read(buyNowPath("mixer-id", 1))).toEqual({ product: "mixer-id", quantity: 1 });
    expect(read(buyNowPath("mixer-id", 3))).toEqual({ product: "mixer-id", quantity: 3 });
  });

  it("is the checkout of the cart without buyNow, and one unit for a quantity that is not a count", () => {
    expect(read("/checkoutPage")).toBeNull();
    for (const quantity of ["0", "-2", "1.5", "two"]) {
      expect(read(`/checkoutPage?buyNow=mixer-id&quantity=${quantity}`)).toEqual({ product: "mixer-id", quantity: 1 });
    }
  });
});
