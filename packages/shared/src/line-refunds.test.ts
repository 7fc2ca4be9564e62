import { describe, expect, it } from "vitest";
import { linePaidPaise, lineRefundPaise } from "./line-refunds";

// Three kettles at Rs 1,299.99 with Rs 175.95 of the order's discount: Rs 3,724.02 paid.
const kettles = { unitPricePaise: 129_999, quantity: 3, discountPaise: 17_595 };

describe("refunding units of a discounted line", () => {
  it("pays back the paid value × units ÷ quantity, rounded down", () => {
    expect(linePaidPaise(kettles)).toBe(372_402);
    expect(lineRefundPaise(kettles, 1, 3, 0)).toBe(124_134);
    expect(lineRefundPaise(kettles, 2, 3, 0)).toBe(248_268);
  });

  it("pays what is left of the line for its last units, so its parts add up to what was paid", () => {
    const odd = { unitPricePaise: 100_000, quantity: 3, discountPaise: 1 }; // 2,999.99 paid
    const first = lineRefundPaise(odd, 1, 3, 0);
    const second = lineRefundPaise(odd, 1, 2, first);
    const last = lineRefundPaise(odd, 1, 1, first + second);
    expect([first, second, last]).toEqual([99_999, 99_999, 100_001]);
    expect(first + second + last).toBe(linePaidPaise(odd));
    expect(lineRefundPaise(odd, 3, 3, 0)).toBe(299_999);
  });

  it("never pays more than is left of the line", () => {
    expect(lineRefundPaise(kettles, 1, 2, 372_000)).toBe(402);
    expect(lineRefundPaise(kettles, 1, 1, 372_402)).toBe(0);
    expect(lineRefundPaise({ unitPricePaise: 50_000, quantity: 1, discountPaise: 0 }, 1, 1, 0)).toBe(50_000);
  });
});
