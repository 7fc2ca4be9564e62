import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressType } from "@vayu/shared/addresses";
import { createTestApp, type TestApp } from "../../test/app";
import { createUser, sampleAddress } from "../../test/factories";
import { loadPincodes } from "../delivery/pincode-data";
import { orders } from "../orders/tables";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadPincodes(t.db);
});
afterAll(() => t.close());

const home = sampleAddress;

async function shopper() {
  return createUser(t.db, t.config.jwtSecret);
}

async function post(auth: Record<string, string>, body: Record<string, unknown>) {
  return t.app.inject({ method: "POST", url: "/api/address", headers: auth, payload: body });
}

async function put(auth: Record<string, string>, id: string, body: Record<string, unknown>) {
  return t.app.inject({ method: "PUT", url: `/api/address/${id}`, headers: auth, payload: body });
}

async function remove(auth: Record<string, string>, id: string) {
  return t.app.inject({ method: "DELETE", url: `/api/address/${id}`, headers: auth });
}

async function listed(auth: Record<string, string>) {
  const response = await t.app.inject({ method: "GET", url: "/api/address", headers: auth });
  expect(response.statusCode).toBe(200);
  return response.json<{ addresses: AddressType[]; lastUsed: string | null }>();
}

async function list(auth: Record<string, string>): Promise<AddressType[]> {
  return (await listed(auth)).addresses;
}

describe("POST /api/address", () => {
  it("saves the address and answers 201 with it", async () => {
    const { auth } = await shopper();
    const response = await post(auth, home);
    expect(response.statusCode).toBe(201);
    const { address } = response.json<{ address: AddressType }>();
    expect(address).toEqual({ _id: expect.any(String), ...home, isDefault: false });
    expect(await list(auth)).toEqual([address]);
  });

  it("defaults the country to India, trims text and keeps an absent landmark empty", async () => {
    const { auth } = await shopper();
    const { country: _country, landmark: _landmark, ...rest } = home;
    const response = await post(auth, { ...rest, city: "  Pune  " });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ address: AddressType }>().address).toMatchObject({
      city: "Pune",
      country: "India",
      landmark: "",
    });
  });

  it("stores a mobile number written with +91, spaces or dashes as its 10 digits", async () => {
    const { auth } = await shopper();
    for (const mobile of ["+91 98765 43210", "098765-43210", "98765 43210"]) {
      const response = await post(auth, { ...home, mobile });
      expect(response.statusCode, mobile).toBe(201);
      expect(response.json<{ address: AddressType }>().address.mobile).toBe("9876543210");
    }
  });

  it("needs a six-digit pincode that exists for an address in India, and keeps the 5-6 digit rule elsewhere", async () => {
    const { auth } = await shopper();
    for (const [zipCode, message] of [
      ["56001", "Please enter a valid 6-digit pincode."],
      ["999999", "We could not find this pincode. Please check it and try again."],
    ] as const) {
      const response = await post(auth, { ...home, zipCode });
      expect(response.statusCode, zipCode).toBe(400);
      expect(response.json()).toMatchObject({ field: "zipCode", message });
    }
    const abroad = await post(auth, { ...home, country: "Nepal", state: "Bagmati", city: "Kathmandu", zipCode: "44600" });
    expect(abroad.statusCode).toBe(201);
  });

  it("takes a PIN code written with a space, as people write it, and stores its 6 digits", async () => {
    const { auth } = await shopper();
    const response = await post(auth, { ...home, zipCode: "560 001" });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ address: AddressType }>().address.zipCode).toBe("560001");
  });

  it.each([
    ["name", { name: "   " }, "All fields are required"],
    ["city", { city: "" }, "All fields are required"],
    ["zipCode", { zipCode: "1234" }, "Invalid zip code. Please enter a valid 5-6 digit zip code."],
    ["zipCode", { zipCode: "56000A" }, "Invalid zip code. Please enter a valid 5-6 digit zip code."],
    ["mobile", { mobile: "98765" }, "Mobile number must be 10 digits."],
    ["mobile", { mobile: "+91 98765 4321" }, "Mobile number must be 10 digits."],
  ])("refuses a bad %s with a 400 naming the field and saves nothing", async (field, change, text) => {
    const { auth } = await shopper();
    const response = await post(auth, { ...home, ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; field: string }>();
    expect(body.field).toBe(field);
    expect(body.message).toContain(text);
    expect(await list(auth)).toEqual([]);
  });

  it("refuses a missing required field", async () => {
    const { auth } = await shopper();
    const { state: _state, ...withoutState } = home;
    const response = await post(auth, withoutState);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; field: string }>();
    expect(body.field).toBe("state");
    expect(body.message).toContain("All fields are required");
  });

  it("keeps a business buyer's GSTIN (spaces dropped, upper case) and business name, and gives them back", async () => {
    const { auth } = await shopper();
    const response = await post(auth, { ...home, businessName: " Kaveri Traders LLP ", gstin: "29aapfu0939f1zr" });
    expect(response.statusCode).toBe(201);
    const { address } = response.json<{ address: AddressType }>();
    expect(address).toMatchObject({ businessName: "Kaveri Traders LLP", gstin: "29AAPFU0939F1ZR" });
    const cleared = await put(auth, address._id, { ...home, businessName: "", gstin: "" });
    expect(cleared.json<{ address: AddressType }>().address).toEqual({ ...home, _id: address._id, isDefault: false });
  });

  it.each([
    ["gstin", { businessName: "Kaveri Traders", gstin: "29AAPFU0939F1ZV" }, "GSTIN's check character does not match."],
    ["gstin", { businessName: "Kaveri Traders", gstin: "29AAPFU0939" }, "GSTIN must be 15 characters"],
    ["businessName", { gstin: "29AAPFU0939F1ZR" }, "Business name is required with a GSTIN."],
  ])("refuses a bad business %s with a 400 naming the field", async (field, change, text) => {
    const { auth } = await shopper();
    const response = await post(auth, { ...home, ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; field: string }>();
    expect(body.field).toBe(field);
    expect(body.message).toContain(text);
  });

  it("needs a logged-in shopper", async () => {
    const response = await post({}, home);
    expect(response.statusCode).toBe(401);
  });
});

