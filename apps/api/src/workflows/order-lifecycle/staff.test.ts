import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminOrdersResponseType } from "@vayu/shared/admin";
import { ProviderError } from "../../domains/checkout/provider";
import { createSandboxProvider } from "../../domains/checkout/sandbox-provider";
import { auditLog } from "../../audit/tables";
import { refunds } from "../../domains/checkout/tables";
import { orders } from "../../domains/orders/tables";
import { createStoreTestApp, type StoreTestApp } from "../../test/store-app";
import { expectErrorLog } from "../../test/error-log";
import { placedOrder } from "../../test/checkout-fixtures";
import { discountedOrder } from "../../test/discount-fixtures";
import { creditNotes } from "../../domains/invoices/tables";
import { taxableValue } from "../../domains/invoices/tax";
import { createUser, productStock, sampleAddress } from "../../test/factories";
import { cancel, deliveredDaysAgo, moveOrder, orderOf, requestReturn, staffView, TRACKING } from "../../test/lifecycle-fixtures";
import { reconcilePayments } from "../purchase/reconcile";
import { purchaseDeps } from "../purchase/deps";

let t: StoreTestApp;
beforeAll(async () => {
  t = await createStoreTestApp();
});
afterAll(() => t.close());

const order = (title: string, quantity = 1) => placedOrder(t, { title, pricePaise: 500_000, stock: 10 }, quantity);
const move = (orderId: string, payload: object) => moveOrder(t, t.staff, orderId, payload);
const refund = (orderId: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: `/api/admin/orders/${orderId}/refund`, headers: { ...t.staff.auth, ...headers }, payload });
const mailsTo = (email: string) => t.mailer.sent.filter((m) => m.to === email).map((m) => m.subject);

describe("staff-only access", () => {
  const id = "00000000-0000-4000-8000-000000000000";
  const routes: ["GET" | "POST", string, object?][] = [
    ["GET", "/api/admin/orders?q=1"],
    ["GET", `/api/admin/orders/${id}`],
    ["POST", `/api/admin/orders/${id}/status`, { status: "Packed" }],
    ["POST", `/api/admin/orders/${id}/refund`, { amount: 10, reason: "Damaged box" }],
  ];
  it.each(routes)("%s %s: 401 without a login, 403 for a shopper", async (method, url, payload) => {
    const shopper = await createUser(t.db, t.config.jwtSecret);
    const request = { method, url, ...(payload && { payload }) };
    expect((await t.app.inject(request)).statusCode).toBe(401);
    const asShopper = await t.app.inject({ ...request, headers: shopper.auth });
    expect(asShopper.statusCode).toBe(403);
    expect(asShopper.json().message).toBe("You are not allowed to do that.");
  });
});

