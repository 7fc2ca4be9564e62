import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RTO_NOTE_REQUIRED } from "@vayu/shared/admin";
import { prepaidNotReturnedToOrigin } from "@vayu/shared/orders";
import { COURIER_RTO_NOTE } from "@vayu/shared/rto";
import { creditNotes, invoices } from "../../domains/invoices/tables";
import { pincodeRtoRate, refusedParcelsOf } from "../../domains/orders/rto-counts";
import { orderEvents, orders } from "../../domains/orders/tables";
import { placedCodOrder, placedOrder } from "../../test/checkout-fixtures";
import { productStock } from "../../test/factories";
import { confirm, moveOrder, orderOf, staffView } from "../../test/lifecycle-fixtures";
import { createStoreTestApp, type StoreTestApp } from "../../test/store-app";

/**
 * Return to origin (docs/decisions/306-return-to-origin.md), on PGlite and on the PostgreSQL
 * server (TEST_DRIVER=pg), where the two receipts at once really overlap.
 */

let t: StoreTestApp;
beforeAll(async () => {
  t = await createStoreTestApp({}, { staff: { role: "owner" } });
  // These tests refuse many parcels to one pincode and shopper; the COD rules that would then
  // refuse cash on delivery (docs/decisions/307-cod-rules-at-checkout.md) are cod-rules.test.ts's.
  const rulesOff = await t.app.inject({
    method: "PATCH",
    url: "/api/admin/settings",
    headers: t.staff.auth,
    payload: { codRules: { maxRefusals: null, pincodeRtoPercent: null } },
  });
  expect(rulesOff.statusCode, rulesOff.body).toBe(200);
});
afterAll(() => t.close());

let awb = 0;
const tracking = () => ({ courier: "Delhivery", number: `RTO${Date.now()}${++awb}` });

/** A COD order the shopper confirmed and staff shipped, with its own tracking number. */
async function shippedCod(title: string, stock = 5) {
  const placed = await placedCodOrder(t, { title, pricePaise: 249_900, stock });
  expect((await confirm(t, placed.shopper, placed.orderId)).statusCode).toBe(200);
  const t1 = tracking();
  const shipped = await moveOrder(t, t.staff, placed.orderId, { status: "Shipped", tracking: t1 });
  expect(shipped.statusCode, shipped.body).toBe(200);
  return { ...placed, trackingNumber: t1.number };
}

const received = (orderId: string, payload: object) =>
  t.app.inject({ method: "POST", url: `/api/admin/orders/${orderId}/rto-received`, headers: t.staff.auth, payload });
const byTracking = (trackingNumbers: string[]) =>
  t.app.inject({ method: "POST", url: "/api/admin/orders/returned-to-origin", headers: t.staff.auth, payload: { trackingNumbers } });
const creditNotesOf = (orderId: string) =>
  t.db.select({ id: creditNotes.id, totalPaise: creditNotes.totalPaise, refundId: creditNotes.refundId }).from(creditNotes).innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId)).where(eq(invoices.orderId, orderId));

