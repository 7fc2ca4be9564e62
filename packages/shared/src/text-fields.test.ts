import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  forgotPasswordSchema,
  loginSchema,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  registerSchema,
} from "./accounts";
import { addressInput, addressLimits } from "./addresses";
import { contactEnquiryInput, contactLimits, dealerEnquiryInput, dealerLimits } from "./enquiries";
import { MAX_EMAIL_LENGTH, tooLongMessage } from "./text-fields";

const over = (max: number) => "a".repeat(max + 1);
/** The message a form shows first for `field` (the API answers the same one). */
const messageFor = (schema: z.ZodType, value: Record<string, unknown>, field: string) =>
  schema.safeParse(value).error?.issues.find((issue) => issue.path[0] === field)?.message;
// A field may be named by an acronym (GSTIN).
const OWN_WORDS = /^[A-Z][A-Za-z ]+ must be at most \d+ characters\.$/;

describe("field limits", () => {
  it("read as the store's own sentence, naming the field", () => {
    expect(tooLongMessage("Name", 80)).toBe("Name must be at most 80 characters.");
  });

  it.each([
    [
      registerSchema,
      { name: over(MAX_NAME_LENGTH), email: "a@b.in", password: "secret123" },
      "name",
      "Name must be at most 80 characters.",
    ],
    [
      registerSchema,
      { name: "Asha", email: over(MAX_EMAIL_LENGTH), password: "secret123" },
      "email",
      "Email must be at most 254 characters.",
    ],
    [
      loginSchema,
      { email: "a@b.in", password: over(MAX_PASSWORD_LENGTH) },
      "password",
      "Password must be at most 128 characters.",
    ],
    [
      forgotPasswordSchema,
      { email: over(MAX_EMAIL_LENGTH) },
      "email",
      "Email must be at most 254 characters.",
    ],
  ])("accounts: %#. %s beyond its limit", (schema, value, field, message) => {
    expect(messageFor(schema, value, field)).toBe(message);
  });

  it("cover every text field of the address and enquiry forms", () => {
    const address = {
      name: "Asha",
      mobile: "9876543210",
      address: "12 MG Road",
      city: "Pune",
      state: "Maharashtra",
      zipCode: "411001",
    };
    // A zip code longer than 6 gets the zip code message instead.
    for (const [field, max] of Object.entries(addressLimits).filter(([field]) => field !== "zipCode")) {
      expect(messageFor(addressInput, { ...address, [field]: over(max) }, field), field).toMatch(OWN_WORDS);
    }
    const contact = {
      name: "Asha",
      email: "a@b.in",
      mobileNumber: "9876543210",
      city: "Pune",
      state: "Maharashtra",
      enquire: "Prices?",
    };
    for (const [field, max] of Object.entries(contactLimits)) {
      expect(messageFor(contactEnquiryInput, { ...contact, [field]: over(max) }, field), field).toMatch(
        OWN_WORDS,
      );
    }
    for (const [field, max] of Object.entries(dealerLimits)) {
      expect(messageFor(dealerEnquiryInput, { [field]: over(max) }, field), field).toMatch(OWN_WORDS);
    }
  });
});
