import { describe, expect, it } from "vitest";
import { buildCart } from "./cart";
import type { ProductType } from "./catalog";
import { formatPaise } from "./money";
import { sampleProduct } from "./testing";
import {
  lineSavingsPaise,
  lineTotalPaise,
  priceCart,
  priceCheckout,
  productLine,
  unitPricePaise,
  type DeliveryFees,
} from "./pricing";
import { defaultStoreProfile, deliveryFeesOf } from "./site-settings";

/** The demo store's fees: ₹5 delivery, ₹70 for cash on delivery below ₹500. */
const demo = deliveryFeesOf(defaultStoreProfile);

function product(price: number, salePrice?: number): ProductType {
  return sampleProduct({
    _id: `p-${price}-${salePrice ?? "none"}`,
    price,
    ...(salePrice === undefined ? {} : { salePrice }),
  });
}

describe("priceCart", () => {
  it("charges the sale price when there is one, else the price", () => {
    expect(unitPricePaise({ pricePaise: 1_499_900, salePricePaise: 1_249_900 })).toBe(1_249_900);
    expect(unitPricePaise({ pricePaise: 1_499_900, salePricePaise: null })).toBe(1_499_900);
    expect(unitPricePaise({ pricePaise: 1_499_900 })).toBe(1_499_900);
  });

  it("adds the flat 5 rupee shipping fee to a cart with lines", () => {
    const totals = priceCart(
      [
        { pricePaise: 250_000, quantity: 2 },
        { pricePaise: 300_000, salePricePaise: 199_900, quantity: 1 },
      ],
      demo,
    );
    expect(totals).toEqual({
      subtotalPaise: 699_900,
      shippingPaise: 500,
      totalPaise: 700_400,
      savingsPaise: 100_100,
    });
  });

  it("charges nothing, not even shipping, for an empty cart", () => {
    expect(priceCart([], demo)).toEqual({
      subtotalPaise: 0,
      shippingPaise: 0,
      totalPaise: 0,
      savingsPaise: 0,
    });
  });

  it("is exact to the paisa where floating-point rupees are not: 3 × ₹1,299.99", () => {
    expect(3 * 1299.99).not.toBe(3899.97);
    const line = productLine(product(1299.99), 3);
    expect(lineTotalPaise(line)).toBe(389_997);
    const totals = priceCart([line], demo);
    expect(totals.totalPaise).toBe(390_497);
    expect(formatPaise(totals.totalPaise)).toBe("₹3,904.97");
  });

  it("keeps sums of awkward fractions exact: 7 × ₹0.10 + 3 × ₹19.99", () => {
    const totals = priceCart([productLine(product(0.1), 7), productLine(product(25, 19.99), 3)], demo);
    expect(totals.subtotalPaise).toBe(70 + 5_997);
  });

  it("saves (price − sale price) × quantity, summed over the lines on sale", () => {
    const onSale = productLine(product(12_499, 10_999.5), 3);
    expect(lineSavingsPaise(onSale)).toBe(3 * 149_950);
    expect(lineSavingsPaise(productLine(product(1299.99), 2))).toBe(0);
    expect(priceCart([onSale, productLine(product(25, 19.99), 2)], demo).savingsPaise).toBe(
      3 * 149_950 + 2 * 501,
    );
  });
});

describe("productLine", () => {
  it("turns a contract product's rupees into paise, keeping the absent sale price absent", () => {
    expect(productLine(product(12_499, 10_999.5), 2)).toEqual({
      pricePaise: 1_249_900,
      salePricePaise: 1_099_950,
      quantity: 2,
    });
    expect(productLine(product(19.99), 1)).toEqual({ pricePaise: 1_999, salePricePaise: null, quantity: 1 });
  });
});

describe("buildCart", () => {
  it("states the cart's figures in rupees with at most two decimals", () => {
    const cart = buildCart(
      [
        { product: product(1299.99), quantity: 3 },
        { product: product(4999, 3499.5), quantity: 1 },
      ],
      [],
      demo,
    );
    expect(cart.subtotal).toBe(7399.47);
    expect(cart.shippingFee).toBe(5);
    expect(cart.total).toBe(7404.47);
    expect(cart.savings).toBe(1499.5);
  });

  it("shows an empty cart as zero everywhere", () => {
    expect(buildCart([], [], demo)).toEqual({
      items: [],
      unavailable: [],
      subtotal: 0,
      shippingFee: 0,
      total: 0,
      savings: 0,
    });
  });
});

describe("cash on delivery", () => {
  const line = (rupees: number) => productLine(product(rupees), 1);

  it("costs ₹70 below ₹500 of goods and nothing from ₹500, shipping either way", () => {
    expect(priceCheckout([line(499.99)], "cod", demo)).toEqual({
      subtotalPaise: 49_999,
      shippingPaise: 500,
      codChargePaise: 7_000,
      totalPaise: 57_499,
      savingsPaise: 0,
    });
    expect(priceCheckout([line(500)], "cod", demo)).toEqual({
      subtotalPaise: 50_000,
      shippingPaise: 500,
      codChargePaise: 0,
      totalPaise: 50_500,
      savingsPaise: 0,
    });
    expect(priceCheckout([line(499.99)], "online", demo)).toMatchObject({
      codChargePaise: 0,
      totalPaise: 50_499,
    });
  });

  it("charges nothing for an empty cart", () => {
    expect(priceCheckout([], "cod", demo)).toEqual({
      subtotalPaise: 0,
      shippingPaise: 0,
      codChargePaise: 0,
      totalPaise: 0,
      savingsPaise: 0,
    });
  });
});

describe("the store's own fees", () => {
  /** The example: ₹40 delivery, free from ₹999; ₹50 for COD below ₹1,000. */
  const owners: DeliveryFees = {
    deliveryFeePaise: 4_000,
    freeDeliveryFromPaise: 99_900,
    codChargePaise: 5_000,
    codChargeBelowPaise: 100_000,
  };
  const line = (rupees: number) => productLine(product(rupees), 1);

  it("charge the settings' delivery fee below the free-delivery threshold and nothing from it", () => {
    expect(priceCart([line(998.99)], owners)).toMatchObject({ shippingPaise: 4_000, totalPaise: 103_899 });
    expect(priceCart([line(999)], owners)).toMatchObject({ shippingPaise: 0, totalPaise: 99_900 });
    expect(priceCart([], owners).shippingPaise).toBe(0);
  });

  it("never make delivery free without a threshold", () => {
    expect(priceCart([line(1_00_000)], { ...owners, freeDeliveryFromPaise: null }).shippingPaise).toBe(4_000);
  });

  it("charge the settings' COD charge below its threshold", () => {
    expect(priceCheckout([line(999)], "cod", owners)).toMatchObject({
      shippingPaise: 0,
      codChargePaise: 5_000,
      totalPaise: 104_900,
    });
    expect(priceCheckout([line(1_000)], "cod", owners)).toMatchObject({
      codChargePaise: 0,
      totalPaise: 100_000,
    });
  });

  it("are the demo's ₹5 delivery and ₹70 COD below ₹500 by default", () => {
    expect(demo).toEqual({
      deliveryFeePaise: 500,
      freeDeliveryFromPaise: null,
      codChargePaise: 7_000,
      codChargeBelowPaise: 50_000,
    });
  });
});
