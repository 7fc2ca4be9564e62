import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@vayu/shared/messages";
import { awaitingConfirmation } from "@vayu/shared/orders";
import { creditNotes, invoices } from "../../domains/invoices/tables";
import { orderEvents, orders } from "../../domains/orders/tables";
import { placedCodOrder, placedOrder } from "../../test/checkout-fixtures";
import { createUser, productStock } from "../../test/factories";
import { cancel, confirm, moveOrder, orderOf, staffView, TRACKING } from "../../test/lifecycle-fixtures";
import { createStoreTestApp, type StoreTestApp } from "../../test/store-app";
import { signOrderLink } from "../order-tracking/order-link";
import { lifecycleDeps } from "./deps";
import { cancelUnconfirmedOrders } from "./unconfirmed-cod";

/**
 * Confirming cash-on-delivery orders (docs/decisions/305-cod-confirmation.md), on PGlite and
 * on the PostgreSQL server (TEST_DRIVER=pg), where the simultaneous answers really overlap.
 */

let t: StoreTestApp;
beforeAll(async () => {
  t = await createStoreTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60_000;
const codOrder = (title: string, stock = 10) => placedCodOrder(t, { title, pricePaise: 249_900, stock });
const numberOf = async (orderId: string) => (await t.db.select({ n: orders.orderNumber }).from(orders).where(eq(orders.id, orderId)))[0]!.n;
const statusOf = async (orderId: string) => (await t.db.select({ s: orders.orderStatus }).from(orders).where(eq(orders.id, orderId)))[0]!.s;
const sentFor = (n: number) => t.messages.sent.filter((m) => m.params.order === String(n));
/** The answering link of the order's confirmation SMS and its token. */
async function answerLinks(orderId: string) {
  const sms = sentFor(await numberOf(orderId)).find((m) => m.template === "order_cod_confirm");
  if (!sms) throw new Error("no confirmation message");
  const link = /(http\S+)/.exec(sms.text)![1]!;
  return { token: new URL(link).searchParams.get("t")!, link, text: sms.text };
}
const runTimer = (now: Date) => cancelUnconfirmedOrders(lifecycleDeps(t.app), now);

describe("a new cash-on-delivery order", () => {
  it("awaits confirmation, asks the shopper by SMS (one link) and e-mail (Confirm and Cancel links), and cannot be packed or shipped", async () => {
    const { orderId, shopper } = await codOrder("Pedestal Fan");
    const n = await numberOf(orderId);
    const order = await orderOf(t, shopper, orderId);
    expect(order).toMatchObject({ orderStatus: "Awaiting confirmation", cancellable: true, history: [{ status: "Awaiting confirmation" }] });

    const links = await answerLinks(orderId);
    expect(links.text).toBe(
      `Please confirm or cancel your Vayu Home Appliances cash-on-delivery order #${n} of ₹2,504.00: ${links.link} Unconfirmed orders are cancelled after 24 hours.`,
    );
    expect(links.link).toBe(`http://shop.test/track?t=${links.token}`);
    // Within three SMS parts (153 characters each), where two links took four or five.
    expect(links.text.length).toBeLessThanOrEqual(3 * 153);
    expect(sentFor(n).map((m) => m.template)).toEqual(["order_cod_confirm"]);
    const mail = t.mailer.sent.find((m) => m.subject === `Please confirm your Vayu Home Appliances order #${n}`);
    expect(mail?.text).toContain(`Confirm your order: ${links.link}&answer=confirm`);
    expect(mail?.text).toContain(`Cancel it: ${links.link}&answer=cancel`);

    for (const payload of [{ status: "Packed" }, { status: "Shipped", tracking: TRACKING }]) {
      const refused = await moveOrder(t, t.staff, orderId, payload);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: awaitingConfirmation, orderStatus: "Awaiting confirmation" });
    }
    expect(await statusOf(orderId)).toBe("Awaiting confirmation");
  });

  it("an online-paid order is Placed at once, as before, and has nothing to confirm", async () => {
    const { orderId, shopper } = await placedOrder(t, { title: "Room Heater", pricePaise: 249_900, stock: 5 });
    expect(await statusOf(orderId)).toBe("Placed");
    const refused = await confirm(t, shopper, orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.codConfirm.notAwaiting);
  });
});

