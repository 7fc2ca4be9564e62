import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentOrderResponseType } from "@vayu/shared/checkout";
import type { OrderType, PlaceOrderResponseType } from "@vayu/shared/orders";
import { createTestApp, type TestApp } from "../../test/app";
import { createProduct, productStock } from "../../test/factories";
import {
  eventually,
  listOrders,
  paidSuccessfully,
  payQuietly,
  paymentOrderStatus,
  placeOrder,
  postPaymentOrder,
  shopperWithCart,
  verify,
  type Shopper,
} from "../../test/checkout-fixtures";
import { cartItems } from "../../domains/cart/tables";
import { stockReservations } from "../../domains/catalog/tables";
import { pincodes } from "../../domains/delivery/tables";
import { orders } from "../../domains/orders/tables";

/**
 * Buy Now (docs/decisions/200-buy-now-alone.md): one product bought on its own through the same
 * purchase workflow, online and cash on delivery, the cart neither read nor changed.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Bengaluru, the sample address: COD is taken there.
  await t.db.insert(pincodes).values({ pincode: "560001", district: "Bengaluru", state: "Karnataka" });
});
afterAll(() => t.close());

const cartOf = async (shopper: Shopper) =>
  (await t.db.select().from(cartItems).where(eq(cartItems.userId, shopper.user.id)))
    .map((line) => [line.productId, line.quantity])
    .sort();

/** A shopper with a cooler in the cart, and a mixer (₹3,499 on sale for ₹2,999.50) to buy on its own. */
async function coolerInCartMixerToBuy() {
  const cooler = await createProduct(t.db, { title: "Desert Air Cooler 70 L", pricePaise: 1_249_000, stock: 10 });
  const mixer = await createProduct(t.db, { title: "Mixer Grinder 750 W", pricePaise: 349_900, salePricePaise: 299_950, stock: 10 });
  const shopper = await shopperWithCart(t, [{ productId: cooler.id, quantity: 1 }]);
  return { cooler, mixer, shopper };
}

const openBuyNow = (shopper: Shopper, amount: number, buyNow: object) =>
  t.app.inject({
    method: "POST",
    url: "/api/order/razorpay/order",
    headers: shopper.auth,
    payload: { amount, address: shopper.address.id, buyNow },
  });

function postCod(shopper: Shopper, payload: object, key?: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/order",
    headers: { ...shopper.auth, ...(key && { "idempotency-key": key }) },
    payload: { paymentType: "COD", address: shopper.address.id, ...payload },
  });
}

const itemsOf = (order: OrderType) => order.products.map((line) => [line.product._id, line.quantity]);

