import { describe, expect, it } from "vitest";
import { buildCart } from "./cart";
import type { ProductType } from "./catalog";
import { formatPaise } from "./money";
import { diwali10Terms, sampleProduct } from "./testing";
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
import { discountOn, spreadDiscount, type CouponTerms, type PrepaidOfferTerms } from "./discounts";

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
      couponDiscountPaise: 0,
      shippingPaise: 500,
      totalPaise: 700_400,
      savingsPaise: 100_100,
      couponShortfall: null,
    });
  });

  it("charges nothing, not even shipping, for an empty cart", () => {
    expect(priceCart([], demo)).toEqual({
      subtotalPaise: 0,
      couponDiscountPaise: 0,
      shippingPaise: 0,
      totalPaise: 0,
      savingsPaise: 0,
      couponShortfall: null,
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
    expect(productLine(product(12_499, 10_999.5), 2)).toMatchObject({
      pricePaise: 1_249_900,
      salePricePaise: 1_099_950,
      quantity: 2,
    });
    expect(productLine(product(19.99), 1)).toMatchObject({ pricePaise: 1_999, salePricePaise: null, quantity: 1 });
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
      coupon: null,
      totals: { subtotal: 0, discount: 0, shipping: 0, codCharge: 0, total: 0 },
    });
  });
});

describe("cash on delivery", () => {
  const line = (rupees: number) => productLine(product(rupees), 1);

  it("costs ₹70 below ₹500 of goods and nothing from ₹500, shipping either way", () => {
    expect(priceCheckout([line(499.99)], "cod", demo)).toMatchObject({
      subtotalPaise: 49_999,
      shippingPaise: 500,
      codChargePaise: 7_000,
      totalPaise: 57_499,
      savingsPaise: 0,
    });
    expect(priceCheckout([line(500)], "cod", demo)).toMatchObject({
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
    expect(priceCheckout([], "cod", demo)).toMatchObject({
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

describe("promotions (docs/product/promotions.md)", () => {
  const cooler = sampleProduct({ _id: "cooler", price: 8_290, category: { _id: "coolers", name: "Air Coolers" } });
  const fan = sampleProduct({ _id: "fan", price: 1_999, category: { _id: "fans", name: "Fans" } });
  const diwali10 = diwali10Terms;
  const prepaid5: PrepaidOfferTerms = { kind: "percent", value: 5, maxDiscountPaise: 10_000 };

  it("takes DIWALI10 (10%, cap ₹500, minimum ₹2,000) off an ₹8,290 cooler, then the prepaid offer, then delivery", () => {
    const totals = priceCheckout([productLine(cooler, 1)], "online", demo, { coupon: diwali10, prepaidOffer: prepaid5 });
    expect(totals).toMatchObject({
      subtotalPaise: 8_29_000,
      couponDiscountPaise: 50_000, // 10% is ₹829, capped at ₹500
      prepaidDiscountPaise: 10_000, // 5% of ₹7,790 is ₹389.50, capped at ₹100
      discountPaise: 60_000,
      shippingPaise: 500,
      totalPaise: 8_29_000 - 60_000 + 500,
      lineDiscountsPaise: [60_000],
    });
  });

  it("never gives the prepaid offer to cash on delivery, and keeps the delivery fee the same either way", () => {
    const cod = priceCheckout([productLine(cooler, 1)], "cod", demo, { coupon: diwali10, prepaidOffer: prepaid5 });
    expect(cod.prepaidDiscountPaise).toBe(0);
    expect(cod.totalPaise - priceCheckout([productLine(cooler, 1)], "online", demo, { coupon: diwali10, prepaidOffer: prepaid5 }).totalPaise).toBe(10_000);
  });

  it("keeps a coupon below its minimum on the cart, taking nothing off and saying why", () => {
    const totals = priceCart([productLine(fan, 1)], demo, { coupon: diwali10 });
    expect(totals).toMatchObject({ couponDiscountPaise: 0, couponShortfall: "below-minimum", totalPaise: 1_99_900 + 500 });
    expect(buildCart([{ product: fan, quantity: 1 }], [], demo, diwali10).coupon).toEqual({
      code: "DIWALI10",
      discount: 0,
      problem: "Add items worth ₹1.00 more to use this coupon: it needs a cart of ₹2,000.00.",
    });
  });

  it("takes a category coupon only off that category's lines and spreads it over them", () => {
    const coolersOnly: CouponTerms = { ...diwali10, maxDiscountPaise: null, minCartValuePaise: null, categoryIds: ["coolers"] };
    const totals = priceCheckout([productLine(fan, 2), productLine(cooler, 1)], "online", demo, { coupon: coolersOnly });
    expect(totals.couponDiscountPaise).toBe(82_900);
    expect(totals.lineDiscountsPaise).toEqual([0, 82_900]);
    expect(priceCart([productLine(fan, 1)], demo, { coupon: coolersOnly }).couponShortfall).toBe("not-applicable");
  });

  it("takes a flat coupon whole, but never more than the goods it covers", () => {
    const flat: CouponTerms = { ...diwali10, kind: "flat", value: 3_00_000, minCartValuePaise: null };
    expect(priceCart([productLine(fan, 1)], demo, { coupon: flat })).toMatchObject({ couponDiscountPaise: 1_99_900, totalPaise: 500 });
  });
});

describe("spreadDiscount", () => {
  it("shares in proportion to the line values and gives the paise left over to the largest line", () => {
    expect(spreadDiscount(1_000, [3_333, 3_333, 3_334])).toEqual([333, 333, 334]);
    expect(spreadDiscount(100, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(spreadDiscount(2, [1_000, 1, 1])).toEqual([2, 0, 0]);
    const shares = spreadDiscount(77_777, [12_345, 98_765, 55_555, 1]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(77_777);
  });

  it("never takes a line below zero, passing what is left to the next largest", () => {
    expect(spreadDiscount(2_999, [1_000, 1_000, 1_000])).toEqual([1_000, 1_000, 999]);
  });

  it("rounds a percentage down to the paisa and caps it", () => {
    expect(discountOn(99_999, { kind: "percent", value: 10, maxDiscountPaise: null })).toBe(9_999);
    expect(discountOn(99_999, { kind: "percent", value: 10, maxDiscountPaise: 5_000 })).toBe(5_000);
  });
});