describe("GET /api/address", () => {
  it("lists only the caller's addresses, newest first", async () => {
    const asha = await shopper();
    const ravi = await shopper();
    await post(asha.auth, { ...home, name: "First" });
    await post(ravi.auth, { ...home, name: "Ravi's" });
    await post(asha.auth, { ...home, name: "Second" });
    expect((await list(asha.auth)).map((a) => a.name)).toEqual(["Second", "First"]);
    expect((await list(ravi.auth)).map((a) => a.name)).toEqual(["Ravi's"]);
  });

  it("names the saved address the shopper's latest order went to as lastUsed, while it is saved", async () => {
    const { auth, user } = await shopper();
    const saved = async (name: string) => (await post(auth, { ...home, name })).json<{ address: AddressType }>().address;
    const [homeAddress, gift] = [await saved("Home"), await saved("Gift for Meera")];
    expect((await listed(auth)).lastUsed).toBeNull();
    // An order freezes the address it went to, with that address's id (docs/decisions/201-checkout-address-choice.md).
    const orderTo = (address: AddressType) =>
      t.db.insert(orders).values({ userId: user.id, subtotalPaise: 100_000, shippingPaise: 500, totalAmountPaise: 100_500, paymentType: "COD", address });
    await orderTo(gift);
    expect((await listed(auth)).lastUsed).toBe(gift._id);
    await orderTo(homeAddress);
    expect((await listed(auth)).lastUsed).toBe(homeAddress._id);
    await remove(auth, homeAddress._id);
    expect((await listed(auth)).lastUsed).toBeNull();
  });
});

