import { describe, expect, it } from "vitest";
import { SuggestCache } from "./suggest-cache";

describe("SuggestCache and scheduled sales", () => {
  it("drops every kept suggestion when the next sale starts or ends, asking when once per generation", async () => {
    let asked = 0;
    const cache = new SuggestCache(10, async () => {
      asked++;
      return 5_000;
    });
    let computed = 0;
    const compute = async () => ({ products: [], categories: [{ _id: String(++computed), name: "Coolers" }] });
    await cache.answer("cooler", compute, 1_000);
    await cache.answer("fan", compute, 1_000);
    expect((await cache.answer("cooler", compute, 4_999)).categories[0]!._id).toBe("1");
    expect(asked).toBe(1);
    expect((await cache.answer("cooler", compute, 5_000)).categories[0]!._id).toBe("3");
    expect(asked).toBe(2);
  });
});
