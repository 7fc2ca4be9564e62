import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CodRemittanceType, CodReportResponseType } from "@vayu/shared/cod-reports";
import { users } from "../../domains/accounts/tables";
import { orderEvents, orders } from "../../domains/orders/tables";
import { placedCodOrder, placedOrder } from "../../test/checkout-fixtures";
import { cancel, confirm, moveOrder, shipAndDeliver, TRACKING } from "../../test/lifecycle-fixtures";
import { createStoreTestApp, type StoreTestApp } from "../../test/store-app";
import { lifecycleDeps } from "../order-lifecycle/deps";
import { cancelUnconfirmedOrders } from "../order-lifecycle/unconfirmed-cod";

/**
 * The COD report and courier remittances (docs/decisions/308-cod-reports-and-remittances.md), on
 * PGlite and on the PostgreSQL server (TEST_DRIVER=pg), where simultaneous recordings overlap.
 */

let t: StoreTestApp;
beforeAll(async () => {
  t = await createStoreTestApp();
});
afterAll(() => t.close());

const DAY = "2026-01-10";
const cod = (title: string) => placedCodOrder(t, { title, pricePaise: 249_900, stock: 10 });
const numberOf = async (orderId: string) =>
  (await t.db.select({ n: orders.orderNumber }).from(orders).where(eq(orders.id, orderId)))[0]!.n;
const totalOf = async (orderId: string) =>
  (await t.db.select({ p: orders.totalAmountPaise }).from(orders).where(eq(orders.id, orderId)))[0]!.p / 100;
const ok = (response: { statusCode: number; body: string }, status = 200) => {
  if (response.statusCode !== status) throw new Error(`${response.statusCode} ${response.body}`);
};
const collect = (orderId: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/orders/${orderId}/payment-collected`,
    headers: t.staff.auth,
    payload: {},
  });
const report = async (query = `from=${DAY}&to=${DAY}`) => {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/admin/reports/cod?${query}`,
    headers: t.staff.auth,
  });
  ok(response);
  return response.json<CodReportResponseType>();
};
const remit = (payload: object) =>
  t.app.inject({ method: "POST", url: "/api/admin/cod-remittances", headers: t.staff.auth, payload });
const delhivery = async () => (await report()).cashToCollect.find((c) => c.courier === TRACKING.courier);

/** A confirmed COD order, shipped with Delhivery and delivered; its cash recorded collected when `collected`. */
async function delivered(title: string, collected: boolean) {
  const placed = await cod(title);
  ok(await confirm(t, placed.shopper, placed.orderId));
  await shipAndDeliver(t, t.staff, placed.orderId);
  if (collected) ok(await collect(placed.orderId));
  return placed;
}