describe("the order graph", () => {
  it("goes forward, never back, and never past Shipped without its tracking; every step is in the history with who", async () => {
    const { shopper, orderId } = await order("Pedestal Fan");
    expect((await move(orderId, { status: "Packed", note: "Packed at Whitefield" })).statusCode).toBe(200);

    const back = await move(orderId, { status: "Placed" });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({
      message: "This order is Packed and cannot be moved to Placed. It can only be moved to Shipped, Cancelled.",
      orderStatus: "Packed",
    });
    for (const skipped of ["Delivered", "Out for delivery"]) {
      const refused = await move(orderId, { status: skipped });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: `Mark the order Shipped with its tracking number before ${skipped}.`, orderStatus: "Packed" });
    }

    const untracked = await move(orderId, { status: "Shipped" });
    expect(untracked.statusCode).toBe(400);
    expect(untracked.json()).toMatchObject({ field: "tracking", message: "Give the courier name and the tracking number to mark the order Shipped" });
    const noNumber = await move(orderId, { status: "Shipped", tracking: { courier: "Delhivery" } });
    expect(noNumber.json()).toMatchObject({ field: "tracking.number", message: "Tracking number is required" });

    const shipped = await move(orderId, { status: "Shipped", tracking: TRACKING });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().order).toMatchObject({ orderStatus: "Shipped", tracking: TRACKING });
    expect((await orderOf(t, shopper, orderId)).tracking).toEqual(TRACKING);
    const shippedMail = t.mailer.sent.find((m) => m.to === shopper.user.email && m.subject.endsWith("has shipped"));
    expect(shippedMail?.text).toContain("Courier: Delhivery, tracking number DL1234567890.");

    expect((await move(orderId, { status: "Cancelled" })).json().message).toBe(
      "This order is already Shipped and can no longer be cancelled. It can only be moved to Out for delivery, Delivered.",
    );
    // Shipped again with the same tracking (a double click) changes nothing.
    expect((await move(orderId, { status: "Shipped", tracking: TRACKING })).statusCode).toBe(200);
    const delivered = await move(orderId, { status: "Delivered" });
    expect(delivered.statusCode).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.deliveredAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(delivered.json().order.returnableUntil).toBe(new Date(row!.deliveredAt!.getTime() + 7 * 86_400_000).toISOString());
    expect((await move(orderId, { status: "Out for delivery" })).statusCode).toBe(409);
    // Repeating the status an order already has changes nothing.
    expect((await move(orderId, { status: "Delivered" })).statusCode).toBe(200);

    const view = await staffView(t, t.staff, orderId);
    expect(view.history.map((h) => [h.status, h.actor.role, h.actor.name])).toEqual([
      ["Placed", "shopper", "Asha Verma"],
      ["Packed", "staff", "Meera Iyer"],
      ["Shipped", "staff", "Meera Iyer"],
      ["Delivered", "staff", "Meera Iyer"],
    ]);
    expect(view.history[1]).toMatchObject({ note: "Packed at Whitefield", actor: { _id: t.staff.user.id } });
    expect(view).toMatchObject({
      customer: { _id: shopper.user.id, email: shopper.user.email },
      phone: "9876543210",
      payment: { providerOrderId: expect.stringMatching(/^order_/), paymentId: expect.stringMatching(/^pay_/) },
      address: { address: sampleAddress.address, zipCode: sampleAddress.zipCode },
    });
    expect(mailsTo(shopper.user.email).filter((s) => /has shipped|has been delivered/.test(s))).toHaveLength(2);
  });

  it("cancelled by staff: full refund, stock back, a final state", async () => {
    const { shopper, orderId, product, total } = await order("Juicer", 3);
    const cancelled = await move(orderId, { status: "Cancelled", note: "Customer called to cancel" });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().order).toMatchObject({ orderStatus: "Cancelled", refundable: 0, refunds: [{ amount: total }] });
    expect(await productStock(t.db, product.id)).toBe(10);
    expect(mailsTo(shopper.user.email).some((s) => s.endsWith("is cancelled"))).toBe(true);
    expect((await move(orderId, { status: "Packed" })).json().message).toBe("This order is Cancelled and cannot be moved to Packed. It cannot be changed any more.");
  });

  it("lets only one of two staff members racing on an order pass the graph", async () => {
    const { orderId, product } = await order("Tower Fan");
    await move(orderId, { status: "Packed" });
    const raced = await Promise.all([move(orderId, { status: "Cancelled" }), move(orderId, { status: "Shipped", tracking: TRACKING })]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const view = await staffView(t, t.staff, orderId);
    expect(view.history.map((h) => h.status)).toEqual(["Placed", "Packed", view.orderStatus]);
    expect(view.refunds).toHaveLength(view.orderStatus === "Cancelled" ? 1 : 0);
    expect(await productStock(t.db, product.id)).toBe(view.orderStatus === "Cancelled" ? 10 : 9);
  });

  it("rejects an unknown status or order", async () => {
    const { orderId } = await order("Kettle");
    const unknown = await move(orderId, { status: "Lost in transit" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^Status must be one of Awaiting confirmation, Placed, Packed/);
    expect((await move("00000000-0000-4000-8000-000000000000", { status: "Packed" })).statusCode).toBe(404);
  });
});

