import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreateGrievanceResponseType } from "@vayu/shared/grievances";
import type { PlaceOrderResponseType } from "@vayu/shared/orders";
import type { StaffNotificationsResponseType } from "@vayu/shared/staff-notifications";
import { sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../test/app";
import { expectErrorLog } from "../test/error-log";
import { placedOrder, shopperWithCart } from "../test/checkout-fixtures";
import { createProduct, createUser, sampleContactEnquiry, sampleDealerEnquiry } from "../test/factories";
import { deliveredDaysAgo, requestReturn } from "../test/lifecycle-fixtures";
import { pincodes } from "../domains/delivery/tables";
import { sendStaffDigest } from "./digest";
import { staffDigestRuns } from "./tables";

/** Staff e-mails for what needs them (docs/decisions/186-staff-notifications.md), on PGlite and PostgreSQL. */

const STAFF_EMAIL = "orders@vayu.test";
let t: TestApp;
let owner: Awaited<ReturnType<typeof createUser>>;
let staff: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: STAFF_EMAIL, ADMIN_PASSWORD: "a-long-admin-password" });
  owner = await createUser(t.db, t.config.jwtSecret, { role: "owner" });
  staff = await createUser(t.db, t.config.jwtSecret, { role: "admin" });
  await t.db.insert(pincodes).values({ pincode: "560001", district: "Bengaluru", state: "Karnataka" });
});
afterAll(() => t.close());

/** What reached the staff address while `act` ran. */
async function staffMailDuring(act: () => Promise<unknown>) {
  const before = t.mailer.sent.length;
  await act();
  return t.mailer.sent.slice(before).filter((mail) => mail.to === STAFF_EMAIL);
}

const complaint = {
  name: "Kavita Iyer",
  email: "kavita.iyer@example.in",
  mobile: "9876543210",
  subject: "Cooler delivered with a cracked tank",
  description: "The air cooler arrived with a cracked water tank.",
};

const setDeliveries = (deliveries: object, who = owner) =>
  t.app.inject({ method: "PUT", url: "/api/admin/notifications", headers: who.auth, payload: deliveries });
const IMMEDIATE = {
  orders: "immediate",
  returns: "immediate",
  enquiries: "immediate",
  grievances: "immediate",
};

describe("an e-mail to staff for each event, with its console link", () => {
  it("a paid online order", async () => {
    let orderId = "";
    const [mail, ...more] = await staffMailDuring(
      async () => ({ orderId } = await placedOrder(t, { title: "Tower Fan", pricePaise: 450_000 })),
    );
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/^New order #\d+: ₹4,505(\.00)? paid online$/);
    expect(mail!.text).toContain("1 × Tower Fan");
    expect(mail!.text).toContain(`http://shop.test/admin?order=${orderId}`);
  });

  it("a cash-on-delivery order says so and the amount to collect", async () => {
    const product = await createProduct(t.db, { title: "Table Fan", pricePaise: 49_999, stock: 5 });
    const shopper = await shopperWithCart(t, [{ productId: product.id, quantity: 1 }]);
    let order: PlaceOrderResponseType["order"] | undefined;
    const [mail, ...more] = await staffMailDuring(async () => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/order",
        headers: shopper.auth,
        payload: {
          paymentType: "COD",
          totalAmount: 574.99,
          address: shopper.address.id,
          products: [{ product: product.id, quantity: 1 }],
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      order = response.json<PlaceOrderResponseType>().order;
    });
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`New cash-on-delivery order #${order!.orderNumber}: collect ₹574.99`);
    expect(mail!.text).toContain("The courier collects ₹574.99.");
    expect(mail!.text).toContain(`http://shop.test/admin?order=${order!._id}`);
  });

  it("a return request", async () => {
    const { orderId, shopper } = await placedOrder(t, { title: "Air Cooler", pricePaise: 900_000 });
    await deliveredDaysAgo(t, staff, orderId, 1);
    const [mail, ...more] = await staffMailDuring(async () => {
      const response = await requestReturn(t, shopper, orderId, { reason: "The fan makes a grinding noise" });
      expect(response.statusCode, response.body).toBe(200);
    });
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/^Return requested for order #\d+$/);
    expect(mail!.text).toContain("Their reason: The fan makes a grinding noise");
    expect(mail!.text).toContain(`http://shop.test/admin?order=${orderId}`);
  });

  it("a contact and a dealer enquiry", async () => {
    const mails = await staffMailDuring(async () => {
      expect(
        (
          await t.app.inject({
            method: "POST",
            url: "/api/contact",
            payload: sampleContactEnquiry,
            remoteAddress: "203.0.113.40",
          })
        ).statusCode,
      ).toBe(201);
      expect(
        (
          await t.app.inject({
            method: "POST",
            url: "/api/distributordealer",
            payload: sampleDealerEnquiry,
            remoteAddress: "203.0.113.40",
          })
        ).statusCode,
      ).toBe(201);
    });
    expect(mails.map((m) => m.subject)).toEqual([
      `New contact enquiry from ${sampleContactEnquiry.name}`,
      `New distributor enquiry from ${sampleDealerEnquiry.contactPerson} of ${sampleDealerEnquiry.firmName}`,
    ]);
    const list = (
      await t.app.inject({ method: "GET", url: "/api/admin/enquiries", headers: staff.auth })
    ).json<{ enquiries: { _id: string; kind: string }[] }>().enquiries;
    for (const [i, kind] of ["contact", "distributor"].entries()) {
      const id = list.find((e) => e.kind === kind)!._id;
      expect(mails[i]!.text).toContain(`http://shop.test/admin?enquiry=${id}`);
    }
  });

  it("a grievance", async () => {
    let filed: CreateGrievanceResponseType | undefined;
    const [mail, ...more] = await staffMailDuring(async () => {
      filed = (
        await t.app.inject({
          method: "POST",
          url: "/api/grievances",
          payload: complaint,
          remoteAddress: "203.0.113.41",
        })
      ).json<CreateGrievanceResponseType>();
    });
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`New grievance ${filed!.ticketNumber}: ${complaint.subject}`);
    const list = (
      await t.app.inject({ method: "GET", url: "/api/admin/grievances", headers: staff.auth })
    ).json<{ grievances: { _id: string; ticketNumber: string }[] }>();
    const id = list.grievances.find((g) => g.ticketNumber === filed!.ticketNumber)!._id;
    expect(mail!.text).toContain(`http://shop.test/admin?grievance=${id}`);
  });
});