describe("marking a parcel Returned to origin", () => {
  it("moves a shipped or out-for-delivery COD order with the reason; the shopper reads that nothing is due", async () => {
    const { orderId, shopper } = await shippedCod("RTO Table Fan");
    const noNote = await moveOrder(t, t.staff, orderId, { status: "Returned to origin" });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().message).toBe(RTO_NOTE_REQUIRED);

    expect((await moveOrder(t, t.staff, orderId, { status: "Out for delivery" })).statusCode).toBe(200);
    const moved = await moveOrder(t, t.staff, orderId, { status: "Returned to origin", note: "Refused at the door" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().order).toMatchObject({ orderStatus: "Returned to origin", amountDue: 0, returnedToOrigin: { receivedAt: null }, cancellingCreditNoteUrl: null });

    const order = await orderOf(t, shopper, orderId);
    expect(order.orderStatus).toBe("Returned to origin");
    expect(order.amountDue).toBe(0);
    const mail = t.mailer.sent.find((m) => m.subject === `Your Vayu Home Appliances order #${order.number} could not be delivered`);
    expect(mail?.text).toContain("nothing was paid, so nothing is due from you");
    // The staff's reason is internal, as every staff note.
    expect(mail?.text).not.toContain("Refused at the door");
  });

  it("is refused before shipping, for a prepaid order (which goes through a return), and after delivery", async () => {
    const placed = await placedCodOrder(t, { title: "RTO Iron", pricePaise: 99_900, stock: 3 });
    expect((await confirm(t, placed.shopper, placed.orderId)).statusCode).toBe(200);
    const early = await moveOrder(t, t.staff, placed.orderId, { status: "Returned to origin", note: "Refused" });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("Only a shipped cash-on-delivery order can be marked Returned to origin; this one is Placed.");

    const online = await placedOrder(t, { title: "RTO Kettle", pricePaise: 99_900, stock: 3 });
    expect((await moveOrder(t, t.staff, online.orderId, { status: "Shipped", tracking: tracking() })).statusCode).toBe(200);
    const prepaid = await moveOrder(t, t.staff, online.orderId, { status: "Returned to origin", note: "Refused" });
    expect(prepaid.statusCode).toBe(409);
    expect(prepaid.json().message).toBe(prepaidNotReturnedToOrigin);

    const delivered = await shippedCod("RTO Mixer");
    expect((await moveOrder(t, t.staff, delivered.orderId, { status: "Delivered" })).statusCode).toBe(200);
    expect((await moveOrder(t, t.staff, delivered.orderId, { status: "Returned to origin", note: "Refused" })).statusCode).toBe(409);
  });
});

describe("the courier's list of tracking numbers", () => {
  it("moves each shipped COD order once, and names the numbers it did not know or could not move", async () => {
    const a = await shippedCod("RTO Cooler A");
    const b = await shippedCod("RTO Cooler B");
    const delivered = await shippedCod("RTO Cooler C");
    expect((await moveOrder(t, t.staff, delivered.orderId, { status: "Delivered" })).statusCode).toBe(200);
    const list = [a.trackingNumber, b.trackingNumber, delivered.trackingNumber, "NOSUCHAWB1"];

    const first = await byTracking(list);
    expect(first.statusCode, first.body).toBe(200);
    const n = async (orderId: string) => (await t.db.select({ n: orders.orderNumber }).from(orders).where(eq(orders.id, orderId)))[0]!.n;
    expect(first.json()).toEqual({
      moved: [
        { trackingNumber: a.trackingNumber, orderNumber: await n(a.orderId) },
        { trackingNumber: b.trackingNumber, orderNumber: await n(b.orderId) },
      ],
      already: [],
      notFound: ["NOSUCHAWB1"],
      refused: [{ trackingNumber: delivered.trackingNumber, orderNumber: await n(delivered.orderId), reason: "Only a shipped cash-on-delivery order can be marked Returned to origin; this one is Delivered." }],
    });
    const history = (await staffView(t, t.staff, a.orderId)).history;
    expect(history.at(-1)).toMatchObject({ status: "Returned to origin", note: COURIER_RTO_NOTE, actor: { role: "staff" } });

    const again = await byTracking(list);
    expect(again.json()).toMatchObject({ moved: [], already: [{ trackingNumber: a.trackingNumber }, { trackingNumber: b.trackingNumber }], notFound: ["NOSUCHAWB1"] });
    const steps = await t.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, a.orderId), eq(orderEvents.status, "Returned to origin")));
    expect(steps).toHaveLength(1);
  });

  it("answers 400 naming the field for an empty list", async () => {
    const empty = await byTracking([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain("trackingNumbers");
  });
});