describe("PUT /api/address/:id", () => {
  it("updates the caller's address", async () => {
    const { auth } = await shopper();
    const { address } = (await post(auth, home)).json<{ address: AddressType }>();
    const response = await put(auth, address._id, { ...home, city: "Mysuru", landmark: "" });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ address: AddressType }>().address).toEqual({
      ...home,
      _id: address._id,
      city: "Mysuru",
      landmark: "",
      isDefault: false,
    });
    expect(await list(auth)).toEqual([{ ...home, _id: address._id, city: "Mysuru", landmark: "", isDefault: false }]);
  });

  it("validates like POST", async () => {
    const { auth } = await shopper();
    const { address } = (await post(auth, home)).json<{ address: AddressType }>();
    const response = await put(auth, address._id, { ...home, zipCode: "12" });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; field: string }>();
    expect(body.field).toBe("zipCode");
    expect(body.message).toContain("Invalid zip code. Please enter a valid 5-6 digit zip code.");
    expect(await list(auth)).toEqual([address]);
  });

  it("answers 404 for another shopper's address and leaves it unchanged", async () => {
    const owner = await shopper();
    const intruder = await shopper();
    const { address } = (await post(owner.auth, home)).json<{ address: AddressType }>();
    const response = await put(intruder.auth, address._id, { ...home, address: "Somewhere else" });
    expect(response.statusCode).toBe(404);
    expect(await list(owner.auth)).toEqual([address]);
  });

  it("answers 400, not 500, for a malformed id", async () => {
    const { auth } = await shopper();
    const response = await put(auth, "not-an-id", home);
    expect(response.statusCode).toBe(400);
  });
});

describe("DELETE /api/address/:id", () => {
  it("deletes the caller's address", async () => {
    const { auth } = await shopper();
    const { address } = (await post(auth, home)).json<{ address: AddressType }>();
    const response = await remove(auth, address._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Address deleted successfully" });
    expect(await list(auth)).toEqual([]);
  });

  it("answers 404 for another shopper's address and keeps it", async () => {
    const owner = await shopper();
    const intruder = await shopper();
    const { address } = (await post(owner.auth, home)).json<{ address: AddressType }>();
    const response = await remove(intruder.auth, address._id);
    expect(response.statusCode).toBe(404);
    expect(await list(owner.auth)).toEqual([address]);
  });

  it("answers 404 for an address already deleted", async () => {
    const { auth } = await shopper();
    const { address } = (await post(auth, home)).json<{ address: AddressType }>();
    await remove(auth, address._id);
    const again = await remove(auth, address._id);
    expect(again.statusCode).toBe(404);
  });
});

describe("POST /api/address/:id/default", () => {
  const makeDefault = (auth: Record<string, string>, id: string) => t.app.inject({ method: "POST", url: `/api/address/${id}/default`, headers: auth });

  it("lists the default first, and a new default replaces the old one", async () => {
    const { auth } = await shopper();
    const office = (await post(auth, { ...home, name: "Office" })).json<{ address: AddressType }>().address;
    const parents = (await post(auth, { ...home, name: "Parents" })).json<{ address: AddressType }>().address;
    expect((await list(auth)).map((a) => a.name)).toEqual(["Parents", "Office"]);

    const response = await makeDefault(auth, office._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ address: { ...office, isDefault: true }, message: "Default address saved." });
    expect((await list(auth)).map((a) => [a.name, a.isDefault])).toEqual([["Office", true], ["Parents", false]]);

    await makeDefault(auth, parents._id);
    expect((await list(auth)).map((a) => [a.name, a.isDefault])).toEqual([["Parents", true], ["Office", false]]);
  });

  it("answers 404 for another shopper's address and changes nothing", async () => {
    const owner = await shopper();
    const intruder = await shopper();
    const { address } = (await post(owner.auth, home)).json<{ address: AddressType }>();
    expect((await makeDefault(intruder.auth, address._id)).statusCode).toBe(404);
    expect(await list(owner.auth)).toEqual([address]);
  });
});