describe("the owner's choice of a morning digest", () => {
  it("is the owner's to make: staff are refused", async () => {
    const refused = await setDeliveries(IMMEDIATE, staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(
      "Only the store's owner can choose how staff are e-mailed.",
    );
    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/notifications", headers: staff.auth }))
        .statusCode,
    ).toBe(403);
    const bad = await setDeliveries({ ...IMMEDIATE, orders: "weekly" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain("Choose at once or the morning digest.");
  });

  it("sends one digest at 8 am India time instead of an e-mail per event, once however many instances look", async () => {
    const saved = await setDeliveries({ ...IMMEDIATE, orders: "digest", enquiries: "digest" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<StaffNotificationsResponseType>()).toEqual({
      recipient: STAFF_EMAIL,
      deliveries: { ...IMMEDIATE, orders: "digest", enquiries: "digest" },
    });

    let orderId = "";
    const during = await staffMailDuring(async () => {
      ({ orderId } = await placedOrder(t, { title: "Wall Fan", pricePaise: 300_000 }));
      await t.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { ...sampleContactEnquiry, name: "Asha Rao" },
        remoteAddress: "203.0.113.42",
      });
    });
    expect(during).toEqual([]);

    // Tomorrow at 7:59 and 8:00 in India; the app's own run at start may have taken today's already.
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString("en-CA", {
      timeZone: "Asia/Kolkata",
    });
    await t.db.delete(staffDigestRuns);
    const deps = { db: t.db, notifier: t.app.staffNotifier, mailer: t.app.mailer };
    expect(await sendStaffDigest(deps, new Date(`${tomorrow}T07:59:00+05:30`))).toBe(0);
    const digests = await staffMailDuring(() =>
      Promise.all(
        Array.from({ length: 4 }, () => sendStaffDigest(deps, new Date(`${tomorrow}T08:00:00+05:30`))),
      ),
    );
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe(`Daily digest for ${tomorrow}: 2 events need staff`);
    expect(digests[0]!.text).toContain(`http://shop.test/admin?order=${orderId}`);
    expect(digests[0]!.text).toContain("New contact enquiry from Asha Rao");

    // Grievances stayed immediate.
    const grievanceMail = await staffMailDuring(() =>
      t.app.inject({
        method: "POST",
        url: "/api/grievances",
        payload: complaint,
        remoteAddress: "203.0.113.43",
      }),
    );
    expect(grievanceMail).toHaveLength(1);
    await setDeliveries(IMMEDIATE);
  });
});

describe("a notice that cannot be written", () => {
  it("is logged and never undoes the shopper's order", async () => {
    await setDeliveries({ ...IMMEDIATE, orders: "digest" });
    // The digest's table is away: writing the notice fails inside the order's transaction.
    await t.db.execute(sql`alter table staff_digest_items rename to staff_digest_items_away`);
    try {
      expectErrorLog(/^staff notification not queued: .*"staff_digest_items" does not exist/s);
      const { orderId, shopper } = await placedOrder(t, { title: "Pedestal Fan", pricePaise: 250_000 });
      const mine = await t.app.inject({ method: "GET", url: `/api/order/${orderId}`, headers: shopper.auth });
      expect(mine.statusCode).toBe(200);
      expect(mine.json<{ order: { orderStatus: string } }>().order.orderStatus).toBe("Placed");
    } finally {
      await t.db.execute(sql`alter table staff_digest_items_away rename to staff_digest_items`);
      await setDeliveries(IMMEDIATE);
    }
  });
});
