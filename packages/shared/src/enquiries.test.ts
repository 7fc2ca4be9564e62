import { describe, expect, it } from "vitest";
import { businessProfileOptions, dealerMessages, ownershipOptions } from "./enquiries";

describe("the dealer forms' messages (messages.ts `dealer`, translated in the info area's catalogue)", () => {
  it("name the choices the schema offers", () => {
    expect(dealerMessages.ownership).toBe(`Ownership must be one of: ${ownershipOptions.join(", ")}.`);
    expect(dealerMessages.profileBusiness).toBe(`Business profile must be one of: ${businessProfileOptions.join(", ")}.`);
  });
});
