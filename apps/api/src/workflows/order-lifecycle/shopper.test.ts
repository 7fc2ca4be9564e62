import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandboxProvider } from "../../domains/checkout/sandbox-provider";
import { refunds } from "../../domains/checkout/tables";
import { orderEvents } from "../../domains/orders/tables";
import { createStoreTestApp, type StoreTestApp } from "../../test/store-app";
import { eventually, placedOrder } from "../../test/checkout-fixtures";
import { createUser, productStock } from "../../test/factories";
import { cancel, deliveredDaysAgo, getOrder, moveOrder, orderOf, requestReturn, TRACKING } from "../../test/lifecycle-fixtures";

let t: StoreTestApp;
beforeAll(async () => {
  t = await createStoreTestApp({}, { staff: { name: "Store Staff" } });
});
afterAll(() => t.close());

const order = (title: string, quantity = 1) => placedOrder(t, { title, pricePaise: 1_249_900, stock: 10 }, quantity);

describe("GET /order/:id", () => {
  it("answers the order with its number, history, tracking, refunds and what the shopper may do", async () => {
    const { shopper, orderId, total, paymentId } = await order("Ceiling Fan 1200 mm", 2);
    const response = await getOrder(t, shopper, orderId);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ order: Record<string, unknown> }>().order;
    expect(body).toMatchObject({
      _id: orderId,
      number: body.orderNumber,
      orderStatus: "Placed",
      totalAmount: total,
      subtotal: 24_998,
      shippingFee: 5,
      transactionId: paymentId,
      history: [{ status: "Placed", at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }],
      tracking: null,
      refunds: [],
      invoiceUrl: `/api/order/${orderId}/invoice`,
      cancellable: true,
      returnableUntil: null,
    });
    expect(body.products).toMatchObject([{ quantity: 2, price: 12_499, product: { title: "Ceiling Fan 1200 mm" } }]);
    expect(body.address).toMatchObject({ name: "Priya Sharma", mobile: "9876543210", city: "Bengaluru" });
  });

  it("is a 404 for another shopper's order or an unknown one, 400 for a malformed id and 401 without a login", async () => {
    const { orderId } = await order("Table Fan");
    const stranger = await createUser(t.db, t.config.jwtSecret);
    const theirs = await getOrder(t, stranger, orderId);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: "Order not found." });
    expect((await getOrder(t, stranger, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    const malformed = await getOrder(t, stranger, "not-an-id");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("id must be a valid id");
    expect((await t.app.inject({ method: "GET", url: `/api/order/${orderId}` })).statusCode).toBe(401);
    expect((await cancel(t, stranger, orderId)).statusCode).toBe(404);
    expect((await requestReturn(t, stranger, orderId, { reason: "Not what I ordered" })).statusCode).toBe(404);
  });
});

