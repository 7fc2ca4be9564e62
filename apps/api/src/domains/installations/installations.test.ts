import { eq } from "drizzle-orm";
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AfterDeliveryResponseType,
  InstallationType,
  StaffInstallationsResponseType,
  StaffInstallationType,
  WarrantyItemType,
} from "@vayu/shared/after-delivery";
import type { AuditResponseType } from "@vayu/shared/audit";
import { messages } from "@vayu/shared/messages";
import { createStoreTestApp, type StoreTestApp } from "../../test/store-app";
import { createProduct, createUser } from "../../test/factories";
import { deliveredOrder } from "../../demo/reviews";
import { addWorkingDays, indiaToday, isoDate } from "../delivery/estimate";
import { deliveryRules, pincodes } from "../delivery/tables";
import { orders } from "../orders/tables";
import { installations } from "./tables";

/** Installation visits and warranty registration after delivery (docs/decisions/334-installation-and-warranty.md). */

let t: StoreTestApp;
beforeAll(async () => {
  t = await createStoreTestApp({}, { staff: { name: "Store Staff" } });
});
afterAll(() => t.close());

type Auth = { authorization: string };
const DAY_MS = 86_400_000;
const place = { name: "Asha Verma", city: "Bengaluru", state: "Karnataka", zipCode: "560001" };
const workingDay = (n: number, from = new Date()) => isoDate(addWorkingDays(indiaToday(from), n));

/** A shopper with an order delivered today of a product that needs installing (or not). */
async function delivered(options: { needsInstallation?: boolean; zipCode?: string } = {}) {
  const shopper = await createUser(t.db, t.config.jwtSecret);
  const product = await createProduct(t.db, {
    needsInstallation: options.needsInstallation ?? true,
    title: "Breeze 1200 mm Ceiling Fan",
  });
  const orderId = await deliveredOrder(t.db, shopper.user.id, product, new Date(Date.now() - 4 * DAY_MS), {
    ...place,
    zipCode: options.zipCode ?? place.zipCode,
  });
  return { shopper, product, orderId };
}

