import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { dealerMessages } from "@vayu/shared/enquiries";
import { messages } from "@vayu/shared/messages";
import { createTestApp, type TestApp } from "../../test/app";
import { sampleContactEnquiry, sampleDealerEnquiry } from "../../test/factories";
import { ENQUIRY_RATE_LIMIT } from "./routes";
import { contactEnquiries, dealerEnquiries } from "./tables";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let visitor = 0;
/** Each request comes from its own address unless a test says otherwise, so the rate limit stays out of the way. */
const nextAddress = () => `10.0.${Math.floor(++visitor / 250)}.${visitor % 250}`;

function post(url: string, payload: Record<string, unknown>, remoteAddress = nextAddress()) {
  return t.app.inject({ method: "POST", url: `/api${url}`, payload, remoteAddress });
}

interface ValidationError {
  message: string;
  field: string;
}

const contact = sampleContactEnquiry;

const dealer = sampleDealerEnquiry;

describe("POST /api/contact", () => {
  it("stores the enquiry, trimmed, and answers 201 with the store's message", async () => {
    const response = await post("/contact", { ...contact, name: "  Rohan Mehta  ", city: " Pune " });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: messages.contact.submitted });

    const [stored] = await t.db.select().from(contactEnquiries).where(eq(contactEnquiries.email, contact.email));
    expect(stored).toMatchObject(contact);
  });

  it("stores a mobile number pasted as +91 98765 43210 as its 10 digits", async () => {
    const email = "pasted.mobile@example.in";
    const response = await post("/contact", { ...contact, email, mobileNumber: "+91 98765 43210" });
    expect(response.statusCode).toBe(201);
    const [stored] = await t.db.select().from(contactEnquiries).where(eq(contactEnquiries.email, email));
    expect(stored?.mobileNumber).toBe("9876543210");
  });

  it("reports every missing field with the form's message, naming the field", async () => {
    const response = await post("/contact", {});
    expect(response.statusCode).toBe(400);
    const body = response.json<ValidationError & { errors: ValidationError[] }>();
    expect(body.field).toBe("name");
    expect(body.message).toBe(messages.contact.nameRequired);
    expect(body.errors.map((e) => [e.field, e.message])).toEqual([
      ["name", messages.contact.nameRequired],
      ["email", messages.contact.emailRequired],
      ["mobileNumber", messages.contact.mobileRequired],
      ["city", messages.contact.cityRequired],
      ["state", messages.contact.stateRequired],
      ["enquire", expect.stringContaining(messages.contact.enquireRequired)],
    ]);
  });

  it.each([
    ["name", "   ", messages.contact.nameRequired],
    ["email", "", messages.contact.emailRequired],
    ["email", "rohan.example.in", messages.contact.emailInvalid],
    ["email", "rohan@example", messages.contact.emailInvalid],
    ["mobileNumber", "", messages.contact.mobileRequired],
    ["mobileNumber", "98765", messages.contact.mobileInvalid],
    ["mobileNumber", "98765abcde", messages.contact.mobileInvalid],
    ["mobileNumber", "+91 98765 432100", messages.contact.mobileInvalid],
    ["city", "", messages.contact.cityRequired],
    ["state", " ", messages.contact.stateRequired],
    ["enquire", "", messages.contact.enquireRequired],
    ["enquire", "x".repeat(2001), "Enquiry must be at most 2000 characters."],
    ["name", "x".repeat(101), "Name must be at most 100 characters."],
  ])("rejects %s = %j with 400 %j and stores nothing", async (field, value, message) => {
    const email = `reject-${visitor}@example.in`;
    const response = await post("/contact", { ...contact, email, [field]: value });
    expect(response.statusCode).toBe(400);
    const body = response.json<ValidationError>();
    expect(body.field).toBe(field);
    expect(body.message).toContain(message);
    const stored = await t.db.select().from(contactEnquiries).where(eq(contactEnquiries.email, field === "email" ? String(value) : email));
    expect(stored).toEqual([]);
  });

  it(`lets one address send ${ENQUIRY_RATE_LIMIT.max} enquiries, then answers 429 while others still get through`, async () => {
    const spammer = "203.0.113.7";
    for (let i = 0; i < ENQUIRY_RATE_LIMIT.max; i++) {
      expect((await post("/contact", contact, spammer)).statusCode).toBe(201);
    }
    const blocked = await post("/contact", contact, spammer);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ message: string }>().message).toMatch(/Too many attempts/);
    expect((await post("/contact", {}, spammer)).statusCode).toBe(429);
    expect((await post("/contact", contact)).statusCode).toBe(201);
  });
});

