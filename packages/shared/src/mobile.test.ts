import { describe, expect, it } from "vitest";
import { addressInput } from "./addresses";
import { contactEnquiryInput, dealerEnquiryInput } from "./enquiries";
import { messages } from "./messages";
import { mobileNumber, normalizeMobile } from "./mobile";

describe("normalizeMobile", () => {
  it.each([
    "9876543210",
    "98765 43210",
    "98765-43210",
    "+91 98765 43210",
    "+91-98765-43210",
    "+91 (987) 654-3210",
    "+919876543210",
    "919876543210",
    "098765 43210",
    " 98765.43210 ",
  ])("reads %j as 9876543210", (written) => {
    expect(normalizeMobile(written)).toBe("9876543210");
  });

  it("keeps 10-digit numbers that begin with 91 or 0 as they are", () => {
    expect(normalizeMobile("9123456789")).toBe("9123456789");
    expect(normalizeMobile("0123456789")).toBe("0123456789");
  });

  it("leaves what is not a number with a known prefix for validation to refuse", () => {
    expect(normalizeMobile("+44 20 7946 0958")).toBe("+442079460958");
    expect(normalizeMobile("98765 4321")).toBe("987654321");
    expect(normalizeMobile("98765abcde")).toBe("98765abcde");
  });
});

describe("mobileNumber", () => {
  const schema = mobileNumber("Mobile number is required.", "Mobile number must be 10 digits.");

  it("answers the 10 digits", () => {
    expect(schema.parse(" +91 98765 43210 ")).toBe("9876543210");
  });

  it.each([
    ["", "Mobile number is required."],
    ["   ", "Mobile number is required."],
    ["98765 4321", "Mobile number must be 10 digits."],
    ["+91 98765 432100", "Mobile number must be 10 digits."],
    ["9".repeat(40), "Mobile number must be 10 digits."],
  ])("refuses %j with %j", (value, message) => {
    expect(schema.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it("serves every form that asks for a mobile number", () => {
    const pasted = "+91 94430 12345";
    expect(addressInput.shape.mobile.parse(pasted)).toBe("9443012345");
    expect(contactEnquiryInput.shape.mobileNumber.parse(pasted)).toBe("9443012345");
    expect(dealerEnquiryInput.shape.mobile.parse(pasted)).toBe("9443012345");
    expect(addressInput.shape.mobile.safeParse("").error?.issues[0]?.message).toBe(
      messages.address.allRequired,
    );
  });
});