describe("POST /order/:id/cancel", () => {
  it("cancels before shipping: full refund through the provider, stock back, an e-mail, a history entry by the shopper", async () => {
    const { shopper, orderId, product, total, paymentId } = await order("Air Fryer 4 L", 2);
    expect(await productStock(t.db, product.id)).toBe(8);
    const response = await cancel(t, shopper, orderId, { reason: "  Ordered by mistake  " });
    expect(response.statusCode).toBe(200);
    const cancelled = response.json<{ order: Record<string, unknown> }>().order;
    expect(cancelled).toMatchObject({
      orderStatus: "Cancelled",
      cancellable: false,
      refunds: [{ amount: total, status: expect.stringMatching(/^(pending|processed)$/) }],
      history: [{ status: "Placed" }, { status: "Cancelled", note: "Ordered by mistake" }],
    });
    expect(await productStock(t.db, product.id)).toBe(10);

    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(refund).toMatchObject({ key: `order:${orderId}:cancel`, amountPaise: Math.round(total * 100), providerPaymentId: paymentId });
    expect(refund!.providerRefundId).toMatch(/^rfnd_/);
    expect((await createSandboxProvider(t.db).fetchPayment(paymentId))!.status).toBe("refunded");
    // The sandbox's refund.processed webhook arrives just after the answer, as Razorpay's does.
    const settled = await eventually(
      () => orderOf(t, shopper, orderId),
      (o) => o.refunds[0]?.status === "processed",
    );
    expect(settled.refunds).toHaveLength(1);

    const [event] = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, "Cancelled")));
    expect(event).toMatchObject({ actorId: shopper.user.id, actorRole: "shopper", note: "Ordered by mistake" });

    const mail = t.mailer.sent.find((m) => m.to === shopper.user.email && m.subject.endsWith("is cancelled"));
    expect(mail?.subject).toMatch(/^Your Vayu Home Appliances order #\d+ is cancelled$/);
    expect(mail?.text).toContain("₹25,003.00");
    expect(mail?.text).toContain("5–7 working days");
    expect(mail?.text).toContain(`/orders/${orderId}`);
  });

  it("is idempotent, even for two cancels at once: one refund, stock back once, one history entry", async () => {
    const { shopper, orderId, product } = await order("Mixer Grinder");
    const [first, second] = await Promise.all([cancel(t, shopper, orderId), cancel(t, shopper, orderId)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const again = await cancel(t, shopper, orderId, { reason: "Once more" });
    expect(again.statusCode).toBe(200);
    expect(again.json().order.orderStatus).toBe("Cancelled");
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
    expect(await productStock(t.db, product.id)).toBe(10);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((e) => e.status)).toEqual(["Placed", "Cancelled"]);
  });

  it("is a 409 once the order has shipped", async () => {
    const { shopper, orderId } = await order("Induction Cooktop");
    expect((await moveOrder(t, t.staff, orderId, { status: "Shipped", tracking: TRACKING })).statusCode).toBe(200);
    const refused = await cancel(t, shopper, orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "This order has already shipped, so it can no longer be cancelled. Once it is delivered you can return it within 7 days.",
    );
    expect((await orderOf(t, shopper, orderId)).orderStatus).toBe("Shipped");
  });

  it("refuses a body with unknown fields or an overlong reason", async () => {
    const { shopper, orderId } = await order("Hand Blender");
    const unknown = await cancel(t, shopper, orderId, { reason: "x", refund: 1 });
    expect(unknown.statusCode).toBe(400);
    const long = await cancel(t, shopper, orderId, { reason: "x".repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("reason must be at most 500 characters");
  });
});

describe("POST /order/:id/return", () => {
  it("is accepted within 7 days of delivery and tells the shopper", async () => {
    const { shopper, orderId } = await order("Water Heater 15 L");
    await deliveredDaysAgo(t, t.staff, orderId, 6);
    const delivered = await orderOf(t, shopper, orderId);
    expect(delivered.cancellable).toBe(false);
    expect(new Date(delivered.returnableUntil!).getTime()).toBeGreaterThan(Date.now());
    const response = await requestReturn(t, shopper, orderId, { reason: "  The tank leaks at the inlet  " });
    expect(response.statusCode).toBe(200);
    expect(response.json().order).toMatchObject({
      orderStatus: "Return requested",
      returnableUntil: null,
      history: [{ status: "Placed" }, { status: "Shipped" }, { status: "Delivered" }, { status: "Return requested", note: "The tank leaks at the inlet" }],
    });
    expect(t.mailer.sent.some((m) => m.to === shopper.user.email && m.subject.endsWith("return request received"))).toBe(true);
    // Asking again changes nothing.
    expect((await requestReturn(t, shopper, orderId, { reason: "Still leaking" })).statusCode).toBe(200);
    expect((await orderOf(t, shopper, orderId)).history).toHaveLength(4);
  });

  it("is a 409 after the window, and before delivery", async () => {
    const late = await order("Room Heater");
    await deliveredDaysAgo(t, t.staff, late.orderId, 8);
    const refused = await requestReturn(t, late.shopper, late.orderId, { reason: "Stopped working" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^The 7-day return window for this order closed on \d{1,2} \w+ \d{4}\.$/);
    expect(await orderOf(t, late.shopper, late.orderId)).toMatchObject({ orderStatus: "Delivered", returnableUntil: null });

    const early = await order("Steam Iron");
    const notYet = await requestReturn(t, early.shopper, early.orderId, { reason: "Changed my mind" });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe("Only a delivered order can be returned; this one is Placed.");
  });

  it("needs a reason of 5 to 500 characters", async () => {
    const { shopper, orderId } = await order("Toaster");
    await deliveredDaysAgo(t, t.staff, orderId, 1);
    const missing = await requestReturn(t, shopper, orderId, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: "reason is required", field: "reason" });
    const short = await requestReturn(t, shopper, orderId, { reason: "  bad  " });
    expect(short.json().message).toBe("reason must be at least 5 characters: tell us what is wrong");
    expect((await orderOf(t, shopper, orderId)).orderStatus).toBe("Delivered");
  });
});
