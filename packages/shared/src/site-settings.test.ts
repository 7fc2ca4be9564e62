import { describe, expect, it } from "vitest";
import { gstinProblem } from "./gst";
import { defaultStoreProfile } from "./site-settings";

describe("the demo store's settings", () => {
  it("carry a GSTIN valid in format, check character and state code", () => {
    expect(gstinProblem(defaultStoreProfile.gstin, defaultStoreProfile.state)).toBeNull();
  });
});
