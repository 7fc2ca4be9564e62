import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderType } from "@vayu/shared/orders";
import { createTestApp, type TestApp } from "../../test/app";
import { createProduct, productStock } from "../../test/factories";
import { cartItems } from "../../domains/cart/tables";
import { products } from "../../domains/catalog/tables";
import {
  eventually,
  listOrders,
  openedCheckout,
  openedPaymentOrder,
  ordersFor,
  paidSuccessfully,
  paymentOrderStatus,
  payQuietly,
  placeOrder,
  placedOrder,
  shopperWithCart,
  verify,
  type Shopper,
} from "../../test/checkout-fixtures";
import { createSandboxProvider } from "../../domains/checkout/sandbox-provider";
import { refunds } from "../../domains/checkout/tables";
import { mailOutbox } from "../../mail/tables";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cartOf = async (shopper: Shopper) => t.db.select().from(cartItems).where(eq(cartItems.userId, shopper.user.id));

/** Paid by card straight through the sandbox: no webhook, so only the calls under test act. */
const paidQuietly = async (orderId: string) => (await payQuietly(t, orderId, "success", "card")).signed;

/** A shopper whose payment for `quantity` units of a new product is captured and verified. */
async function verifiedPurchase(product: Parameters<typeof openedCheckout>[1], quantity = 1) {
  const checkout = await openedCheckout(t, product, quantity);
  const paid = await paidQuietly(checkout.order.id);
  expect((await verify(t, checkout.shopper, paid)).json()).toEqual({ success: true });
  return { ...checkout, paid };
}

