import { describe, expect, it } from "vitest";
import { describeDemoCounts } from "./demo-clear";

describe("what removing the demo takes away, in words", () => {
  it("names each kind with its count, one or many, and leaves out what is not there", () => {
    const none = {
      orders: 0,
      buyers: 0,
      reviews: 0,
      products: 0,
      hiddenProducts: 0,
      banners: 0,
      blogs: 0,
      testimonials: 0,
    };
    expect(describeDemoCounts(none)).toEqual([]);
    expect(
      describeDemoCounts({ ...none, products: 46, hiddenProducts: 1, orders: 10, buyers: 1, blogs: 6 }),
    ).toEqual([
      "46 products",
      "1 product hidden, not removed: a real order bought it",
      "10 orders",
      "1 buyer account",
      "6 blog posts",
    ]);
  });
});
