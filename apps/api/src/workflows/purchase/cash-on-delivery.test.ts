import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminOrderDetailType } from "@vayu/shared/admin";
import type { PaymentOrderResponseType } from "@vayu/shared/checkout";
import type { OrderType, PlaceOrderResponseType } from "@vayu/shared/orders";
import { createStoreTestApp, type StoreTestApp } from "../../test/store-app";
import { listOrders, paidSuccessfully, placeOrder, postPaymentOrder, shopperWithCart, verify, type Shopper } from "../../test/checkout-fixtures";
import { createProduct, createUser, productStock } from "../../test/factories";
import { cancel, confirm, moveOrder, orderOf, requestReturn, staffView, TRACKING } from "../../test/lifecycle-fixtures";
import { addresses } from "../../domains/addresses/tables";
import { cartItems } from "../../domains/cart/tables";
import { stockReservations } from "../../domains/catalog/tables";
import { paymentOrders, refunds, sandboxRefunds } from "../../domains/checkout/tables";
import { pincodes } from "../../domains/delivery/tables";
import { orderItems, orders } from "../../domains/orders/tables";

/**
 * Cash on delivery (docs/decisions/141-cash-on-delivery.md), on PGlite and on the
 * PostgreSQL server (TEST_DRIVER=pg), where the concurrent submits really overlap.
 */

let t: StoreTestApp;
beforeAll(async () => {
  t = await createStoreTestApp();
  // Bengaluru (the sample address) takes COD; Port Blair is served without COD by the seeded delivery rules.
  await t.db.insert(pincodes).values([
    { pincode: "560001", district: "Bengaluru", state: "Karnataka" },
    { pincode: "744101", district: "South Andaman", state: "Andaman and Nicobar Islands" },
  ]);
});
afterAll(() => t.close());

/** A shopper with `quantity` units of a new product at `pricePaise` in the cart. */
async function codShopper(pricePaise: number, { quantity = 1, stock = 10 } = {}) {
  const product = await createProduct(t.db, { title: `Table Fan ${pricePaise}`, pricePaise, stock });
  const cart = [{ productId: product.id, quantity }];
  return { product, cart, shopper: await shopperWithCart(t, cart) };
}

function postCod(shopper: Shopper, cart: { productId: string; quantity: number }[], totalAmount: number, address: string = shopper.address.id) {
  return t.app.inject({
    method: "POST",
    url: "/api/order",
    headers: shopper.auth,
    payload: { paymentType: "COD", totalAmount, address, products: cart.map((l) => ({ product: l.productId, quantity: l.quantity })) },
  });
}

async function placedCod(pricePaise: number, totalAmount: number) {
  const bought = await codShopper(pricePaise);
  const response = await postCod(bought.shopper, bought.cart, totalAmount);
  expect(response.statusCode, response.body).toBe(201);
  return { ...bought, order: response.json<PlaceOrderResponseType>().order };
}

const cartOf = (shopper: Shopper) => t.db.select().from(cartItems).where(eq(cartItems.userId, shopper.user.id));
const collected = (orderId: string, payload: object = {}, who = t.staff) =>
  t.app.inject({ method: "POST", url: `/api/admin/orders/${orderId}/payment-collected`, headers: who.auth, payload });