describe("POST /api/order", () => {
  it("places the order of a verified payment: stock taken, cart emptied, e-mail sent", async () => {
    const kettle = await createProduct(t.db, { title: "Electric Kettle 1.8 L", pricePaise: 149_900, salePricePaise: 129_900, stock: 4 });
    const other = await createProduct(t.db, { title: "Not bought", stock: 9 });
    const cart = [{ productId: kettle.id, quantity: 2 }];
    const shopper = await shopperWithCart(t, cart);
    const order = await openedPaymentOrder(t, shopper, 2_603);
    // The shopper adds something else while paying: it stays in the cart.
    await t.db.insert(cartItems).values({ userId: shopper.user.id, productId: other.id, quantity: 1 });
    const paid = await paidQuietly(order.id);
    expect((await verify(t, shopper, paid)).statusCode).toBe(200);

    const response = await placeOrder(t, shopper, paid, cart, 2_603);
    expect(response.statusCode).toBe(201);
    const placed = response.json<{ order: OrderType }>().order;
    expect(placed).toMatchObject({
      _id: expect.any(String),
      orderNumber: expect.any(Number),
      totalAmount: 2_603,
      subtotal: 2_598,
      shippingFee: 5,
      paymentType: "Online",
      paymentMethod: "card",
      orderStatus: "Placed",
      order_id: order.id,
      transactionId: paid.razorpay_payment_id,
      address: { _id: shopper.address.id, name: "Priya Sharma", city: "Bengaluru", landmark: "" },
      products: [{ product: { _id: kettle.id, title: "Electric Kettle 1.8 L" }, quantity: 2, price: 1_299 }],
    });
    expect(new Date(placed.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await productStock(t.db, kettle.id)).toBe(2);
    expect((await cartOf(shopper)).map((l) => l.productId)).toEqual([other.id]);
    expect((await paymentOrderStatus(t, order.id))!.status).toBe("fulfilled");

    const mail = t.mailer.sent.find((m) => m.to === shopper.user.email);
    expect(mail?.subject).toBe(`Your Vayu Home Appliances order #${placed.orderNumber} is confirmed`);
    expect(mail?.html).toContain("Electric Kettle 1.8 L");
    expect(mail?.text).toContain("Total paid: ₹2,603.00");
    expect(mail?.text).toContain("Landmark: N/A");
  });

  it("refuses an order without a confirmed payment", async () => {
    const product = await createProduct(t.db, { pricePaise: 100_000, stock: 3 });
    const cart = [{ productId: product.id, quantity: 1 }];
    const shopper = await shopperWithCart(t, cart);
    const order = await openedPaymentOrder(t, shopper, 1_005);
    // A payment that exists but was never verified, and an invented one.
    const unverified = await paidQuietly(order.id);
    for (const paid of [unverified, { ...unverified, razorpay_payment_id: "pay_Invented0000000" }]) {
      const response = await placeOrder(t, shopper, paid, cart, 1_005);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toContain("has not been confirmed");
    }
    expect(await ordersFor(t, order.id)).toHaveLength(0);
    expect(await productStock(t.db, product.id)).toBe(3);
    expect(await cartOf(shopper)).toHaveLength(1);
  });

  it("checks the client's totals, products and transaction against the payment, never trusting them", async () => {
    const { product, cart, shopper, order, paid } = await verifiedPurchase({ pricePaise: 100_000, stock: 3 });
    const wrongTotal = await placeOrder(t, shopper, paid, cart, 1);
    expect(wrongTotal.statusCode).toBe(409);
    expect(wrongTotal.json().message).toContain("totalAmount");
    const moreUnits = await placeOrder(t, shopper, paid, [{ productId: product.id, quantity: 3 }], 1_005);
    expect(moreUnits.statusCode).toBe(409);
    expect(moreUnits.json().message).toContain("products");
    const otherPayment = await placeOrder(t, shopper, { ...paid, razorpay_payment_id: "pay_Other000000000" }, cart, 1_005);
    expect(otherPayment.statusCode).toBe(409);
    // Only the order the verified payment placed, built from the payment, exists.
    const placed = await ordersFor(t, order.id);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ totalAmountPaise: 100_500, transactionId: paid.razorpay_payment_id });
  });

  it("answers 404 for another shopper's order_id", async () => {
    const { cart, paid } = await verifiedPurchase({ pricePaise: 100_000 });
    const intruder = await shopperWithCart(t, cart);
    const response = await placeOrder(t, intruder, paid, cart, 1_005);
    expect(response.statusCode).toBe(404);
    expect(await listOrders(t, intruder)).toHaveLength(0);
  });

  it("places one order when the same order_id is posted twice at once", async () => {
    const { product, cart, shopper, order, paid } = await verifiedPurchase({ pricePaise: 100_000, stock: 5 }, 2);
    const [a, b] = await Promise.all([placeOrder(t, shopper, paid, cart, 2_005), placeOrder(t, shopper, paid, cart, 2_005)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().order._id).toBe(b.json().order._id);
    expect(await ordersFor(t, order.id)).toHaveLength(1);
    expect(await productStock(t.db, product.id)).toBe(3);
    expect(t.mailer.sent.filter((m) => m.to === shopper.user.email)).toHaveLength(1);

    const later = await placeOrder(t, shopper, paid, cart, 2_005);
    expect(later.json().order._id).toBe(a.json().order._id);
  });

  it("refunds a payment whose stock sold out meanwhile and says so", async () => {
    const { product, cart, shopper, order } = await openedCheckout(t, { title: "Air Fryer 4 L", pricePaise: 500_000, stock: 1 });
    // The last unit broke in the warehouse: staff set its stock to 0 while the shopper paid.
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, product.id));
    const paid = await paidQuietly(order.id);
    expect((await verify(t, shopper, paid)).statusCode).toBe(200);

    const response = await placeOrder(t, shopper, paid, cart, 5_005);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ refunded: true, message: expect.stringContaining("Air Fryer 4 L sold out") });
    expect(response.json().message).toContain("₹5,005.00 has been refunded");
    expect((await paymentOrderStatus(t, order.id))!.status).toBe("refunded");
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.providerPaymentId, paid.razorpay_payment_id));
    expect(refund).toMatchObject({ amountPaise: 500_500, providerRefundId: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/) });
    expect((await createSandboxProvider(t.db).fetchPayment(paid.razorpay_payment_id))!.status).toBe("refunded");
    expect(await ordersFor(t, order.id)).toHaveLength(0);
    expect(await productStock(t.db, product.id)).toBe(0);
    expect(await cartOf(shopper)).toHaveLength(1);
    const mail = t.mailer.sent.find((m) => m.to === shopper.user.email);
    expect(mail?.subject).toBe("Your Vayu Home Appliances payment of ₹5,005.00 has been refunded");
    expect(mail?.text).toContain("Sorry, Air Fryer 4 L sold out before your order could be placed.");
  });
});

