import { describe, expect, it } from "vitest";
import type { AdminOrderDetailType } from "@vayu/shared/admin";
import { lineRefundSuggestion } from "./refund-suggestion";

type Line = AdminOrderDetailType["products"][number];
const line = (id: string, price: number, quantity: number, discount: number) =>
  ({ product: { _id: id, title: id }, price, quantity, discount }) as unknown as Line;

// Three fans at Rs 1,249.99 with Rs 374.99 of the order's coupon: Rs 3,374.98 paid for the line.
const fans = line("fans", 1_249.99, 3, 374.99);

describe("the staff console's suggested refund of units", () => {
  it("is what was paid for them, not their price: the line's paid value × units ÷ quantity, rounded down", () => {
    const order = { products: [fans], lineRefunds: [{ productId: "fans", unitsLeft: 3, refunded: 0 }] };
    expect(lineRefundSuggestion(order, "fans", 1)).toBe(112_499);
    expect(lineRefundSuggestion(order, "fans", 3)).toBe(337_498);
    expect(lineRefundSuggestion(order, "other", 1)).toBeNull();
  });

  it("for the line's last units, what is left of it after its earlier refunds", () => {
    const order = {
      products: [fans],
      lineRefunds: [{ productId: "fans", unitsLeft: 2, refunded: 1_124.99 }],
    };
    expect(lineRefundSuggestion(order, "fans", 2)).toBe(224_999);
    expect(lineRefundSuggestion(order, "fans", 1)).toBe(112_499);
  });

  it("is the price × units for a line bought without a discount", () => {
    const order = {
      products: [line("heater", 5_000, 2, 0)],
      lineRefunds: [{ productId: "heater", unitsLeft: 2, refunded: 0 }],
    };
    expect(lineRefundSuggestion(order, "heater", 1)).toBe(500_000);
  });
});