describe("returns", () => {
  it("approved, returned (restocked) and refunded through the provider, the shopper told at each step", async () => {
    const { shopper, orderId, product, total, paymentId } = await order("Microwave Oven 25 L", 2);
    await deliveredDaysAgo(t, t.staff, orderId, 2);
    expect((await requestReturn(t, shopper, orderId, { reason: "Door does not close" })).statusCode).toBe(200);
    const approved = await move(orderId, { status: "Return requested", note: "Pickup on Monday" });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().order.history.at(-1)).toMatchObject({ status: "Return requested", note: "Return approved: Pickup on Monday" });
    expect((await move(orderId, { status: "Refunded" })).statusCode).toBe(409);

    expect(await productStock(t.db, product.id)).toBe(8);
    const unsaid = await move(orderId, { status: "Returned" });
    expect(unsaid.statusCode).toBe(400);
    expect(unsaid.json()).toMatchObject({ field: "restock", message: "Choose whether the returned units go back to stock (sellable) or not (damaged)." });
    expect((await move(orderId, { status: "Returned", restock: true })).statusCode).toBe(200);
    expect(await productStock(t.db, product.id)).toBe(10);
    const refunded = await move(orderId, { status: "Refunded" });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().order).toMatchObject({ orderStatus: "Refunded", refundable: 0, refunds: [{ amount: total }] });
    const [row] = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(row).toMatchObject({ key: `order:${orderId}:return`, amountPaise: Math.round(total * 100), requestedBy: t.staff.user.id });
    expect((await createSandboxProvider(t.db).fetchPayment(paymentId))!.status).toBe("refunded");
    expect(mailsTo(shopper.user.email).filter((s) => /return request received|return approved|is refunded/.test(s))).toHaveLength(3);
    const refundMail = t.mailer.sent.find((m) => m.to === shopper.user.email && m.subject.endsWith("is refunded"));
    expect(refundMail?.text).toContain("5–7 working days");
  });

  it("rejected back to Delivered with a note (required)", async () => {
    const { shopper, orderId } = await order("Sandwich Maker");
    await deliveredDaysAgo(t, t.staff, orderId, 1);
    await requestReturn(t, shopper, orderId, { reason: "Changed my mind" });
    const noNote = await move(orderId, { status: "Delivered" });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json()).toMatchObject({ field: "note", message: "Write why the return is rejected: the shopper is told this reason" });
    const rejected = await move(orderId, { status: "Delivered", note: "Opened and used" });
    expect(rejected.json().order).toMatchObject({ orderStatus: "Delivered", history: expect.arrayContaining([expect.objectContaining({ note: "Return rejected: Opened and used" })]) });
    const mail = t.mailer.sent.find((m) => m.to === shopper.user.email && m.subject.endsWith("about your return request"));
    expect(mail?.text).toContain("Reason: Opened and used");
  });

  it("stays Returned with a 502 when the provider refuses the refund, and becomes Refunded once a retry is accepted", async () => {
    const { shopper, orderId } = await order("Dishwasher");
    await deliveredDaysAgo(t, t.staff, orderId, 1);
    await requestReturn(t, shopper, orderId, { reason: "Leaks water" });
    await move(orderId, { status: "Returned", restock: false });
    const provider = t.app.paymentProvider;
    const refundWith = provider.refund;
    provider.refund = () => Promise.reject(new ProviderError("Razorpay could not be reached"));
    expectErrorLog(/^refund not accepted by the provider: will retry: Razorpay could not be reached$/);
    try {
      const failed = await move(orderId, { status: "Refunded" });
      expect(failed.statusCode).toBe(502);
      expect(failed.json().message).toMatch(/^The payment provider did not accept the refund of ₹5,005.00 just now\. It is recorded and will be retried automatically/);
    } finally {
      provider.refund = refundWith;
    }
    const waiting = await staffView(t, t.staff, orderId);
    expect(waiting).toMatchObject({ orderStatus: "Returned", refunds: [{ status: "pending", providerRefundId: null, lastError: "Razorpay could not be reached" }] });

    // The payment reconciler retries the refund when it is due; the order then settles.
    await t.db.update(refunds).set({ nextAttemptAt: new Date() }).where(eq(refunds.orderId, orderId));
    await reconcilePayments(purchaseDeps(t.app));
    const settled = await staffView(t, t.staff, orderId);
    expect(settled.orderStatus).toBe("Refunded");
    expect(settled.history.at(-1)).toMatchObject({ status: "Refunded", actor: { role: "system", _id: null } });
    expect(mailsTo(shopper.user.email).filter((s) => s.endsWith("is refunded"))).toHaveLength(1);
  });
});

