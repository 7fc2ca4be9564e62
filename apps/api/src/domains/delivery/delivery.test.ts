import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PincodeResponseType } from "@vayu/shared/delivery";
import { createTestApp, type TestApp } from "../../test/app";
import { createUser } from "../../test/factories";
import { addWorkingDays, deliveryEstimate, indiaToday } from "./estimate";
import { loadPincodes } from "./pincode-data";
import { deliveryRules } from "./tables";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadPincodes(t.db);
});
afterAll(() => t.close());

const lookUp = (pin: string) => t.app.inject({ method: "GET", url: `/api/pincode/${pin}` });

describe("GET /api/pincode/:pin", () => {
  it("answers a Delhi and a Mumbai pincode: served, cash on delivery, in 4 to 5 working days", async () => {
    const delhi = await lookUp("110001");
    expect(delhi.statusCode).toBe(200);
    expect(delhi.json<PincodeResponseType>()).toEqual({
      pincode: "110001",
      city: "Central Delhi",
      district: "Central Delhi",
      state: "Delhi",
      serviceable: true,
      cod: true,
      estimatedDelivery: deliveryEstimate(0),
    });
    expect((await lookUp("400001")).json<PincodeResponseType>()).toMatchObject({ city: "Mumbai", state: "Maharashtra", serviceable: true, cod: true });
  });

  it("gives Port Blair a longer estimate and no cash on delivery", async () => {
    const portBlair = (await lookUp("744101")).json<PincodeResponseType>();
    expect(portBlair).toMatchObject({ state: "Andaman and Nicobar Islands", serviceable: true, cod: false, estimatedDelivery: deliveryEstimate(4) });
    expect(portBlair.estimatedDelivery!.from > deliveryEstimate(0).to).toBe(true);
  });

  it("files Leh under Ladakh and every pincode under one of the store's states", async () => {
    expect((await lookUp("194101")).json<PincodeResponseType>()).toMatchObject({ state: "Ladakh" });
  });

  it("says a pincode the store does not serve is not serviceable, with no estimate", async () => {
    await t.db.insert(deliveryRules).values({ kind: "prefix", match: "6820", serviceable: false, cod: false });
    expect((await lookUp("682001")).json<PincodeResponseType>()).toMatchObject({ serviceable: false, cod: false, estimatedDelivery: null });
    // A longer prefix wins over the state's rule and a shorter prefix.
    await t.db.insert(deliveryRules).values({ kind: "prefix", match: "682020", serviceable: true, cod: true, extraDays: 1 });
    expect((await lookUp("682020")).json<PincodeResponseType>()).toMatchObject({ serviceable: true, estimatedDelivery: deliveryEstimate(1) });
  });

  it("answers 400 for a malformed pincode and 404 for one that does not exist", async () => {
    for (const bad of ["11000", "1100011", "011000", "abcdef", "11 001"]) {
      const response = await lookUp(encodeURIComponent(bad));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("Please enter a valid 6-digit pincode.");
    }
    const unknown = await lookUp("999999");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("We could not find this pincode. Please check it and try again.");
  });
});

describe("delivery estimates", () => {
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

  it("skip Sundays and the national holidays", () => {
    // Friday 14 August: Independence Day (Saturday) and Sunday do not count.
    expect(addWorkingDays(day("2026-08-14"), 4).toISOString().slice(0, 10)).toBe("2026-08-20");
    // Republic Day 2027 is a Tuesday.
    expect(addWorkingDays(day("2027-01-23"), 2).toISOString().slice(0, 10)).toBe("2027-01-27");
    expect(addWorkingDays(day("2026-10-01"), 1).toISOString().slice(0, 10)).toBe("2026-10-03");
  });

  it("count from India's date, not the server's", () => {
    // 20:00 UTC on Sunday 22 November is 01:30 on Monday 23 November in India.
    expect(indiaToday(new Date("2026-11-22T20:00:00Z")).toISOString().slice(0, 10)).toBe("2026-11-23");
    expect(deliveryEstimate(0, new Date("2026-11-22T20:00:00Z"))).toEqual({ from: "2026-11-27", to: "2026-11-28" });
  });
});

describe("staff edit the delivery rules", () => {
  const rule = { kind: "prefix", match: "7441", serviceable: true, cod: true, extraDays: 6 };

  it("create, change and delete a rule, and the pincode check follows at once", async () => {
    const staff = await createUser(t.db, t.config.jwtSecret, { role: "admin" });
    const asStaff = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/admin${url}`, headers: staff.auth, ...(payload && { payload }) });

    const created = await asStaff("POST", "/delivery-rules", rule);
    expect(created.statusCode).toBe(201);
    const id = created.json().rule._id;
    expect((await lookUp("744101")).json()).toMatchObject({ cod: true, estimatedDelivery: deliveryEstimate(6) });
    expect((await asStaff("POST", "/delivery-rules", rule)).statusCode).toBe(409);

    expect((await asStaff("PATCH", `/delivery-rules/${id}`, { ...rule, serviceable: false })).statusCode).toBe(200);
    expect((await lookUp("744101")).json()).toMatchObject({ serviceable: false, estimatedDelivery: null });
    expect((await asStaff("GET", "/delivery-rules")).json().rules).toContainEqual(expect.objectContaining({ match: "7441", serviceable: false }));

    expect((await asStaff("DELETE", `/delivery-rules/${id}`)).statusCode).toBe(200);
    expect((await lookUp("744101")).json()).toMatchObject({ serviceable: true, cod: false, estimatedDelivery: deliveryEstimate(4) });
  });

  it("refuse a prefix that is not digits and a state that is not India's, naming the field", async () => {
    const staff = await createUser(t.db, t.config.jwtSecret, { role: "admin" });
    for (const bad of [{ ...rule, match: "07" }, { ...rule, kind: "state", match: "Atlantis" }, { ...rule, extraDays: 45 }]) {
      const response = await t.app.inject({ method: "POST", url: "/api/admin/delivery-rules", headers: staff.auth, payload: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toMatch(/match|extraDays/);
    }
  });

  it("are staff only", async () => {
    const shopper = await createUser(t.db, t.config.jwtSecret);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/delivery-rules" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/admin/delivery-rules", headers: shopper.auth, payload: rule })).statusCode).toBe(403);
  });
});
