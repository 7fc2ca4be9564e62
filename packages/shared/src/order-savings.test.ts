import { describe, expect, it } from "vitest";
import { orderSavings, totalSaving } from "./order-savings";

describe("an order's savings as the shopper reads them", () => {
  it("names the coupon, then the prepaid offer, leaving out savings of nothing", () => {
    const diwali = { couponCode: "DIWALI10", couponDiscount: 500, prepaidDiscount: 50 };
    expect(orderSavings(diwali)).toEqual([
      { label: "Coupon DIWALI10", amount: 500 },
      { label: "Prepaid offer", amount: 50 },
    ]);
    expect(totalSaving(diwali)).toBe(550);
    expect(orderSavings({ couponCode: null, couponDiscount: 0, prepaidDiscount: 25.5 })).toEqual([
      { label: "Prepaid offer", amount: 25.5 },
    ]);
    expect(orderSavings({ couponCode: "NOPE", couponDiscount: 0, prepaidDiscount: 0 })).toEqual([]);
    expect(totalSaving({ couponDiscount: 0.1, prepaidDiscount: 0.2 })).toBe(0.3);
  });
});
