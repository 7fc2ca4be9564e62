import { describe, expect, it } from "vitest";
import { codRulesRefusal, codRuleText, codShopperReason, defaultCodRules, judgeCod, type CodHistory } from "./cod-rules";

/** The COD rules at their thresholds (docs/decisions/307-cod-rules-at-checkout.md). */

const LIMIT = 5_000_000;
const clean: CodHistory = { refusals: 0, deliveredOrders: 1, pincodeShipped: 0, pincodeRefused: 0 };
const judged = (history: Partial<CodHistory>, totalPaise = 100_000, rules = defaultCodRules) =>
  judgeCod(rules, LIMIT, { ...clean, ...history }, totalPaise);

describe("the shopper's refused parcels", () => {
  it("refuse COD from the limit (2 by default), not below it", () => {
    expect(judged({ refusals: 1 })).toEqual({ available: true });
    expect(judged({ refusals: 2 })).toEqual({ available: false, rule: "shopperRefusals", figures: { refusals: 2, limit: 2 } });
  });
  it("refuse nothing when the rule is off (empty or 0)", () => {
    expect(judged({ refusals: 9 }, 100_000, { ...defaultCodRules, maxRefusals: null }).available).toBe(true);
    expect(judged({ refusals: 9 }, 100_000, { ...defaultCodRules, maxRefusals: 0 }).available).toBe(true);
  });
});

describe("the pincode's refusal rate", () => {
  it("refuses above the rate once the pincode had the minimum of shipped parcels", () => {
    expect(judged({ pincodeShipped: 10, pincodeRefused: 3 }).available).toBe(true); // exactly 30%
    expect(judged({ pincodeShipped: 10, pincodeRefused: 4 })).toMatchObject({ available: false, rule: "pincodeRtoRate" });
    expect(judged({ pincodeShipped: 9, pincodeRefused: 9 }).available).toBe(true); // below the minimum
    expect(judged({ pincodeShipped: 1, pincodeRefused: 1 }, 100_000, { ...defaultCodRules, pincodeMinShipped: 1 }).available).toBe(false);
  });
  it("refuses nothing when the rule is off", () => {
    expect(judged({ pincodeShipped: 10, pincodeRefused: 10 }, 100_000, { ...defaultCodRules, pincodeRtoPercent: null }).available).toBe(true);
  });
});

describe("the order value and a first order", () => {
  it("refuses above the COD limit, not at it", () => {
    expect(judged({}, LIMIT).available).toBe(true);
    expect(judged({}, LIMIT + 1)).toMatchObject({ available: false, rule: "orderValue" });
  });
  it("refuses a first order above its limit, only while the shopper has no delivered order, and not when off", () => {
    const rules = { ...defaultCodRules, firstOrderLimitPaise: 200_000 };
    expect(judged({ deliveredOrders: 0 }, 200_000, rules).available).toBe(true);
    expect(judged({ deliveredOrders: 0 }, 200_001, rules)).toMatchObject({ available: false, rule: "firstOrder" });
    expect(judged({ deliveredOrders: 1 }, 200_001, rules).available).toBe(true);
    expect(judged({ deliveredOrders: 0 }, 9_000_00, defaultCodRules).available).toBe(true);
  });
});

describe("what the shopper and staff read", () => {
  it("tells the shopper one reason for every history rule, with the prepaid saving where there is one", () => {
    const refused = judged({ refusals: 3 });
    const pincode = judged({ pincodeShipped: 20, pincodeRefused: 10 });
    if (refused.available || pincode.available) throw new Error("expected refusals");
    expect(codShopperReason(refused, "₹50")).toBe("Cash on delivery is not available for this order: pay online and save ₹50.");
    expect(codShopperReason(pincode, null)).toBe(codRulesRefusal(null));
    expect(codRulesRefusal(null)).toBe("Cash on delivery is not available for this order: please pay online.");
    expect(codRuleText(refused.rule, refused.figures)).toBe("3 refused parcels (limit 2)");
    expect(codRuleText(pincode.rule, pincode.figures)).toBe("pincode returned 10 of 20 COD parcels in 90 days, 50% (limit 30% from 10 parcels)");
  });
  it("names the published COD limit for the order value", () => {
    const over = judged({}, LIMIT + 100);
    if (over.available) throw new Error("expected a refusal");
    expect(codShopperReason(over, "₹50")).toBe("Cash on delivery is available for orders up to ₹50,000. Please pay online.");
  });
});
