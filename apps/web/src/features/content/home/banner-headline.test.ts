import { describe, expect, it } from "vitest";
import { headlineType } from "./banner-headline";

describe("a banner headline's type (docs/decisions/203-banner-headlines-above-the-dots.md)", () => {
  it("keeps a short offer large, and sets the longest a staff member may write smaller and wider", () => {
    expect(headlineType("Fans from ₹1,299")).toBe("max-w-[14ch] text-2xl sm:text-4xl md:text-5xl");
    expect(headlineType("x".repeat(160))).toBe("max-w-[34ch] text-sm sm:text-lg md:text-2xl lg:text-3xl");
    expect(headlineType("x".repeat(60))).toBe("max-w-[22ch] text-lg sm:text-2xl md:text-3xl lg:text-4xl");
  });
});