describe("receiving the parcel back", () => {
  it("puts its units back once, records it, and cancels the whole invoice with one credit note and no refund", async () => {
    const { orderId, product, shopper } = await shippedCod("RTO Heater", 5);
    expect(await productStock(t.db, product.id)).toBe(4);
    const early = await received(orderId, { restock: true });
    expect(early.statusCode).toBe(409);
    expect((await moveOrder(t, t.staff, orderId, { status: "Returned to origin", note: "Address not found" })).statusCode).toBe(200);
    expect(await productStock(t.db, product.id)).toBe(4);

    const noChoice = await received(orderId, {});
    expect(noChoice.statusCode).toBe(400);
    expect(noChoice.json().field).toBe("restock");

    const ok = await received(orderId, { restock: true, note: "Box intact" });
    expect(ok.statusCode, ok.body).toBe(200);
    const order = ok.json().order;
    expect(order.returnedToOrigin.receivedAt).toEqual(expect.any(String));
    expect(order.cancellingCreditNoteUrl).toMatch(new RegExp(`^/api/order/${orderId}/credit-notes/[0-9a-f-]{36}$`));
    expect(order.refunds).toEqual([]);
    expect(order.history.at(-1)).toMatchObject({ status: "Returned to origin", note: "Received back: units put back in stock: Box intact" });
    expect(await productStock(t.db, product.id)).toBe(5);

    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(await creditNotesOf(orderId)).toEqual([{ id: expect.any(String), totalPaise: invoice!.totalPaise, refundId: null }]);
    // The shopper downloads it from their order.
    const mine = await orderOf(t, shopper, orderId);
    const pdf = await t.app.inject({ method: "GET", url: mine.cancellingCreditNoteUrl!, headers: shopper.auth });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");

    const twice = await received(orderId, { restock: true });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/^This parcel was already received back on /);
    expect(await productStock(t.db, product.id)).toBe(5);
    expect(await creditNotesOf(orderId)).toHaveLength(1);
  });

  it("leaves damaged units out of stock but still issues the credit note", async () => {
    const { orderId, product } = await shippedCod("RTO Geyser", 5);
    expect((await moveOrder(t, t.staff, orderId, { status: "Returned to origin", note: "Refused" })).statusCode).toBe(200);
    const ok = await received(orderId, { restock: false });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await productStock(t.db, product.id)).toBe(4);
    expect(await creditNotesOf(orderId)).toHaveLength(1);
  });

  it("two receipts at once: stock back once, one credit note, the other told 409", async () => {
    const runs = await Promise.all(Array.from({ length: 3 }, (_, i) => shippedCod(`RTO Purifier ${i}`, 2)));
    for (const { orderId, product } of runs) {
      expect((await moveOrder(t, t.staff, orderId, { status: "Returned to origin", note: "Refused" })).statusCode).toBe(200);
      const both = await Promise.all([received(orderId, { restock: true }), received(orderId, { restock: true })]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await productStock(t.db, product.id)).toBe(2);
      expect(await creditNotesOf(orderId)).toHaveLength(1);
    }
  });
});

describe("refused-parcel counts", () => {
  it("count the shopper's refused parcels and the pincode's refused and shipped COD parcels in the window", async () => {
    const pincode = "560001";
    const before = await pincodeRtoRate(t.db, pincode, new Date(Date.now() - 90 * 86_400_000));
    const first = await shippedCod("RTO Count A");
    expect(first.shopper.address.zipCode).toBe(pincode);
    const second = await shippedCod("RTO Count B");
    // The same shopper's second parcel.
    await t.db.update(orders).set({ userId: first.shopper.user.id }).where(eq(orders.id, second.orderId));
    for (const o of [first, second])
      expect((await moveOrder(t, t.staff, o.orderId, { status: "Returned to origin", note: "Refused" })).statusCode).toBe(200);

    expect(await refusedParcelsOf(t.db, first.shopper.user.id)).toBe(2);
    const after = await pincodeRtoRate(t.db, pincode, new Date(Date.now() - 90 * 86_400_000));
    expect(after).toEqual({ rto: before.rto + 2, shipped: before.shipped + 2 });
    // Outside the window: nothing counts.
    expect(await pincodeRtoRate(t.db, pincode, new Date(Date.now() + 60_000))).toEqual({ rto: 0, shipped: 0 });
    await t.db.update(orderEvents).set({ at: sql`now() - interval '100 days'` }).where(eq(orderEvents.orderId, second.orderId));
    expect(await pincodeRtoRate(t.db, pincode, new Date(Date.now() - 90 * 86_400_000))).toEqual({ rto: before.rto + 1, shipped: before.shipped + 1 });

    const view = await staffView(t, t.staff, first.orderId);
    expect(view.codRisk).toEqual({ refusedParcels: 2, pincode, days: 90, pincodeRto: before.rto + 1, pincodeShipped: before.shipped + 1 });
    const online = await placedOrder(t, { title: "RTO Count Online", pricePaise: 99_900, stock: 2 });
    expect((await staffView(t, t.staff, online.orderId)).codRisk).toBeNull();
  });
});
