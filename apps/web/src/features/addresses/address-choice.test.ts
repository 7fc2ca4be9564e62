import type { AddressType } from "@vayu/shared/addresses";
import { sampleAddress } from "@vayu/shared/testing";
import { describe, expect, it } from "vitest";
import { preselectedAddress } from "./useAddressChoice";

const saved = (id: string, isDefault = false): AddressType => ({ ...sampleAddress, _id: id, name: id, landmark: "", isDefault });

// As GET /address lists them: the default first, then newest first.
const giftThenOfficeThenHome = [saved("gift"), saved("office"), saved("home")];

describe("the address checkout preselects (docs/decisions/201-checkout-address-choice.md)", () => {
  it("is the shopper's default", () => {
    expect(preselectedAddress([saved("office", true), saved("gift"), saved("home")], "gift")?._id).toBe("office");
  });

  it("is, without a default, the one the latest order went to, not the address saved last", () => {
    expect(preselectedAddress(giftThenOfficeThenHome, "office")?._id).toBe("office");
  });

  it("is, with neither, the first address saved, never the newest one", () => {
    expect(preselectedAddress(giftThenOfficeThenHome, null)?._id).toBe("home");
    // The order's address was deleted since.
    expect(preselectedAddress(giftThenOfficeThenHome, "deleted")?._id).toBe("home");
  });

  it("is nothing when the shopper has no address", () => {
    expect(preselectedAddress([], "office")).toBeNull();
  });
});