describe("placing a COD order", () => {
  it("below ₹500 of goods adds the ₹70 COD charge to the ₹5 shipping: ₹499.99 costs ₹574.99, placed at once to await the shopper's confirmation", async () => {
    const mailsBefore = t.mailer.sent.length;
    const { product, shopper, order } = await placedCod(49_999, 574.99);
    expect(order).toMatchObject({
      paymentType: "COD",
      subtotal: 499.99,
      shippingFee: 5,
      codCharge: 70,
      totalAmount: 574.99,
      amountDue: 574.99,
      paymentCollectedAt: null,
      orderStatus: "Awaiting confirmation",
      order_id: null,
      transactionId: null,
    });
    expect(await productStock(t.db, product.id)).toBe(9);
    expect(await cartOf(shopper)).toHaveLength(0);
    expect((await listOrders(t, shopper)).map((o) => o._id)).toEqual([order._id]);
    const mail = t.mailer.sent.slice(mailsBefore).find((m) => m.to === shopper.user.email);
    expect(mail?.subject).toBe(`Please confirm your Vayu Home Appliances order #${order.orderNumber}`);
    expect(mail?.text).toContain("Cash on delivery charge: ₹70.00");
    expect(mail?.text).toContain("please pay ₹574.99 in cash to the delivery partner");
  });

  it("from ₹500 of goods there is no COD charge: ₹500 costs ₹505", async () => {
    const { order } = await placedCod(50_000, 505);
    expect(order).toMatchObject({ subtotal: 500, codCharge: 0, totalAmount: 505, amountDue: 505 });
  });

  it("refuses a total without the COD charge with 409 naming the amount, and changes nothing", async () => {
    const { product, shopper, cart } = await codShopper(49_999);
    const response = await postCod(shopper, cart, 504.99);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: "Your cart total is now ₹574.99. Please review your cart and try again.", amount: 574.99 });
    expect(await productStock(t.db, product.id)).toBe(10);
    expect(await cartOf(shopper)).toHaveLength(1);
  });

  it("takes a total of exactly COD_LIMIT (₹50,000) and refuses a paisa more", async () => {
    const atLimit = await codShopper(4_999_500);
    expect((await postCod(atLimit.shopper, atLimit.cart, 50_000)).statusCode).toBe(201);

    const over = await codShopper(4_999_501);
    const response = await postCod(over.shopper, over.cart, 50_000.01);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "Cash on delivery is available for orders up to ₹50,000. Please pay online.", field: "paymentType" });
    expect(await productStock(t.db, over.product.id)).toBe(10);
  });

  it("refuses a pincode without COD (Port Blair) and one the store does not know", async () => {
    const { product, shopper, cart } = await codShopper(120_000);
    const place = async (zipCode: string) => {
      const [address] = await t.db
        .insert(addresses)
        .values({ ...shopper.address, id: undefined, zipCode, createdAt: undefined })
        .returning();
      return postCod(shopper, cart, 1_205, address!.id);
    };
    const portBlair = await place("744101");
    expect(portBlair.statusCode).toBe(400);
    expect(portBlair.json().message).toBe("Cash on delivery is not available for pincode 744101. Please pay online.");
    const unknown = await place("999999");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain("not available for pincode 999999: we could not find it");
    expect(await productStock(t.db, product.id)).toBe(10);
    expect(await cartOf(shopper)).toHaveLength(1);
  });

  it("a repeat of the submit answers 409 with the order it placed", async () => {
    const { shopper, cart, order } = await placedCod(80_000, 805);
    const repeat = await postCod(shopper, cart, 805);
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toMatchObject({ message: `This cart is already your order #${order.orderNumber}.`, orderId: order._id });
    expect(await listOrders(t, shopper)).toHaveLength(1);
  });

  it("refuses a fourth COD order while three are on their way, and takes it once one is paid for", async () => {
    const product = await createProduct(t.db, { pricePaise: 100_000, stock: 20 });
    const cart = [{ productId: product.id, quantity: 1 }];
    const shopper = await shopperWithCart(t, cart);
    const placed: OrderType[] = [];
    for (let i = 0; i < 3; i++) {
      if (i > 0) await t.db.insert(cartItems).values({ ...cart[0]!, userId: shopper.user.id });
      const response = await postCod(shopper, cart, 1_005);
      expect(response.statusCode, response.body).toBe(201);
      placed.push(response.json<PlaceOrderResponseType>().order);
    }
    await t.db.insert(cartItems).values({ ...cart[0]!, userId: shopper.user.id });
    const fourth = await postCod(shopper, cart, 1_005);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(
      "You already have 3 cash-on-delivery orders on their way. Please pay online, or place this order once one of them is delivered.",
    );

    expect((await confirm(t, shopper, placed[0]!._id)).statusCode).toBe(200);
    await moveOrder(t, t.staff, placed[0]!._id, { status: "Shipped", tracking: TRACKING });
    expect((await collected(placed[0]!._id)).statusCode).toBe(200);
    expect((await postCod(shopper, cart, 1_005)).statusCode).toBe(201);
  });

  it("supersedes the shopper's open online checkout of the cart and gives its held units back", async () => {
    const { product, shopper, cart } = await codShopper(250_000, { stock: 1 });
    const opened = await postPaymentOrder(t, shopper, 2_505);
    expect(opened.statusCode).toBe(200);
    const checkout = opened.json<PaymentOrderResponseType>();

    const response = await postCod(shopper, cart, 2_505);
    expect(response.statusCode, response.body).toBe(201);
    const [paymentOrder] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, checkout.id));
    expect(paymentOrder?.status).toBe("superseded");
    const holds = await t.db.select().from(stockReservations).where(eq(stockReservations.holderId, paymentOrder!.id));
    expect(holds.every((h) => h.releasedAt !== null)).toBe(true);
    expect(await productStock(t.db, product.id)).toBe(0);
  });
});

