import { describe, expect, it } from "vitest";
import { boundedCacheControl } from "./cache";

describe("boundedCacheControl (docs/decisions/275-scheduled-sale-prices.md)", () => {
  const usual = "public, max-age=60, stale-while-revalidate=600";
  const now = 1_000_000;

  it("leaves the usual lifetime when the next change is further off than a copy reaches", () => {
    expect(boundedCacheControl(usual, Number.POSITIVE_INFINITY, now)).toBe(usual);
    expect(boundedCacheControl(usual, now + 660_000, now)).toBe(usual);
  });

  it("shrinks the stale time first, then the fresh time, so no copy outlives the change", () => {
    expect(boundedCacheControl(usual, now + 300_000, now)).toBe("public, max-age=60, stale-while-revalidate=240");
    expect(boundedCacheControl(usual, now + 2_500, now)).toBe("public, max-age=2, stale-while-revalidate=0");
    expect(boundedCacheControl(usual, now - 1, now)).toBe("public, max-age=0, stale-while-revalidate=0");
  });

  it("leaves alone what has no lifetime", () => {
    expect(boundedCacheControl("public, no-cache", now + 1000, now)).toBe("public, no-cache");
  });
});
