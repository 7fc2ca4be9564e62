import { describe, expect, it } from "vitest";
import { describeDemoCounts, noDemoContent as none } from "./demo-clear";

describe("what removing the demo takes away, in words", () => {
  it("names each kind with its count, one or many, and leaves out what is not there", () => {
    expect(describeDemoCounts(none)).toEqual([]);
    expect(
      describeDemoCounts({ ...none, products: 46, hiddenProducts: 1, orders: 10, buyers: 1, blogs: 6 }),
    ).toEqual([
      "46 products",
      "1 product hidden, not removed: a real order or checkout has it",
      "10 orders",
      "1 buyer account",
      "6 blog posts",
    ]);
  });
});