describe("Buy Now, paid online", () => {
  it("pays for the one product at quantity 1, priced by the server in paise, and leaves the cart as it was", async () => {
    const { cooler, mixer, shopper } = await coolerInCartMixerToBuy();
    // ₹2,999.50 + ₹5 delivery: the cooler in the cart is not part of it.
    const opened = await openBuyNow(shopper, 3_004.5, { product: mixer.id });
    expect(opened.statusCode, opened.body).toBe(200);
    const paymentOrder = opened.json<PaymentOrderResponseType>();
    expect(paymentOrder.amount).toBe(300_450);
    expect((await paymentOrderStatus(t, paymentOrder.id))?.lines.map((l) => [l.productId, l.quantity])).toEqual([[mixer.id, 1]]);

    const { signed } = await payQuietly(t, paymentOrder.id);
    expect((await verify(t, shopper, signed)).json()).toEqual({ success: true });
    const placed = await placeOrder(t, shopper, signed, [{ productId: mixer.id, quantity: 1 }], 3_004.5);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<PlaceOrderResponseType>().order;
    expect(itemsOf(order)).toEqual([[mixer.id, 1]]);
    expect(order.totalAmount).toBe(3_004.5);
    expect(await productStock(t.db, mixer.id)).toBe(9);
    expect(await productStock(t.db, cooler.id)).toBe(10);
    expect(await cartOf(shopper)).toEqual([[cooler.id, 1]]);
  });

  it("keeps the product's own cart line too, and a paid Buy Now placed by the webhook leaves the cart alone as well", async () => {
    const { cooler, mixer, shopper } = await coolerInCartMixerToBuy();
    await t.db.insert(cartItems).values({ userId: shopper.user.id, productId: mixer.id, quantity: 3 });
    const opened = await openBuyNow(shopper, 6_004, { product: mixer.id, quantity: 2 });
    expect(opened.statusCode, opened.body).toBe(200);
    const { id } = opened.json<PaymentOrderResponseType>();
    // Paid through the sandbox's route: its webhook places the order without the browser.
    await paidSuccessfully(t, shopper, id);
    await eventually(() => paymentOrderStatus(t, id), (row) => row?.status === "fulfilled");
    const [order] = await listOrders(t, shopper);
    expect(itemsOf(order!)).toEqual([[mixer.id, 2]]);
    expect(await cartOf(shopper)).toEqual([[cooler.id, 1], [mixer.id, 3]].sort());
  });

  it("is a checkout of its own: not the cart's, even when the cart holds just that line", async () => {
    const mixer = await createProduct(t.db, { title: "Juicer Mixer 500 W", pricePaise: 250_000, stock: 5 });
    const shopper = await shopperWithCart(t, [{ productId: mixer.id, quantity: 1 }]);
    const cartCheckout = (await postPaymentOrder(t, shopper, 2_505, shopper.address.id)).json<PaymentOrderResponseType>();
    const buyNow = await openBuyNow(shopper, 2_505, { product: mixer.id, quantity: 1 });
    const again = await openBuyNow(shopper, 2_505, { product: mixer.id });
    expect(buyNow.json<PaymentOrderResponseType>().id).not.toBe(cartCheckout.id);
    // A double click answers with the same payment order; the cart's was replaced and its hold given back.
    expect(again.json<PaymentOrderResponseType>().id).toBe(buyNow.json<PaymentOrderResponseType>().id);
    expect((await paymentOrderStatus(t, cartCheckout.id))?.status).toBe("superseded");
    const holds = await t.db.select().from(stockReservations).where(eq(stockReservations.productId, mixer.id));
    expect(holds.filter((h) => h.releasedAt === null).map((h) => h.quantity)).toEqual([1]);
  });

  it("refuses a stale amount naming the right one, stock that is not there (with no advice about the cart), and a product that does not exist", async () => {
    const { mixer, shopper } = await coolerInCartMixerToBuy();
    const stale = await openBuyNow(shopper, 3_504, { product: mixer.id });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ amount: 3_004.5 });
    const tooMany = await openBuyNow(shopper, 29_999.5, { product: mixer.id, quantity: 11 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe("Only 10 of Mixer Grinder 750 W left in stock.");
    const missing = await openBuyNow(shopper, 3_004.5, { product: "00000000-0000-4000-8000-000000000000" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Product not found.");
  });
});

describe("Buy Now, cash on delivery", () => {
  it("places the one product at once, takes its stock, and leaves the cart as it was", async () => {
    const { cooler, mixer, shopper } = await coolerInCartMixerToBuy();
    const response = await postCod(
      shopper,
      { totalAmount: 3_004.5, products: [{ product: mixer.id, quantity: 1 }], buyNow: { product: mixer.id } },
      "buy-now-1",
    );
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json<PlaceOrderResponseType>().order;
    expect(order).toMatchObject({ paymentType: "COD", totalAmount: 3_004.5, codCharge: 0 });
    expect(itemsOf(order)).toEqual([[mixer.id, 1]]);
    expect(await productStock(t.db, mixer.id)).toBe(9);
    expect(await cartOf(shopper)).toEqual([[cooler.id, 1]]);
  });

  it("needs an Idempotency-Key: a repeat with the same key, even at the same moment, gets the one order it placed", async () => {
    const { mixer, shopper } = await coolerInCartMixerToBuy();
    const body = { totalAmount: 3_004.5, products: [{ product: mixer.id, quantity: 1 }], buyNow: { product: mixer.id } };
    const keyless = await postCod(shopper, body);
    expect(keyless.statusCode).toBe(400);

    const [first, second] = await Promise.all([postCod(shopper, body, "tab-1:press"), postCod(shopper, body, "tab-1:press")]);
    expect([first!.statusCode, second!.statusCode]).toEqual([201, 201]);
    const ids = [first!, second!].map((r) => r.json<PlaceOrderResponseType>().order._id);
    expect(ids[0]).toBe(ids[1]);
    expect(await t.db.select().from(orders).where(eq(orders.userId, shopper.user.id))).toHaveLength(1);
    expect(await productStock(t.db, mixer.id)).toBe(9);

    // Another press (a new key) is another order: buying the same thing twice is allowed.
    expect((await postCod(shopper, body, "tab-1:again")).statusCode).toBe(201);
    expect(await productStock(t.db, mixer.id)).toBe(8);
  });

  it("refuses products that are not the Buy Now line, and adds the COD charge below ₹500 of goods", async () => {
    const { cooler, shopper } = await coolerInCartMixerToBuy();
    const kettle = await createProduct(t.db, { title: "Electric Kettle", pricePaise: 45_000, stock: 3 });
    const cart = await postCod(
      shopper,
      { totalAmount: 525, products: [{ product: cooler.id, quantity: 1 }], buyNow: { product: kettle.id } },
      "wrong-lines",
    );
    expect(cart.statusCode).toBe(409);
    // ₹450 + ₹5 delivery + ₹70 COD charge.
    const placed = await postCod(
      shopper,
      { totalAmount: 525, products: [{ product: kettle.id, quantity: 1 }], buyNow: { product: kettle.id } },
      "kettle",
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<PlaceOrderResponseType>().order.codCharge).toBe(70);
  });
});