describe("the message's link", () => {
  it("opens the order without changing it; its Confirm posts confirm it, and staff can then pack it", async () => {
    const { orderId } = await codOrder("Wall Fan");
    const n = await numberOf(orderId);
    const { token } = await answerLinks(orderId);
    // Link previewers and mail scanners fetch the link: that changes nothing.
    const opened = await t.app.inject({ method: "GET", url: `/api/track/link?t=${token}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().order).toMatchObject({ number: n, status: "Awaiting confirmation", answer: { orderId } });
    expect(await statusOf(orderId)).toBe("Awaiting confirmation");

    const confirmed = await confirm(t, null, orderId, { t: token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // The link holder sees the read-only view, nothing of the account.
    expect(confirmed.json().order).toMatchObject({ number: n, status: "Placed", timeline: [{ status: "Awaiting confirmation" }, { status: "Placed" }] });
    expect(confirmed.body).not.toContain("MG Road");
    expect(sentFor(n).map((m) => m.template)).toEqual(["order_cod_confirm", "order_placed"]);
    expect(t.mailer.sent.some((m) => m.subject === `Your Vayu Home Appliances order #${n} is confirmed`)).toBe(true);

    const again = await confirm(t, null, orderId, { t: token });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.codConfirm.notAwaiting);
    // Once confirmed, the link no longer cancels: that is the shopper's account's to do.
    const late = await t.app.inject({ method: "POST", url: `/api/order/${orderId}/cancel`, payload: { t: token } });
    expect(late.statusCode).toBe(409);
    // Opening it again shows no buttons.
    expect((await t.app.inject({ method: "GET", url: `/api/track/link?t=${token}` })).json().order.answer).toBeUndefined();

    expect((await moveOrder(t, t.staff, orderId, { status: "Packed" })).statusCode).toBe(200);
  });

  it("cancels the order with its Cancel: stock back, nothing due", async () => {
    const { orderId, product } = await codOrder("Exhaust Fan", 5);
    expect(await productStock(t.db, product.id)).toBe(4);
    const { token } = await answerLinks(orderId);
    const cancelled = await t.app.inject({ method: "POST", url: `/api/order/${orderId}/cancel`, payload: { t: token } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().order.status).toBe("Cancelled");
    expect(await productStock(t.db, product.id)).toBe(4 + 1);
    const late = await confirm(t, null, orderId, { t: token });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(messages.codConfirm.alreadyCancelled);
  });

  it("is refused for another order, when it is a read-only order link, expired or forged, and without any link or login", async () => {
    const first = await codOrder("Ceiling Fan A");
    const second = await codOrder("Ceiling Fan B");
    const { token } = await answerLinks(first.orderId);
    const other = await confirm(t, null, second.orderId, { t: token });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(messages.track.linkInvalid);

    const readOnly = await confirm(t, null, first.orderId, { t: await signOrderLink(first.orderId, t.config.jwtSecret) });
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json().message).toBe(messages.codConfirm.linkNotForAnswer);
    const expired = await confirm(t, null, first.orderId, { t: await signOrderLink(first.orderId, t.config.jwtSecret, -60, { answers: true }) });
    expect(expired.statusCode).toBe(410);
    expect((await confirm(t, null, first.orderId, { t: `${token}x` })).statusCode).toBe(404);
    expect((await confirm(t, null, first.orderId, {})).statusCode).toBe(401);
    expect(await statusOf(first.orderId)).toBe("Awaiting confirmation");
    expect(await statusOf(second.orderId)).toBe("Awaiting confirmation");
  });
});

describe("the logged-in shopper", () => {
  it("confirms from the order page; a stranger gets 404; an online order is not awaiting confirmation (409)", async () => {
    const { orderId, shopper } = await codOrder("Table Fan");
    const stranger = await createUser(t.db, t.config.jwtSecret);
    expect((await confirm(t, stranger, orderId)).statusCode).toBe(404);
    const confirmed = await confirm(t, shopper, orderId);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().order).toMatchObject({ _id: orderId, orderStatus: "Placed", cancellable: true });
    expect(confirmed.json().order.history.at(-1)).toMatchObject({ status: "Placed", note: "Confirmed by the shopper" });
  });

  it("cancels from the order page: nothing refunded, and a credit note cancels the invoice issued at placing", async () => {
    const { orderId, shopper, product } = await codOrder("Tower Fan", 3);
    const cancelled = await cancel(t, shopper, orderId, { reason: "Ordered twice" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().order).toMatchObject({ orderStatus: "Cancelled", refunds: [] });
    expect(await productStock(t.db, product.id)).toBe(3);

    const order = await orderOf(t, shopper, orderId);
    expect(order.cancellingCreditNoteUrl).toMatch(new RegExp(`^/api/order/${orderId}/credit-notes/[0-9a-f-]{36}$`));
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    const notes = await t.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice!.id));
    expect(notes.map((n) => [n.totalPaise, n.refundId])).toEqual([[invoice!.totalPaise, null]]);
    const pdf = await t.app.inject({ method: "GET", url: order.cancellingCreditNoteUrl!, headers: shopper.auth });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
  });
});

describe("staff", () => {
  it("see unconfirmed orders apart and confirm one by phone, audited", async () => {
    const { orderId } = await codOrder("Air Cooler");
    const listed = await t.asStaff("GET", "/api/admin/orders?status=Awaiting%20confirmation");
    expect(listed.statusCode, listed.body).toBe(200);
    const statuses = listed.json<{ orders: { _id: string; orderStatus: string }[] }>().orders;
    expect(statuses.some((o) => o._id === orderId)).toBe(true);
    expect(statuses.every((o) => o.orderStatus === "Awaiting confirmation")).toBe(true);

    const phoned = await moveOrder(t, t.staff, orderId, { status: "Placed", note: "Confirmed by phone with the shopper" });
    expect(phoned.statusCode, phoned.body).toBe(200);
    const view = await staffView(t, t.staff, orderId);
    expect(view.orderStatus).toBe("Placed");
    const audited = await t.asStaff("GET", `/api/admin/audit?entity=order&entityId=${orderId}`);
    expect(audited.json().entries[0]).toMatchObject({ action: "status", actor: { _id: t.staff.user.id } });
    expect((await moveOrder(t, t.staff, orderId, { status: "Packed" })).statusCode).toBe(200);
  });
});