describe("partial refunds", () => {
  it("refunds units of a line at their paid price, restocks them, and never more than is left", async () => {
    const { shopper, orderId, product, total } = await order("Air Cooler 70 L", 3);
    expect(await productStock(t.db, product.id)).toBe(7);
    const unsaid = await refund(orderId, { productId: product.id, quantity: 2, reason: "Two units arrived dented" });
    expect(unsaid.statusCode).toBe(400);
    expect(unsaid.json()).toMatchObject({ field: "restock", message: "Choose whether the refunded units go back to stock (sellable) or not (damaged)." });
    expect((await staffView(t, t.staff, orderId)).refunds).toEqual([]);

    const line = await refund(orderId, { productId: product.id, quantity: 2, reason: "Two units arrived dented", restock: true });
    expect(line.statusCode).toBe(200);
    expect(line.json().order).toMatchObject({ orderStatus: "Placed", refundable: total - 10_000, refunds: [{ amount: 10_000, providerRefundId: expect.stringMatching(/^rfnd_/) }] });
    expect(line.json().order.history.at(-1)).toMatchObject({
      status: "Placed",
      note: "Refund of ₹10,000.00 for 2 × Air Cooler 70 L, units back in stock: Two units arrived dented",
      shopperNote: "Refund of ₹10,000.00 for 2 × Air Cooler 70 L",
      actor: { role: "staff" },
    });
    expect(await productStock(t.db, product.id)).toBe(9);
    const audited = await t.app.inject({ url: `/api/admin/audit?entity=order&entityId=${orderId}`, headers: t.staff.auth });
    expect(audited.json().entries[0]).toMatchObject({
      action: "refund",
      actor: { _id: t.staff.user.id },
    });
    expect(audited.json().entries[0].changes).toEqual([
      { field: "Amount", from: null, to: "₹10,000.00" },
      { field: "Refunded units", from: null, to: "2 × Air Cooler 70 L" },
      { field: "Back to stock", from: null, to: "yes" },
      { field: "Reason", from: null, to: "Two units arrived dented" },
      { field: "Still refundable", from: "₹15,005.00", to: "₹5,005.00" },
    ]);

    const tooMany = await refund(orderId, { productId: product.id, quantity: 2, reason: "Third unit", restock: true });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ field: "quantity", message: "Units can be at most 1: the other units of Air Cooler 70 L are already refunded" });
    const tooMuch = await refund(orderId, { amount: 5_006, reason: "Goodwill" });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ field: "amount", message: "Amount can be at most ₹5,005.00: ₹10,000.00 of ₹15,005.00 is already refunded" });
    expect((await refund(orderId, { reason: "No amount" })).json()).toMatchObject({ field: "amount", message: "Give an amount, or choose a line to refund its units" });
    expect((await refund(orderId, { amount: 0.5, reason: "Too little" })).json()).toMatchObject({ message: "Amount must be at least ₹1" });

    // The same Idempotency-Key is the same refund.
    const key = { "idempotency-key": "staff-form-7f3a" };
    const [a, b] = [await refund(orderId, { amount: 100, reason: "Late delivery" }, key), await refund(orderId, { amount: 100, reason: "Late delivery" }, key)];
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json().order.refunds).toHaveLength(2);
    expect(b.json().order.refundable).toBe(4_905);

    // Cancelling afterwards refunds the rest and restocks only the unit not yet back.
    const cancelled = await cancel(t, shopper, orderId);
    expect(cancelled.json().order).toMatchObject({ orderStatus: "Cancelled", refunds: [{ amount: 10_000 }, { amount: 100 }, { amount: 4_905 }] });
    expect(await productStock(t.db, product.id)).toBe(10);
    const nothingLeft = await refund(orderId, { amount: 1, reason: "One more" });
    expect(nothingLeft.statusCode).toBe(409);
    expect(nothingLeft.json().message).toBe("This order is already refunded in full.");
  });

  it("refuses a product that is not a line of the order", async () => {
    const { orderId } = await order("Rice Cooker");
    const other = await order("Chimney");
    const response = await refund(orderId, { productId: other.product.id, reason: "Wrong line", restock: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: "productId", message: "The chosen product is not a line of this order" });
  });
});

