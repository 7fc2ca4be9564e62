import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PincodeResponseType } from "@vayu/shared/delivery";
import { formatDeliveryDay, type PlaceOrderResponseType } from "@vayu/shared/orders";
import { createTestApp, type TestApp } from "../../test/app";
import { listOrders, payQuietly, placeOrder, shopperWithCart, verify } from "../../test/checkout-fixtures";
import { createProduct, createUser } from "../../test/factories";
import { moveOrder, orderOf, TRACKING } from "../../test/lifecycle-fixtures";
import { addresses } from "../../domains/addresses/tables";
import { deliveryRules, pincodes } from "../../domains/delivery/tables";
import { orders } from "../../domains/orders/tables";

/**
 * An order records the delivery window the store promised when it was placed
 * (docs/decisions/192-expected-delivery.md): the same one the product page and checkout
 * showed for its pincode. On PGlite and on the PostgreSQL server (TEST_DRIVER=pg).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The migration's delivery rules: Andaman and Nicobar +4 days without COD; Karnataka on time.
  await t.db.insert(pincodes).values([
    { pincode: "560001", district: "Bengaluru", state: "Karnataka" },
    { pincode: "744101", district: "South Andaman", state: "Andaman and Nicobar Islands" },
    { pincode: "403001", district: "North Goa", state: "Goa" },
  ]);
  // Staff have stopped delivering to Panaji for now.
  await t.db
    .insert(deliveryRules)
    .values({ kind: "prefix", match: "4030", serviceable: false, cod: false, extraDays: 0 });
});
afterAll(() => t.close());

const estimateFor = async (pin: string) =>
  (await t.app.inject({ method: "GET", url: `/api/pincode/${pin}` })).json<PincodeResponseType>()
    .estimatedDelivery;

/** A shopper with one ₹2,000 product in the cart, delivering to `zipCode`. */
async function shopperDeliveringTo(zipCode: string, city: string, state: string) {
  const product = await createProduct(t.db, { title: `Tower Fan for ${city}`, pricePaise: 200_000 });
  const cart = [{ productId: product.id, quantity: 1 }];
  const shopper = await shopperWithCart(t, cart);
  await t.db.update(addresses).set({ zipCode, city, state }).where(eq(addresses.id, shopper.address.id));
  return { shopper, cart };
}

type Buyer = Awaited<ReturnType<typeof shopperDeliveringTo>>;

/** POST /order cash on delivery for the buyer's cart (₹2,000 and ₹5 delivery). */
const placeCod = (shopper: Buyer["shopper"], cart: Buyer["cart"]) =>
  t.app.inject({
    method: "POST",
    url: "/api/order",
    headers: shopper.auth,
    payload: {
      paymentType: "COD",
      totalAmount: 2005,
      address: shopper.address.id,
      products: cart.map((l) => ({ product: l.productId, quantity: l.quantity })),
    },
  });

describe("the expected delivery of an order", () => {
  it("an order paid online to Port Blair keeps the 8-9 working day window its pincode was quoted; detail and My Orders return it", async () => {
    const { shopper, cart } = await shopperDeliveringTo(
      "744101",
      "South Andaman",
      "Andaman and Nicobar Islands",
    );
    const quoted = await estimateFor("744101");
    const opened = await t.app.inject({
      method: "POST",
      url: "/api/order/razorpay/order",
      headers: shopper.auth,
      payload: { amount: 2005 },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const { signed } = await payQuietly(t, opened.json<{ id: string }>().id);
    expect((await verify(t, shopper, signed)).statusCode).toBe(200);
    const placed = await placeOrder(t, shopper, signed, cart, 2005);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<PlaceOrderResponseType>().order;

    expect(quoted).not.toBeNull();
    expect(order.expectedDelivery).toEqual(quoted);
    // Andaman's rule adds 4 days to the 4-5 working days: Bengaluru's window ends earlier.
    const bengaluru = (await estimateFor("560001"))!;
    expect(order.expectedDelivery!.from > bengaluru.to).toBe(true);
    expect((await orderOf(t, shopper, order._id)).expectedDelivery).toEqual(quoted);
    expect((await listOrders(t, shopper)).find((o) => o._id === order._id)?.expectedDelivery).toEqual(quoted);
  });

  it("a COD order records its window, the order e-mail states it, and once delivered the order says when", async () => {
    const { shopper, cart } = await shopperDeliveringTo("560001", "Bengaluru", "Karnataka");
    const quoted = (await estimateFor("560001"))!;
    const mailsBefore = t.mailer.sent.length;
    const placed = await placeCod(shopper, cart);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<PlaceOrderResponseType>().order;
    expect(order).toMatchObject({ expectedDelivery: quoted, deliveredAt: null });

    const mail = t.mailer.sent.slice(mailsBefore).find((m) => m.to === shopper.user.email)!;
    const by = formatDeliveryDay(quoted.to);
    expect(mail.text).toContain(`Expected delivery by ${by}`);
    expect(mail.html).toContain(`Expected delivery by ${by}`);

    const staff = await createUser(t.db, t.config.jwtSecret, { role: "admin" });
    // Placed first: staff confirm the COD order by phone (docs/decisions/305-cod-confirmation.md).
    for (const status of ["Placed", "Packed", "Shipped", "Out for delivery", "Delivered"]) {
      const moved = await moveOrder(t, staff, order._id, {
        status,
        ...(status === "Shipped" && { tracking: TRACKING }),
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const delivered = await orderOf(t, shopper, order._id);
    expect(delivered.expectedDelivery).toEqual(quoted);
    expect(delivered.deliveredAt).toEqual(expect.any(String));
  });

  it("an order to a pincode the store does not deliver to is refused, online and cash on delivery, naming the address", async () => {
    const { shopper, cart } = await shopperDeliveringTo("403001", "North Goa", "Goa");
    expect(await estimateFor("403001")).toBeNull();
    const message = "Sorry, we do not deliver to pincode 403001 yet. Please choose another delivery address.";
    const online = await t.app.inject({
      method: "POST",
      url: "/api/order/razorpay/order",
      headers: shopper.auth,
      payload: { amount: 2005 },
    });
    expect(online.statusCode).toBe(400);
    expect(online.json()).toMatchObject({ field: "address", message });
    const cod = await placeCod(shopper, cart);
    expect(cod.statusCode).toBe(400);
    expect(cod.json().message).toBe(message);
    expect(await listOrders(t, shopper)).toEqual([]);
  });

  it("an order placed before windows were recorded returns none rather than one made up later", async () => {
    const { shopper, cart } = await shopperDeliveringTo("560001", "Bengaluru", "Karnataka");
    const placed = await placeCod(shopper, cart);
    const { _id } = placed.json<PlaceOrderResponseType>().order;
    await t.db
      .update(orders)
      .set({ expectedDeliveryFrom: null, expectedDeliveryTo: null })
      .where(eq(orders.id, _id));
    expect((await orderOf(t, shopper, _id)).expectedDelivery).toBeNull();
  });
});
