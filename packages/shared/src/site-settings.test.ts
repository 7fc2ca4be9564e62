import { describe, expect, it } from "vitest";
import { gstinProblem } from "./gst";
import { siteSettings } from "./site-settings";

describe("the store's legal settings", () => {
  it("carry a GSTIN valid in format, check character and state code", () => {
    expect(gstinProblem(siteSettings.legal.gstin, siteSettings.legal.state)).toBeNull();
  });
});