describe("refunds of discounted lines (ADR 286)", () => {
  const creditNoteOf = async (refundId: string) => (await t.db.select().from(creditNotes).where(eq(creditNotes.refundId, refundId)))[0]!;

  it("a returned discounted line refunds exactly what was paid for it, its credit note taxed on that, and never more", async () => {
    // Rs 500 coupon and Rs 50 prepaid offer over a Rs 8,290 cooler and three Rs 1,299.99 kettles (5% GST):
    // the cooler was paid 8,290.00 - 374.05 = 7,915.95, the kettles 3,899.97 - 175.95 = 3,724.02.
    const { orderId, lines, totalPaise } = await discountedOrder(t, {
      lines: [
        { product: { title: "Desert Cooler 70 L", pricePaise: 829_000 }, quantity: 1 },
        { product: { title: "Electric Kettle 1.5 L", pricePaise: 129_999, gstRatePercent: 5 }, quantity: 3 },
      ],
      couponCode: "DIWALI10",
      couponDiscountPaise: 50_000,
      prepaidDiscountPaise: 5_000,
    });
    const [cooler, kettles] = lines;
    expect([cooler!.paidPaise, kettles!.paidPaise]).toEqual([791_595, 372_402]);

    const returned = await refund(orderId, { productId: cooler!.productId, quantity: 1, reason: "Returned: pump noisy", restock: true });
    expect(returned.statusCode).toBe(200);
    const view = returned.json().order;
    expect(view.refunds).toMatchObject([{ amount: 7_915.95 }]);
    expect(view.refundable).toBe((totalPaise - 791_595) / 100);
    expect(view.history.at(-1).shopperNote).toBe("Refund of ₹7,915.95 for 1 × Desert Cooler 70 L");
    const [row] = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(row!.amountPaise).toBe(791_595);
    // The credit note reverses the discounted value at the cooler's rate, as the invoice taxed it.
    const note = await creditNoteOf(row!.id);
    expect(note.totalPaise).toBe(791_595);
    expect(note.lines).toMatchObject([{ description: "Desert Cooler 70 L", quantity: 1, ratePercent: 18, grossPaise: 791_595, taxablePaise: taxableValue(791_595, 18) }]);

    // An amount for the kettles above what was paid for them is refused; their own price is not the limit.
    const tooMuch = await refund(orderId, { productId: kettles!.productId, quantity: 3, amount: 3_724.03, reason: "Returned", restock: true });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ field: "amount", message: "Amount can be at most ₹3,724.02: that is what is left of what was paid for Electric Kettle 1.5 L" });
    const all = await refund(orderId, { productId: kettles!.productId, quantity: 3, reason: "Returned", restock: true });
    expect(all.json().order.refunds.map((r: { amount: number }) => r.amount)).toEqual([7_915.95, 3_724.02]);
    // What is left is the shipping, as paid.
    expect(all.json().order.refundable).toBe(5);
  });

  it("refunding a line in two parts sums exactly to its paid value", async () => {
    // Three fans at Rs 1,249.99 with 10% off: 3,749.97 - 374.99 = 3,374.98 paid, not a multiple of 3 paise.
    const { orderId, lines, totalPaise } = await discountedOrder(t, {
      lines: [{ product: { title: "Ceiling Fan 1200 mm", pricePaise: 124_999 }, quantity: 3 }],
      couponCode: "FANS10",
      couponDiscountPaise: 37_499,
      prepaidDiscountPaise: 0,
    });
    const fans = lines[0]!;
    expect(fans.paidPaise).toBe(337_498);
    const first = await refund(orderId, { productId: fans.productId, quantity: 1, reason: "One dented", restock: false });
    expect(first.json().order.refunds).toMatchObject([{ amount: 1_124.99 }]); // 3,374.98 ÷ 3, rounded down
    // The staff console suggests the rest of the line from where it stands.
    expect(first.json().order.lineRefunds).toEqual([{ productId: fans.productId, unitsLeft: 2, refunded: 1_124.99 }]);
    const rest = await refund(orderId, { productId: fans.productId, quantity: 2, reason: "The other two returned", restock: true });
    expect(rest.statusCode).toBe(200);
    // The last units get what is left of the line: 2,249.99, a paisa more than two thirds.
    const amounts = (await t.db.select().from(refunds).where(eq(refunds.orderId, orderId))).map((r) => r.amountPaise).sort((a, b) => a - b);
    expect(amounts).toEqual([112_499, 224_999]);
    expect(amounts[0]! + amounts[1]!).toBe(fans.paidPaise);
    expect(rest.json().order.refundable).toBe((totalPaise - fans.paidPaise) / 100);
    // Nothing is left of the line for any amount.
    const more = await refund(orderId, { productId: fans.productId, amount: 1, reason: "Again" });
    expect(more.statusCode).toBe(400);
  });
});