describe("the confirmation timer", () => {
  it("cancels orders left unconfirmed past the store's hours: stock back, the shopper told; answered ones stay", async () => {
    const waiting = await codOrder("Mixer Grinder", 4);
    const answered = await codOrder("Juicer", 4);
    expect((await confirm(t, answered.shopper, answered.orderId)).statusCode).toBe(200);
    const n = await numberOf(waiting.orderId);

    expect(await runTimer(new Date(Date.now() + 23 * HOUR))).toBe(0);
    expect(await runTimer(new Date(Date.now() + 25 * HOUR))).toBeGreaterThanOrEqual(1);
    expect(await statusOf(waiting.orderId)).toBe("Cancelled");
    expect(await statusOf(answered.orderId)).toBe("Placed");
    expect(await productStock(t.db, waiting.product.id)).toBe(4);
    expect(sentFor(n).at(-1)).toMatchObject({ template: "order_cod_expired" });
    expect(sentFor(n).at(-1)!.text).toContain(`order #${n} was not confirmed within 24 hours, so it is cancelled`);
    expect(t.mailer.sent.some((m) => m.subject === `Your Vayu Home Appliances order #${n} is cancelled`)).toBe(true);
    const [, event] = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, waiting.orderId)).orderBy(orderEvents.at);
    expect(event).toMatchObject({ status: "Cancelled", actorRole: "system" });
  });

  it("follows the hours the owner sets", async () => {
    const owner = await createUser(t.db, t.config.jwtSecret, { name: "Kavita Rao", role: "owner" });
    const bad = await t.app.inject({ method: "PATCH", url: "/api/admin/settings", headers: owner.auth, payload: { codConfirmHours: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("codConfirmHours");
    const set = await t.app.inject({ method: "PATCH", url: "/api/admin/settings", headers: owner.auth, payload: { codConfirmHours: 2 } });
    expect(set.statusCode, set.body).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/settings" })).json().codConfirmHours).toBe(2);
    const { orderId } = await codOrder("Hand Blender");
    expect((await answerLinks(orderId)).text).toContain("cancelled after 2 hours");
    await runTimer(new Date(Date.now() + 3 * HOUR));
    expect(await statusOf(orderId)).toBe("Cancelled");
    await t.app.inject({ method: "PATCH", url: "/api/admin/settings", headers: owner.auth, payload: { codConfirmHours: 24 } });
  });
});

describe("answers at the same moment", () => {
  it("a Confirm and a Cancel from two devices end in one state, the other told 409", async () => {
    const runs = await Promise.all(Array.from({ length: 4 }, (_, i) => codOrder(`Air Purifier ${i}`, 2)));
    for (const { orderId, product } of runs) {
      const { token } = await answerLinks(orderId);
      const [confirmed, cancelled] = await Promise.all([
        confirm(t, null, orderId, { t: token }),
        t.app.inject({ method: "POST", url: `/api/order/${orderId}/cancel`, payload: { t: token } }),
      ]);
      expect([confirmed.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
      const status = await statusOf(orderId);
      expect(status).toBe(confirmed.statusCode === 200 ? "Placed" : "Cancelled");
      expect(await productStock(t.db, product.id)).toBe(status === "Cancelled" ? 2 : 1);
      const steps = await t.db.select({ status: orderEvents.status }).from(orderEvents).where(eq(orderEvents.orderId, orderId));
      expect(steps.map((s) => s.status)).toEqual(["Awaiting confirmation", status]);
    }
  });

  it("the timer and a late Confirm never both win, and two instances' timers cancel once", async () => {
    const runs = await Promise.all(Array.from({ length: 4 }, (_, i) => codOrder(`Water Heater ${i}`, 2)));
    const later = new Date(Date.now() + 25 * HOUR);
    const answers = await Promise.all([
      ...runs.map((r) => confirm(t, r.shopper, r.orderId)),
      runTimer(later),
      runTimer(later),
    ]);
    for (const [i, { orderId, product }] of runs.entries()) {
      const confirmed = (answers[i] as { statusCode: number }).statusCode === 200;
      const status = await statusOf(orderId);
      expect(status).toBe(confirmed ? "Placed" : "Cancelled");
      expect(await productStock(t.db, product.id)).toBe(confirmed ? 1 : 2);
      const steps = await t.db.select({ status: orderEvents.status }).from(orderEvents).where(eq(orderEvents.orderId, orderId));
      expect(steps.map((s) => s.status)).toEqual(["Awaiting confirmation", status]);
    }
  });
});