const panel = async (orderId: string, auth: Auth) => {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/order/${orderId}/after-delivery`,
    headers: auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AfterDeliveryResponseType>();
};
const book = (orderId: string, auth: Auth, payload: object) =>
  t.app.inject({ method: "PUT", url: `/api/order/${orderId}/installation`, headers: auth, payload });
const register = (orderId: string, itemId: string, auth: Auth, serialNumber: unknown) =>
  t.app.inject({
    method: "PUT",
    url: `/api/order/${orderId}/items/${itemId}/warranty`,
    headers: auth,
    payload: { serialNumber },
  });

describe("booking a visit", () => {
  it("offers the 2nd to 10th working day after delivery and books one of them", async () => {
    const { shopper, orderId } = await delivered();
    const before = await panel(orderId, shopper.auth);
    expect(before.installation?.products).toEqual(["Breeze 1200 mm Ceiling Fan"]);
    expect(before.installation?.days[0]).toBe(workingDay(2));
    expect(before.installation?.days.at(-1)).toBe(workingDay(10));
    expect(before.installation?.days).toHaveLength(9);

    const booked = await book(orderId, shopper.auth, { date: workingDay(3), slot: "morning" });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json<{ installation: InstallationType }>().installation).toMatchObject({
      date: workingDay(3),
      slot: "morning",
      status: "booked",
    });
    const after = await panel(orderId, shopper.auth);
    expect(after.installation?.booking).toMatchObject({
      date: workingDay(3),
      slot: "morning",
      status: "booked",
    });
    expect(after.installation?.changeable).toBe(true);
  });

  it("refuses a day outside the window (or past) with a 400 naming `date`, and a bad slot naming `slot`", async () => {
    const { shopper, orderId } = await delivered();
    for (const date of [workingDay(1), workingDay(11), isoDate(new Date(Date.now() - DAY_MS))]) {
      const refused = await book(orderId, shopper.auth, { date, slot: "morning" });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ field: "date", message: messages.afterDelivery.dayNotOffered });
    }
    const badSlot = await book(orderId, shopper.auth, { date: workingDay(3), slot: "evening" });
    expect(badSlot.statusCode).toBe(400);
    expect(badSlot.json().field).toBe("slot");
  });

  it("moves the window by the pincode's extra delivery days", async () => {
    await t.db
      .insert(pincodes)
      .values({ pincode: "791110", district: "Papum Pare", state: "Arunachal Pradesh" })
      .onConflictDoNothing();
    await t.db.insert(deliveryRules).values({ kind: "prefix", match: "7911", extraDays: 3 });
    const { shopper, orderId } = await delivered({ zipCode: "791110" });
    const { installation } = await panel(orderId, shopper.auth);
    expect(installation?.days[0]).toBe(workingDay(5));
    expect(installation?.days.at(-1)).toBe(workingDay(13));
    expect((await book(orderId, shopper.auth, { date: workingDay(3), slot: "afternoon" })).statusCode).toBe(
      400,
    );
  });

  it("is 409 before delivery and for an order with nothing to install", async () => {
    const shipped = await delivered();
    await t.db
      .update(orders)
      .set({ orderStatus: "Shipped", deliveredAt: null })
      .where(eq(orders.id, shipped.orderId));
    const early = await book(shipped.orderId, shipped.shopper.auth, { date: workingDay(3), slot: "morning" });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(messages.afterDelivery.notDelivered);

    const plain = await delivered({ needsInstallation: false });
    expect((await panel(plain.orderId, plain.shopper.auth)).installation).toBeNull();
    const nothing = await book(plain.orderId, plain.shopper.auth, { date: workingDay(3), slot: "morning" });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(messages.afterDelivery.nothingToInstall);
  });

  it("lets the shopper move and cancel it before the day, not on the day", async () => {
    const { shopper, orderId } = await delivered();
    expect((await book(orderId, shopper.auth, { date: workingDay(3), slot: "morning" })).statusCode).toBe(
      200,
    );
    const moved = await book(orderId, shopper.auth, { date: workingDay(5), slot: "afternoon" });
    expect(moved.json<{ installation: InstallationType }>().installation).toMatchObject({
      date: workingDay(5),
      slot: "afternoon",
    });
    const cancelled = await t.app.inject({
      method: "DELETE",
      url: `/api/order/${orderId}/installation`,
      headers: shopper.auth,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<{ installation: InstallationType }>().installation.status).toBe("cancelled");
    expect(
      (
        await t.app.inject({
          method: "DELETE",
          url: `/api/order/${orderId}/installation`,
          headers: shopper.auth,
        })
      ).statusCode,
    ).toBe(409);

    // Staff moved the visit to today: the shopper can no longer change it.
    const rebooked = (await book(orderId, shopper.auth, { date: workingDay(4), slot: "morning" })).json<{
      installation: InstallationType;
    }>();
    const today = isoDate(indiaToday());
    await t.db
      .update(installations)
      .set({ day: today })
      .where(eq(installations.id, rebooked.installation._id));
    const late = await book(orderId, shopper.auth, { date: workingDay(5), slot: "morning" });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(messages.afterDelivery.tooLateToChange);
    expect((await panel(orderId, shopper.auth)).installation?.changeable).toBe(false);
  });

  it("answers 404 for another shopper's order, and 401 without a login", async () => {
    const { orderId } = await delivered();
    const stranger = await createUser(t.db, t.config.jwtSecret);
    expect((await book(orderId, stranger.auth, { date: workingDay(3), slot: "morning" })).statusCode).toBe(
      404,
    );
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/order/${orderId}/after-delivery`,
          headers: stranger.auth,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: "DELETE",
          url: `/api/order/${orderId}/installation`,
          headers: stranger.auth,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/order/${orderId}/after-delivery` })).statusCode,
    ).toBe(401);
  });
});

describe("the dispatch desk's schedule", () => {
  it("lists the day's visits for staff only, and marks done, reschedules and cancels them, audited", async () => {
    const { shopper, orderId } = await delivered();
    const day = workingDay(6);
    const booked = (await book(orderId, shopper.auth, { date: day, slot: "afternoon" })).json<{
      installation: InstallationType;
    }>().installation;

    expect((await t.asShopper("GET", `/api/admin/installations?date=${day}`)).statusCode).toBe(403);
    expect(
      (await t.asShopper("PATCH", `/api/admin/installations/${booked._id}`, { status: "done" })).statusCode,
    ).toBe(403);
    const listed = await t.asStaff("GET", `/api/admin/installations?date=${day}`);
    expect(listed.statusCode).toBe(200);
    const visit = listed
      .json<StaffInstallationsResponseType>()
      .installations.find((row) => row._id === booked._id);
    expect(visit).toMatchObject({
      customerName: "Asha Verma",
      phone: "9876543210",
      products: ["Breeze 1200 mm Ceiling Fan"],
      slot: "afternoon",
    });
    expect((await t.asStaff("GET", "/api/admin/installations?date=tomorrow")).json().field).toBe("date");

    const moved = await t.asStaff("PATCH", `/api/admin/installations/${booked._id}`, {
      date: workingDay(7),
      slot: "morning",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ installation: StaffInstallationType }>().installation).toMatchObject({
      date: workingDay(7),
      slot: "morning",
    });
    const past = await t.asStaff("PATCH", `/api/admin/installations/${booked._id}`, { date: "2020-01-06" });
    expect(past.statusCode).toBe(400);
    expect(past.json().field).toBe("date");
    const done = await t.asStaff("PATCH", `/api/admin/installations/${booked._id}`, { status: "done" });
    expect(done.json<{ installation: StaffInstallationType }>().installation.status).toBe("done");
    expect((await panel(orderId, shopper.auth)).installation?.booking?.status).toBe("done");
    expect((await book(orderId, shopper.auth, { date: workingDay(8), slot: "morning" })).statusCode).toBe(
      409,
    );

    const other = await delivered();
    const second = (
      await book(other.orderId, other.shopper.auth, { date: day, slot: "morning" })
    ).json<{ installation: InstallationType }>().installation;
    const cancelled = await t.asStaff("PATCH", `/api/admin/installations/${second._id}`, { status: "cancelled" });
    expect(cancelled.json<{ installation: StaffInstallationType }>().installation.status).toBe("cancelled");
    expect((await panel(other.orderId, other.shopper.auth)).installation?.booking?.status).toBe("cancelled");

    const audit = (
      await t.asStaff("GET", `/api/admin/audit?entity=installation&entityId=${booked._id}`)
    ).json<AuditResponseType>();
    expect(audit.entries.map((entry) => entry.action).sort()).toEqual(["done", "reschedule"]);
  });
});

describe("warranty registration", () => {
  it("registers a delivered item's serial number and draws its card as a PDF", async () => {
    const { shopper, orderId } = await delivered();
    const [item] = (await panel(orderId, shopper.auth)).warranty;
    expect(item).toMatchObject({ serialNumber: null, cardUrl: null, warrantyMonths: 12 });

    const noCard = await t.app.inject({
      method: "GET",
      url: `/api/order/${orderId}/items/${item!.itemId}/warranty-card`,
      headers: shopper.auth,
    });
    expect(noCard.statusCode).toBe(409);

    const registered = await register(orderId, item!.itemId, shopper.auth, " vayu-cf-2026-0042 ");
    expect(registered.statusCode, registered.body).toBe(200);
    const saved = registered.json<{ item: WarrantyItemType }>().item;
    expect(saved.serialNumber).toBe("VAYU-CF-2026-0042");
    expect(saved.cardUrl).toBe(`/api/order/${orderId}/items/${item!.itemId}/warranty-card`);

    const card = await t.app.inject({ method: "GET", url: saved.cardUrl!, headers: shopper.auth });
    expect(card.statusCode).toBe(200);
    expect(card.headers["content-type"]).toBe("application/pdf");
    const dir = mkdtempSync(join(tmpdir(), "warranty-"));
    writeFileSync(join(dir, "card.pdf"), card.rawPayload);
    const text = execFileSync("pdftotext", ["-layout", join(dir, "card.pdf"), "-"]).toString();
    expect(text).toContain("WARRANTY CARD");
    expect(text).toContain("VAYU-CF-2026-0042");
    expect(text).toContain("Breeze 1200 mm Ceiling Fan");
    expect(text).toContain("12 months");
  });

  it("names `serialNumber` on a bad one, is 409 before delivery and 404 for another shopper", async () => {
    const { shopper, orderId } = await delivered();
    const [item] = (await panel(orderId, shopper.auth)).warranty;
    for (const bad of ["AB1", "A".repeat(41), "SN 1234", "SN#1234", 1234]) {
      const refused = await register(orderId, item!.itemId, shopper.auth, bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().field).toBe("serialNumber");
    }
    const stranger = await createUser(t.db, t.config.jwtSecret);
    expect((await register(orderId, item!.itemId, stranger.auth, "SN-12345")).statusCode).toBe(404);
    expect((await register(orderId, crypto.randomUUID(), shopper.auth, "SN-12345")).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/order/${orderId}/items/${item!.itemId}/warranty-card`,
          headers: stranger.auth,
        })
      ).statusCode,
    ).toBe(404);

    await t.db.update(orders).set({ orderStatus: "Shipped" }).where(eq(orders.id, orderId));
    const early = await register(orderId, item!.itemId, shopper.auth, "SN-12345");
    expect(early.statusCode).toBe(409);
  });
});
