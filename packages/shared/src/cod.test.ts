import { describe, expect, it } from "vitest";
import { codRefusal } from "./cod";

const allowed = { serviceable: true, cod: true };
const limitPaise = 5_000_000;

describe("codRefusal", () => {
  it("allows a pincode with COD up to and including the limit", () => {
    expect(codRefusal({ pincode: "560001", terms: allowed, totalPaise: 5_000_000, limitPaise })).toBeNull();
  });

  it("refuses a paisa over the limit, naming it", () => {
    expect(codRefusal({ pincode: "560001", terms: allowed, totalPaise: 5_000_001, limitPaise })).toBe(
      "Cash on delivery is available for orders up to ₹50,000. Please pay online.",
    );
  });

  it("refuses a pincode without COD, one the store does not serve, and one it does not know", () => {
    const noCod = "Cash on delivery is not available for pincode 744101. Please pay online.";
    expect(
      codRefusal({
        pincode: "744101",
        terms: { serviceable: true, cod: false },
        totalPaise: 100,
        limitPaise,
      }),
    ).toBe(noCod);
    expect(
      codRefusal({
        pincode: "744101",
        terms: { serviceable: false, cod: true },
        totalPaise: 100,
        limitPaise,
      }),
    ).toBe("Sorry, we do not deliver to pincode 744101 yet. Please choose another delivery address.");
    expect(codRefusal({ pincode: "999999", terms: undefined, totalPaise: 100, limitPaise })).toContain(
      "we could not find it",
    );
  });
});