describe("safe refunds (ADR 187)", () => {
  it("puts refunded units back in stock only when staff say they are sellable, and e-mails the shopper each refund", async () => {
    const { shopper, orderId, product, total } = await order("Table Fan 400 mm", 3);
    expect(await productStock(t.db, product.id)).toBe(7);
    const damaged = await refund(orderId, { productId: product.id, quantity: 1, reason: "Blade cracked in transit", restock: false }, { "idempotency-key": "damaged-1" });
    expect(damaged.statusCode, damaged.body).toBe(200);
    expect(await productStock(t.db, product.id)).toBe(7);
    expect(damaged.json().order.history.at(-1).note).toBe("Refund of ₹5,000.00 for 1 × Table Fan 400 mm, units not put back in stock (damaged): Blade cracked in transit");

    const sellable = await refund(orderId, { productId: product.id, quantity: 1, reason: "Customer kept only two", restock: true });
    expect(sellable.statusCode).toBe(200);
    expect(await productStock(t.db, product.id)).toBe(8);

    const mails = t.mailer.sent.filter((m) => m.to === shopper.user.email && m.subject.includes(": refund of ₹5,000.00"));
    expect(mails).toHaveLength(2);
    const number = (await staffView(t, t.staff, orderId)).number;
    expect(mails[0]!.subject).toBe(`Your Vayu Home Appliances order #${number}: refund of ₹5,000.00`);
    expect(mails[0]!.text).toContain("We have started a refund of ₹5,000.00 to the UPI account or card you paid with. Banks usually show it in your account within 5–7 working days.");
    expect(mails[0]!.text).toContain(`The refund is for 1 × Table Fan 400 mm on order #${number}.`);
    // The staff's reason is theirs: not in the e-mail, not in the shopper's history.
    expect(mails[0]!.text).not.toContain("Blade cracked");
    expect((await orderOf(t, shopper, orderId)).history.at(-1)).toEqual({ status: "Placed", at: expect.any(String), note: "Refund of ₹5,000.00 for 1 × Table Fan 400 mm" });

    // A repeat of the same request is the same refund: no second payout, no second e-mail.
    expect((await refund(orderId, { productId: product.id, quantity: 1, reason: "Blade cracked in transit", restock: false }, { "idempotency-key": "damaged-1" })).statusCode).toBe(200);
    expect(t.mailer.sent.filter((m) => m.to === shopper.user.email && m.subject.includes(": refund of"))).toHaveLength(2);
    expect((await staffView(t, t.staff, orderId)).refundable).toBe(total - 10_000);

    // An amount alone has no units: no stock question, and none accepted.
    expect((await refund(orderId, { amount: 200, reason: "Late delivery" })).statusCode).toBe(200);
    const stray = await refund(orderId, { amount: 200, reason: "Late delivery", restock: true });
    expect(stray.json()).toMatchObject({ field: "restock", message: "Back to stock is chosen only when units of a line are refunded" });
  });

  it("leaves a returned parcel's units out of stock when staff mark them damaged", async () => {
    const { shopper, orderId, product } = await order("Mixer Grinder 750 W", 2);
    await deliveredDaysAgo(t, t.staff, orderId, 1);
    await requestReturn(t, shopper, orderId, { reason: "Jar lid is broken" });
    const returned = await move(orderId, { status: "Returned", restock: false, note: "Motor burnt" });
    expect(returned.statusCode).toBe(200);
    expect(await productStock(t.db, product.id)).toBe(8);
    expect(returned.json().order.history.at(-1)).toMatchObject({ status: "Returned", note: "Returned units not put back in stock (damaged): Motor burnt", shopperNote: null });
    const stray = await move(orderId, { status: "Refunded", restock: true });
    expect(stray.json()).toMatchObject({ field: "restock", message: "Back to stock is chosen only when the order is marked Returned" });
  });

  it("is correct under concurrency: ten identical refund requests pay out once", async () => {
    const { orderId, product } = await order("Induction Cooktop", 2);
    const key = { "idempotency-key": "double-click-1" };
    const answers = await Promise.all(Array.from({ length: 10 }, () => refund(orderId, { productId: product.id, quantity: 1, reason: "Dented", restock: true }, key)));
    expect(answers.map((a) => a.statusCode), answers[0]!.body).toEqual(Array(10).fill(200));
    expect((await staffView(t, t.staff, orderId)).refunds).toHaveLength(1);
    expect(await productStock(t.db, product.id)).toBe(9);
  });
});

