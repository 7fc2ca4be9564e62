import { describe, expect, it } from "vitest";
import { emiCost } from "./emi";

describe("EMI by the reducing-balance formula", () => {
  it("gives the instalment banks' calculators give, to the paisa", () => {
    // ₹50,000 over 12 months at 15% a year: ₹4,512.92 a month (50000·0.0125·1.0125^12 / (1.0125^12 − 1)).
    expect(emiCost(5_000_000, { tenureMonths: 12, yearlyRatePercent: 15, noCost: false })).toEqual({
      monthlyPaise: 451_292,
      interestPaise: 415_504,
      totalPaise: 5_415_504,
      discountPaise: 0,
    });
    // ₹1,00,000 over 24 months at 12%: ₹4,707.35.
    expect(emiCost(10_000_000, { tenureMonths: 24, yearlyRatePercent: 12, noCost: false }).monthlyPaise).toBe(
      470_735,
    );
  });

  it("at no interest splits the price evenly; the last instalment makes up what rounding to the paisa leaves", () => {
    expect(emiCost(1_199_900, { tenureMonths: 6, yearlyRatePercent: 0, noCost: false })).toEqual({
      monthlyPaise: 199_983,
      interestPaise: 0,
      totalPaise: 1_199_900,
      discountPaise: 0,
    });
  });

  it("no-cost: the instalments add up to the price and the discount is the bank's interest on what is financed", () => {
    // ₹30,000 over 6 months at 16%: ₹5,000 a month finances ₹28,648.32, so ₹1,351.68 comes off at payment.
    const cost = emiCost(3_000_000, { tenureMonths: 6, yearlyRatePercent: 16, noCost: true });
    expect(cost).toEqual({
      monthlyPaise: 500_000,
      interestPaise: 0,
      totalPaise: 3_000_000,
      discountPaise: 135_168,
    });
    // What is financed, at the plan's rate, is paid back by exactly those instalments.
    expect(
      emiCost(3_000_000 - cost.discountPaise, { tenureMonths: 6, yearlyRatePercent: 16, noCost: false })
        .monthlyPaise,
    ).toBe(500_000);
  });
});