describe("the COD report over a day of known orders", () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    // Cancelled by the timer: the only order awaiting when it runs a day later.
    const timed = await cod("Timer Fan");
    await cancelUnconfirmedOrders(lifecycleDeps(t.app), new Date(Date.now() + 25 * 3_600_000));
    ids.timed = timed.orderId;
    ids.online = (await placedOrder(t, { title: "Online Kettle", pricePaise: 150_000, stock: 5 })).orderId;
    ids.collected = (await delivered("Collected Cooler", true)).orderId;
    ids.notRecorded = (await delivered("Unrecorded Heater", false)).orderId;
    const shopperCancelled = await cod("Cancelled Iron");
    ok(await cancel(t, shopperCancelled.shopper, shopperCancelled.orderId));
    ids.shopperCancelled = shopperCancelled.orderId;
    ids.awaiting = (await cod("Awaiting Mixer")).orderId;
    // The refused parcel: shipped to Delhi, then Returned to origin (inserted as the RTO work will record it).
    const refused = await cod("Refused Geyser");
    ok(await confirm(t, refused.shopper, refused.orderId));
    ok(await moveOrder(t, t.staff, refused.orderId, { status: "Shipped", tracking: TRACKING }));
    await t.db
      .update(orders)
      .set({
        orderStatus: "Returned to origin",
        address: sql`${orders.address} || '{"zipCode":"110001","state":"Delhi"}'::jsonb`,
      })
      .where(eq(orders.id, refused.orderId));
    await t.db
      .insert(orderEvents)
      .values({
        orderId: refused.orderId,
        status: "Returned to origin",
        actorRole: "staff",
        actorId: t.staff.user.id,
      });
    // A name that a spreadsheet would run as a formula.
    await t.db
      .update(users)
      .set({ name: '=HYPERLINK("http://x")', phone: "9876500001" })
      .where(eq(users.id, sql`(select user_id from orders where id = ${refused.orderId})`));
    ids.refused = refused.orderId;
    // Everything happened on 10 January 2026 (IST).
    const all = Object.values(ids);
    await t.db
      .update(orders)
      .set({ createdAt: new Date(`${DAY}T10:00:00+05:30`) })
      .where(inArray(orders.id, all));
    await t.db
      .update(orderEvents)
      .set({ at: new Date(`${DAY}T12:00:00+05:30`) })
      .where(inArray(orderEvents.orderId, all));
  });

  it("counts the COD share, the confirmations, the refused parcels by pincode, state and shopper, and the cash with couriers", async () => {
    const r = await report();
    const codTotal = (
      await Promise.all(
        ["timed", "collected", "notRecorded", "shopperCancelled", "awaiting", "refused"].map((k) =>
          totalOf(ids[k]!),
        ),
      )
    ).reduce((a, b) => a + b, 0);
    const online = await totalOf(ids.online!);
    expect(r.from).toBe(DAY);
    expect(r.codShare).toEqual({
      codOrders: 6,
      allOrders: 7,
      countShare: 0.8571,
      codValue: codTotal,
      allValue: codTotal + online,
      valueShare: Math.round((codTotal / (codTotal + online)) * 10_000) / 10_000,
    });
    expect(r.confirmation).toEqual({
      placed: 6,
      confirmed: 3,
      timerCancelled: 1,
      shopperCancelled: 1,
      awaiting: 1,
      rate: 0.6,
    });
    expect(r.rto.overall).toEqual({ shipped: 3, rto: 1, rate: 0.3333 });
    expect(r.rto.byPincode).toEqual([
      { pincode: "110001", shipped: 1, rto: 1, rate: 1 },
      { pincode: "560001", shipped: 2, rto: 0, rate: 0 },
    ]);
    expect(r.rto.byState).toEqual([
      { state: "Delhi", shipped: 1, rto: 1, rate: 1 },
      { state: "Karnataka", shipped: 2, rto: 0, rate: 0 },
    ]);
    expect(r.rto.byShopper[0]).toMatchObject({
      name: '=HYPERLINK("http://x")',
      phone: "9876500001",
      shipped: 1,
      rto: 1,
      rate: 1,
    });
    expect(r.cashToCollect).toEqual([
      {
        courier: "Delhivery",
        collected: { count: 1, amount: await totalOf(ids.collected!) },
        notRecorded: { count: 1, amount: await totalOf(ids.notRecorded!) },
        orders: [
          expect.objectContaining({
            _id: ids.collected,
            orderNumber: await numberOf(ids.collected!),
            amount: await totalOf(ids.collected!),
          }),
        ],
      },
    ]);
    // A day with nothing: no rates, no division by zero.
    const empty = await report("from=2025-06-01&to=2025-06-02");
    expect(empty.confirmation.rate).toBeNull();
    expect(empty.rto.overall).toEqual({ shipped: 0, rto: 0, rate: null });
  });

  it("exports the tables as CSV, a formula-looking name as text", async () => {
    const csv = async (section: string) => {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/admin/reports/cod.csv?section=${section}&from=${DAY}&to=${DAY}`,
        headers: t.staff.auth,
      });
      ok(response);
      expect(response.headers["content-type"]).toMatch(/^text\/csv/);
      return response.body.replace(/^\uFEFF/, "").split("\r\n");
    };
    expect(await csv("pincode")).toEqual([
      "Pincode,Shipped COD parcels,Returned to origin,RTO rate %",
      "110001,1,1,100.0",
      "560001,2,0,0.0",
      "",
    ]);
    expect((await csv("state"))[1]).toBe("Delhi,1,1,100.0");
    expect((await csv("shopper"))[1]).toBe(`"'=HYPERLINK(""http://x"")",9876500001,1,1,100.0`);
    expect((await csv("cash"))[1]).toBe(
      `Delhivery,1,${(await totalOf(ids.collected!)).toFixed(2)},1,${(await totalOf(ids.notRecorded!)).toFixed(2)}`,
    );
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/admin/reports/cod.csv?section=everything",
      headers: t.staff.auth,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("records a remittance of collected orders only, once each, and the cash to collect drops", async () => {
    const n = await numberOf(ids.collected!);
    const online = await remit({
      courier: "Delhivery",
      reference: "UTR1",
      receivedOn: "2026-01-12",
      orderIds: [ids.online],
    });
    expect(online.statusCode).toBe(409);
    expect(online.json().message).toBe(
      `Order #${await numberOf(ids.online!)} was paid online: there is no cash to remit.`,
    );
    const uncollected = await remit({
      courier: "Delhivery",
      reference: "UTR1",
      receivedOn: "2026-01-12",
      orderIds: [ids.notRecorded],
    });
    expect(uncollected.statusCode).toBe(409);
    expect(uncollected.json().message).toContain("not recorded collected");
    const otherCourier = await remit({
      courier: "Blue Dart",
      reference: "UTR1",
      receivedOn: "2026-01-12",
      orderNumbers: [n],
    });
    expect(otherCourier.statusCode).toBe(409);

    const recorded = await remit({
      courier: "Delhivery",
      reference: "UTR0001",
      receivedOn: "2026-01-12",
      orderNumbers: [n],
    });
    expect(recorded.statusCode).toBe(201);
    const remittance = recorded.json<{ remittance: CodRemittanceType }>().remittance;
    expect(remittance).toMatchObject({
      courier: "Delhivery",
      reference: "UTR0001",
      receivedOn: "2026-01-12",
      amount: await totalOf(ids.collected!),
      recordedBy: "Meera Iyer",
    });
    expect(await delhivery()).toMatchObject({ collected: { count: 0, amount: 0 }, orders: [] });

    const again = await remit({
      courier: "Delhivery",
      reference: "UTR0002",
      receivedOn: "2026-01-13",
      orderIds: [ids.collected],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Order #${n} is already in a remittance.`);
    const list = await t.app.inject({
      method: "GET",
      url: "/api/admin/cod-remittances",
      headers: t.staff.auth,
    });
    expect(list.json<{ remittances: CodRemittanceType[] }>().remittances.map((x) => x.reference)).toEqual([
      "UTR0001",
    ]);
  });

  it("refuses bad input naming the field, and shoppers", async () => {
    const noOrders = await remit({ courier: "Delhivery", reference: "UTR", receivedOn: "2026-01-12" });
    expect(noOrders.statusCode).toBe(400);
    expect(noOrders.body).toContain("orderIds");
    const badDate = await remit({
      courier: "Delhivery",
      reference: "UTR",
      receivedOn: "12/01/2026",
      orderNumbers: [1],
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.body).toContain("receivedOn");
    const shopper = await t.app.inject({
      method: "GET",
      url: "/api/admin/reports/cod",
      headers: t.shopper.auth,
    });
    expect(shopper.statusCode).toBe(403);
  });
});

describe("two staff recording the same order at once", () => {
  it("one remittance wins; the other gets 409 naming the order, and nothing is counted twice", async () => {
    const a = await delivered("Race Fan A", true);
    const b = await delivered("Race Fan B", true);
    const [na, nb] = [await numberOf(a.orderId), await numberOf(b.orderId)];
    const answers = await Promise.all([
      remit({ courier: "Delhivery", reference: "UTR-A", receivedOn: "2026-01-14", orderNumbers: [na, nb] }),
      remit({ courier: "Delhivery", reference: "UTR-B", receivedOn: "2026-01-14", orderNumbers: [nb, na] }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe(
      `Order #${Math.min(na, nb)} is already in a remittance.`,
    );
    expect(await delhivery()).toMatchObject({ collected: { count: 0, amount: 0 } });
  });
});