describe("notes on staff moves (ADR 187)", () => {
  it("are internal unless shown to the shopper: hidden from their history and e-mails, marked for staff", async () => {
    const { shopper, orderId } = await order("Wall Fan");
    await move(orderId, { status: "Packed", note: "Delhivery COD remittance UTR 4411 pending" });
    await move(orderId, { status: "Shipped", tracking: TRACKING, note: "Handle with care: glass top", showToShopper: true });
    await move(orderId, { status: "Out for delivery", note: "Rider Ramesh, 98450 12345", showToShopper: false });

    const history = (await orderOf(t, shopper, orderId)).history;
    expect(history.map((h) => [h.status, h.note])).toEqual([
      ["Placed", undefined],
      ["Packed", undefined],
      ["Shipped", "Handle with care: glass top"],
      ["Out for delivery", undefined],
    ]);
    const mails = t.mailer.sent.filter((m) => m.to === shopper.user.email).map((m) => m.text);
    expect(mails.some((text) => text.includes("Note from our team: Handle with care: glass top"))).toBe(true);
    expect(mails.some((text) => /UTR 4411|Rider Ramesh/.test(text))).toBe(false);

    const staffHistory = (await staffView(t, t.staff, orderId)).history;
    expect(staffHistory.map((h) => [h.note, h.shopperNote])).toEqual([
      [undefined, null],
      ["Delhivery COD remittance UTR 4411 pending", null],
      ["Handle with care: glass top", "Handle with care: glass top"],
      ["Rider Ramesh, 98450 12345", null],
    ]);
  });

  it("an approval shows the shopper its own words, the staff's note only when shown", async () => {
    const { shopper, orderId } = await order("Hand Blender");
    await deliveredDaysAgo(t, t.staff, orderId, 1);
    await requestReturn(t, shopper, orderId, { reason: "Does not switch on" });
    await move(orderId, { status: "Return requested", note: "Courier pickup ref PK-77" });
    expect((await orderOf(t, shopper, orderId)).history.at(-1)).toMatchObject({ status: "Return requested", note: "Return approved" });
    const approval = t.mailer.sent.filter((m) => m.to === shopper.user.email && m.subject.endsWith("return approved"));
    expect(approval.map((m) => m.text.includes("PK-77"))).toEqual([false]);
  });
});