describe("POST /api/distributordealer", () => {
  it("stores a distributor enquiry with the investment in paise and answers 201", async () => {
    const response = await post("/distributordealer", dealer);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: dealerMessages.submitted.distributor });

    const [stored] = await t.db.select().from(dealerEnquiries).where(eq(dealerEnquiries.firmName, dealer.firmName));
    const { investment: _rupees, ...rest } = dealer;
    expect(stored).toMatchObject({ ...rest, investmentPaise: 125_000_050 });
  });

  it("stores a direct-dealer enquiry sent as form strings, trimmed and converted", async () => {
    const response = await post("/distributordealer", {
      ...dealer,
      type: "dealer",
      selectedUT: "Karnataka",
      selectedCity: "Mysuru",
      firmName: "  Mysuru Home Electricals  ",
      establishment: "1998",
      businessEstablishment: " 2001 ",
      investment: "500000",
      mobile: "+91 94430-12345",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: dealerMessages.submitted.dealer });

    const [stored] = await t.db.select().from(dealerEnquiries).orderBy(desc(dealerEnquiries.createdAt)).limit(1);
    expect(stored).toMatchObject({
      type: "dealer",
      selectedUT: "Karnataka",
      selectedCity: "Mysuru",
      firmName: "Mysuru Home Electricals",
      mobile: "9443012345",
      establishment: 1998,
      businessEstablishment: 2001,
      investmentPaise: 50_000_000,
    });
  });

  it("keeps the original union-territory cities", async () => {
    for (const [selectedUT, selectedCity] of [
      ["Andaman and Nicobar Islands", "Havelock Island"],
      ["Dadra and Nagar Haveli and Daman and Diu", "Daman"],
      ["Lakshadweep", "Agatti"],
      ["Ladakh", "Kargil"],
    ]) {
      expect((await post("/distributordealer", { ...dealer, selectedUT, selectedCity })).statusCode).toBe(201);
    }
  });

  const thisYear = new Date().getFullYear();
  it.each([
    ["type", "franchise", dealerMessages.type],
    ["selectedUT", "Atlantis", dealerMessages.regionUnknown],
    ["selectedUT", "", dealerMessages.regionRequired],
    ["selectedCity", "", dealerMessages.cityRequired],
    ["selectedCity", "Leh", dealerMessages.cityNotInRegion],
    ["firmName", "  ", "Firm name is required."],
    ["ownership", "Trust", dealerMessages.ownership],
    ["ownership", "", dealerMessages.ownershipRequired],
    ["establishment", "", "Year of establishment is required."],
    ["establishment", 1899, "Year of establishment must be 1900 or later."],
    ["establishment", thisYear + 1, "Year of establishment cannot be in the future."],
    ["establishment", "20x2", "Year of establishment must be a 4-digit year."],
    ["establishment", 2010.5, "Year of establishment must be a 4-digit year."],
    ["address", "", "Address is required."],
    ["stateAddress", "", dealerMessages.stateAddressRequired],
    ["stateAddress", "Gondwana", dealerMessages.stateAddressUnknown],
    ["pincode", "", "Pincode is required."],
    ["pincode", "60960", dealerMessages.pincodeInvalid],
    ["pincode", "6096022", "Pincode must be at most 6 characters."],
    ["pincode", "009602", dealerMessages.pincodeInvalid],
    ["mobile", "", messages.contact.mobileRequired],
    ["mobile", "944301234", dealerMessages.mobileInvalid],
    ["mobile", "1443012345", dealerMessages.mobileInvalid],
    ["email", "", messages.contact.emailRequired],
    ["email", "sales@coastal", messages.contact.emailInvalid],
    ["contactPerson", "", "Contact person is required."],
    ["designation", "", "Designation is required."],
    ["profileBusiness", "", dealerMessages.profileBusinessRequired],
    ["profileBusiness", "Importer", dealerMessages.profileBusiness],
    ["businessEstablishment", 1850, "Business establishment year must be 1900 or later."],
    ["businessEstablishment", thisYear + 2, "Business establishment year cannot be in the future."],
    ["investment", "", dealerMessages.investmentRequired],
    ["investment", 0, dealerMessages.investmentInvalid],
    ["investment", -5000, dealerMessages.investmentInvalid],
    ["investment", "five lakh", dealerMessages.investmentInvalid],
    ["investment", 100.005, dealerMessages.investmentInvalid],
    ["investment", 2_000_000_000, dealerMessages.investmentTooLarge],
    ["businessProposal", "", "Business proposal is required."],
    ["declaration", false, dealerMessages.declaration],
    ["declaration", "yes", dealerMessages.declaration],
  ])("rejects %s = %j with 400 %j and stores nothing", async (field, value, message) => {
    const firmName = `Rejected Firm ${visitor}`;
    const response = await post("/distributordealer", { ...dealer, firmName, [field]: value });
    expect(response.statusCode).toBe(400);
    const body = response.json<ValidationError>();
    expect(body.field).toBe(field);
    expect(body.message).toContain(message);
    expect(await t.db.select().from(dealerEnquiries).where(eq(dealerEnquiries.firmName, firmName))).toEqual([]);
  });

  it("accepts this year as a year of establishment", async () => {
    const response = await post("/distributordealer", { ...dealer, establishment: thisYear, businessEstablishment: thisYear });
    expect(response.statusCode).toBe(201);
  });

  it("rate-limits each address separately from the contact form", async () => {
    const spammer = "198.51.100.23";
    expect((await post("/contact", contact, spammer)).statusCode).toBe(201);
    for (let i = 0; i < ENQUIRY_RATE_LIMIT.max; i++) {
      expect((await post("/distributordealer", { ...dealer, firmName: `Flood ${i}` }, spammer)).statusCode).toBe(201);
    }
    expect((await post("/distributordealer", { ...dealer, firmName: "Flood blocked" }, spammer)).statusCode).toBe(429);
    expect(await t.db.select().from(dealerEnquiries).where(eq(dealerEnquiries.firmName, "Flood blocked"))).toEqual([]);
  });
});

describe("the dealer enquiry in Hindi (docs/product/http-contract.md \"Languages\")", () => {
  const postInHindi = (payload: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url: "/api/distributordealer", payload, remoteAddress: nextAddress(), headers: { "accept-language": "hi" } });

  it("thanks a Hindi page's distributor in Hindi", async () => {
    const response = await postInHindi({ ...dealer, type: "distributor" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: "धन्यवाद! आपकी डिस्ट्रीब्यूटर पूछताछ हमें मिल गई है। हमारी टीम जल्द आपसे संपर्क करेगी।" });
  });

  it("names the form's problem in Hindi, the field as before", async () => {
    const response = await postInHindi({ ...dealer, pincode: "012345" });
    expect(response.statusCode).toBe(400);
    expect(response.json<ValidationError>()).toMatchObject({ field: "pincode", message: "6 अंकों का सही भारतीय पिनकोड लिखें।" });
  });
});