describe("after a COD order is placed", () => {
  it("cancelling it puts the units back and refunds nothing: nothing was paid", async () => {
    const { product, shopper, order } = await placedCod(150_000, 1_505);
    expect(await productStock(t.db, product.id)).toBe(9);
    const response = await cancel(t, shopper, order._id, { reason: "Ordered by mistake" });
    expect(response.statusCode, response.body).toBe(200);
    const cancelled = await orderOf(t, shopper, order._id);
    expect(cancelled).toMatchObject({ orderStatus: "Cancelled", amountDue: 0, refunds: [] });
    expect(await productStock(t.db, product.id)).toBe(10);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toHaveLength(0);
    expect(t.mailer.sent.at(-1)?.text).toContain("nothing was paid, so nothing is due from you");
  });

  it("staff record the cash collected at delivery, once, in the order's history", async () => {
    const { shopper, order } = await placedCod(49_999, 574.99);
    const early = await collected(order._id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain("this order is Awaiting confirmation");
    expect((await collected(order._id, {}, await createUser(t.db, t.config.jwtSecret))).statusCode).toBe(403);

    expect((await confirm(t, shopper, order._id)).statusCode).toBe(200);
    await moveOrder(t, t.staff, order._id, { status: "Shipped", tracking: TRACKING });
    await moveOrder(t, t.staff, order._id, { status: "Delivered" });
    const response = await collected(order._id, { note: "Collected by Delhivery" });
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json<{ order: AdminOrderDetailType }>().order;
    expect(view).toMatchObject({ amountDue: 0, refundable: 574.99, payment: { providerOrderId: null, paymentId: null } });
    expect(view.paymentCollectedAt).not.toBeNull();
    expect((await collected(order._id)).statusCode).toBe(200);
    const notes = (await staffView(t, t.staff, order._id)).history.filter((h) => h.note?.startsWith("Payment collected"));
    expect(notes).toEqual([
      expect.objectContaining({ note: "Payment collected: ₹574.99 cash on delivery. Collected by Delhivery", actor: expect.objectContaining({ role: "staff", name: "Meera Iyer" }) }),
    ]);
    expect((await orderOf(t, shopper, order._id)).amountDue).toBe(0);
  });

  it("an online order has no cash to collect", async () => {
    const { shopper, cart } = await codShopper(100_000);
    const opened = (await postPaymentOrder(t, shopper, 1_005)).json<PaymentOrderResponseType>();
    const paid = await paidSuccessfully(t, shopper, opened.id);
    await verify(t, shopper, paid);
    const online = (await placeOrder(t, shopper, paid, cart, 1_005)).json<PlaceOrderResponseType>().order;
    expect(online).toMatchObject({ paymentType: "Online", codCharge: 0, amountDue: 0 });
    expect((await collected(online._id)).statusCode).toBe(409);
  });

  it("the refund of a returned COD order is the staff's payout: recorded as paid, never sent to the provider", async () => {
    const { shopper, order } = await placedCod(300_000, 3_005);
    expect((await confirm(t, shopper, order._id)).statusCode).toBe(200);
    await moveOrder(t, t.staff, order._id, { status: "Shipped", tracking: TRACKING });
    await moveOrder(t, t.staff, order._id, { status: "Delivered" });
    await collected(order._id);
    expect((await requestReturn(t, shopper, order._id, { reason: "The fan wobbles at high speed" })).statusCode).toBe(200);
    await moveOrder(t, t.staff, order._id, { status: "Returned", restock: true });
    const refunded = await moveOrder(t, t.staff, order._id, { status: "Refunded", note: "Paid back by UPI, ref 4411" });
    expect(refunded.statusCode, refunded.body).toBe(200);

    const view = await staffView(t, t.staff, order._id);
    expect(view).toMatchObject({ orderStatus: "Refunded", refundable: 0 });
    expect(view.refunds).toEqual([expect.objectContaining({ amount: 3_005, status: "processed", payout: "staff", providerRefundId: null })]);
    expect(await t.db.select().from(sandboxRefunds)).toHaveLength(0);
    expect(t.mailer.sent.at(-1)?.text).toContain("We have refunded ₹3,005.00 to you directly");
  });
});

describe("COD under concurrency", () => {
  it("ten submits of one cart at once place one order; the others answer 409 with its id", async () => {
    const { product, shopper, cart } = await codShopper(200_000, { quantity: 2 });
    const responses = await Promise.all(Array.from({ length: 10 }, () => postCod(shopper, cart, 4_005)));
    const placed = responses.filter((r) => r.statusCode === 201);
    expect(placed).toHaveLength(1);
    const orderId = placed[0]!.json<PlaceOrderResponseType>().order._id;
    for (const other of responses.filter((r) => r.statusCode !== 201)) {
      expect(other.statusCode).toBe(409);
      expect(other.json().orderId).toBe(orderId);
    }
    expect(await t.db.select().from(orders).where(eq(orders.userId, shopper.user.id))).toHaveLength(1);
    expect(await productStock(t.db, product.id)).toBe(8);
  }, 60_000);

  it("COD and online buyers racing for the last 5 units: 5 sold, never more", async () => {
    const product = await createProduct(t.db, { title: "Mixer Grinder 750 W", pricePaise: 329_900, stock: 5 });
    const cart = [{ productId: product.id, quantity: 1 }];
    const codBuyers = await Promise.all(Array.from({ length: 10 }, () => shopperWithCart(t, cart)));
    const onlineBuyers = await Promise.all(Array.from({ length: 10 }, () => shopperWithCart(t, cart)));

    const [cod, opened] = await Promise.all([
      Promise.all(codBuyers.map((s) => postCod(s, cart, 3_304))),
      Promise.all(onlineBuyers.map((s) => postPaymentOrder(t, s, 3_304))),
    ]);
    for (const refused of [...cod.filter((r) => r.statusCode !== 201), ...opened.filter((r) => r.statusCode !== 200)]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe("Mixer Grinder 750 W is out of stock. Please remove it from your cart.");
    }
    const holders = onlineBuyers.filter((_, i) => opened[i]!.statusCode === 200);
    await Promise.all(
      holders.map(async (shopper) => {
        const paid = await paidSuccessfully(t, shopper, opened[onlineBuyers.indexOf(shopper)]!.json<PaymentOrderResponseType>().id);
        await verify(t, shopper, paid);
        expect((await placeOrder(t, shopper, paid, cart, 3_304)).statusCode).toBe(201);
      }),
    );
    const codPlaced = cod.filter((r) => r.statusCode === 201).length;
    expect(codPlaced + holders.length).toBe(5);
    const sold = await t.db.select().from(orderItems).where(eq(orderItems.productId, product.id));
    expect(sold).toHaveLength(5);
    expect(await productStock(t.db, product.id)).toBe(0);
    expect(await t.db.select().from(refunds).where(inArray(refunds.orderId, sold.map((s) => s.orderId)))).toHaveLength(0);
  }, 120_000);
});