describe("an order shipped without its tracking (before the rule)", () => {
  it("cannot be delivered until it is marked Shipped with the tracking", async () => {
    const { orderId } = await order("Ceiling Fan 1200 mm");
    await t.db.update(orders).set({ orderStatus: "Shipped" }).where(eq(orders.id, orderId));
    const refused = await move(orderId, { status: "Delivered" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Mark the order Shipped with its tracking number before Delivered.");
    expect((await move(orderId, { status: "Shipped", tracking: TRACKING })).statusCode).toBe(200);
    expect((await move(orderId, { status: "Delivered" })).statusCode).toBe(200);
  });
});

describe("staff messages in words", () => {
  it("names the field as the console labels it", async () => {
    const { orderId } = await order("Air Purifier");
    const cases: [object, string, string][] = [
      [{ status: "Shipped", tracking: { courier: "D", number: "DL1234567890" } }, "tracking.courier", "Courier name must be at least 2 characters"],
      [{ status: "Shipped", tracking: { courier: "Delhivery", number: "DL 12" } }, "tracking.number", "Tracking number must be 4 to 40 letters, digits or dashes"],
      [{ status: "Shipped", tracking: { courier: "Delhivery", number: "DL1234567890", url: "ftp://x" } }, "tracking.url", "Tracking link must be a web address starting with https://"],
      [{ status: "Packed", note: "x".repeat(501) }, "note", "Note must be at most 500 characters"],
    ];
    for (const [payload, field, message] of cases) expect((await move(orderId, payload)).json()).toMatchObject({ field, message });
    expect((await refund(orderId, { amount: 10, reason: "ok" })).json()).toMatchObject({ field: "reason", message: "Reason must be at least 3 characters" });
    expect((await refund(orderId, { amount: "ten", reason: "Goodwill" })).json()).toMatchObject({ field: "amount", message: "Amount must be a number of rupees" });
  });
});

describe("the audit log reads as words and rupees", () => {
  it("shows a status move's fields with labels, and amounts stored in paise as rupees", async () => {
    const { orderId } = await order("Room Heater 2000 W");
    await move(orderId, { status: "Shipped", tracking: TRACKING, note: "Left the warehouse" });
    const entries = (await t.app.inject({ url: `/api/admin/audit?entity=order&entityId=${orderId}`, headers: t.staff.auth })).json().entries;
    expect(entries[0].changes).toEqual(
      expect.arrayContaining([
        { field: "Status", from: "Placed", to: "Shipped" },
        { field: "Note", from: null, to: "Left the warehouse" },
        { field: "Courier name", from: null, to: "Delhivery" },
        { field: "Tracking number", from: null, to: "DL1234567890" },
      ]),
    );
    // An entry written before amounts were kept in rupees.
    await t.db.insert(auditLog).values({
      actorId: t.staff.user.id, actorName: "Meera Iyer", actorEmail: t.staff.user.email, action: "refund", entity: "order", entityId: orderId,
      before: { refundablePaise: 12_345_600 }, after: { amountPaise: 50_050, reason: "Dent", line: { productId: orderId, title: "Heater", quantity: 1, unitPricePaise: 50_050 } },
    });
    const legacy = (await t.app.inject({ url: `/api/admin/audit?entity=order&entityId=${orderId}`, headers: t.staff.auth })).json().entries[0].changes;
    expect(legacy).toEqual(
      expect.arrayContaining([
        { field: "Still refundable", from: "₹1,23,456.00", to: null },
        { field: "Amount", from: null, to: "₹500.50" },
        { field: "Refunded product", from: null, to: "Heater" },
        { field: "Refunded units", from: null, to: "1" },
        { field: "Unit price", from: null, to: "₹500.50" },
      ]),
    );
    expect(legacy.map((c: { field: string; from: string | null; to: string | null }) => `${c.field} ${c.from} ${c.to}`).join("\n")).not.toMatch(/Paise|product id|[{}]/i);
  });
});

describe("GET /admin/orders filters", () => {
  it("finds orders by number, e-mail and phone, by status and by IST day", async () => {
    const { orderId, shopper } = await order("Geyser 25 L");
    const view = await staffView(t, t.staff, orderId);
    const list = async (query: string) =>
      (await t.app.inject({ method: "GET", url: `/api/admin/orders?${query}`, headers: t.staff.auth })).json<AdminOrdersResponseType>().orders.map((o) => o._id);
    expect(await list(`q=${view.number}`)).toEqual([orderId]);
    expect(await list(`q=%23${view.number}`)).toEqual([orderId]);
    expect(await list(`q=${encodeURIComponent(shopper.user.email.toUpperCase())}`)).toEqual([orderId]);
    expect(await list("q=98765")).toContain(orderId);
    expect(await list("q=nobody%40nowhere.in")).toEqual([]);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    expect(await list(`from=${today}&to=${today}&status=Placed`)).toContain(orderId);
    expect(await list(`to=2020-01-01`)).toEqual([]);
    const bad = await t.app.inject({ method: "GET", url: "/api/admin/orders?from=01-02-2025", headers: t.staff.auth });
    expect(bad.json()).toMatchObject({ message: "from must be a date as YYYY-MM-DD" });
  });
});