describe("a mail server that is down", () => {
  it("delays the order confirmation and loses nothing: it is sent when the retry is due", async () => {
    t.mailer.down = true;
    try {
      const { shopper } = await placedOrder(t, { title: "Room Heater 2000 W", pricePaise: 249_900, stock: 2 });
      expect(t.mailer.sent.filter((m) => m.to === shopper.user.email)).toHaveLength(0);
      const [queued] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, shopper.user.email));
      expect(queued).toMatchObject({ attempts: 1, gaveUpAt: null });
      expect(queued!.subject).toMatch(/^Your Vayu Home Appliances order #\d+ is confirmed$/);

      t.mailer.down = false;
      await t.db.update(mailOutbox).set({ nextAttemptAt: new Date() }).where(eq(mailOutbox.id, queued!.id));
      await t.app.mailer.deliverDue();
      expect(t.mailer.sent.filter((m) => m.to === shopper.user.email).map((m) => m.subject)).toEqual([queued!.subject]);
    } finally {
      t.mailer.down = false;
    }
  });
});

describe("a closed browser", () => {
  it("still gets its order: the sandbox's webhook alone places it and empties the cart", async () => {
    const product = await createProduct(t.db, { title: "Mixer Grinder 750 W", pricePaise: 399_900, stock: 2 });
    const shopper = await shopperWithCart(t, [{ productId: product.id, quantity: 1 }]);
    const order = await openedPaymentOrder(t, shopper, 4_004);
    await paidSuccessfully(t, shopper, order.id);
    // The tab closes here: no verify, no POST /order.
    const [placed] = await eventually(
      () => listOrders(t, shopper),
      (orders) => orders.length === 1,
    );
    expect(placed).toMatchObject({ order_id: order.id, totalAmount: 4_004, paymentMethod: "upi", products: [{ quantity: 1, price: 3_999 }] });
    expect(await productStock(t.db, product.id)).toBe(1);
    expect(await cartOf(shopper)).toHaveLength(0);
    expect(t.mailer.sent.some((m) => m.to === shopper.user.email && m.subject.includes(`#${placed!.orderNumber}`))).toBe(true);
  });
});

describe("GET /api/order", () => {
  it("lists only the caller's orders, newest first", async () => {
    const product = await createProduct(t.db, { pricePaise: 100_000, stock: 10 });
    const cart = [{ productId: product.id, quantity: 1 }];
    const shopper = await shopperWithCart(t, cart);
    const placedIds: string[] = [];
    for (let i = 0; i < 2; i++) {
      if (i > 0) await t.db.insert(cartItems).values({ userId: shopper.user.id, productId: product.id, quantity: 1 });
      const order = await openedPaymentOrder(t, shopper, 1_005);
      const paid = await paidQuietly(order.id);
      await verify(t, shopper, paid);
      placedIds.push((await placeOrder(t, shopper, paid, cart, 1_005)).json().order._id);
    }
    const other = await shopperWithCart(t, []);

    expect((await listOrders(t, shopper)).map((o) => o._id)).toEqual([...placedIds].reverse());
    expect(await listOrders(t, other)).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: "/api/order" })).statusCode).toBe(401);
  });
});
