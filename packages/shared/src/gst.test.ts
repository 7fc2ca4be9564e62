import { describe, expect, it } from "vitest";
import { regionNames } from "./india-states";
import { gstinCheckCharacter, gstinProblem, gstRegion, gstStateCodes } from "./gst";

describe("GSTIN", () => {
  it("accepts a published example and computes its check character", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(gstinProblem("27AAPFU0939F1ZV", "Maharashtra")).toBeNull();
  });

  it("refuses a wrong check character, a malformed number and another state's code", () => {
    expect(gstinProblem("27AAPFU0939F1ZW", "Maharashtra")).toMatch(/check character/);
    expect(gstinProblem("27AAPFU0939F1Z", "Maharashtra")).toMatch(/15 characters/);
    expect(gstinProblem("27aapfu0939f1zv", "Maharashtra")).toMatch(/15 characters/);
    expect(gstinProblem("27AAPFU0939F1ZV", "Haryana")).toBe(
      "GSTIN must start with 06, the state code of Haryana.",
    );
    expect(gstinProblem("27AAPFU0939F1ZV", "Atlantis")).toMatch(/not a state/);
  });

  it("knows a unique code for every state and union territory, whatever the letter case", () => {
    expect(Object.keys(gstStateCodes).sort()).toEqual([...regionNames].sort());
    expect(new Set(Object.values(gstStateCodes)).size).toBe(regionNames.length);
    expect(gstRegion(" tamil nadu ")).toBe("Tamil Nadu");
    expect(gstRegion("Narnia")).toBeUndefined();
  });
});
