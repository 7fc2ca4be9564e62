import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlaceOrderResponseType } from "@vayu/shared/orders";
import { notDeliveredTo } from "@vayu/shared/pincode";
import { createTestApp, type TestApp } from "../../test/app";
import { createProduct, sampleAddress } from "../../test/factories";
import { openedCheckout, payQuietly, placeOrder, shopperWithCart, verify, type Shopper } from "../../test/checkout-fixtures";
import { addresses } from "../../domains/addresses/tables";
import { cartItems } from "../../domains/cart/tables";
import { deliveryRules, pincodes } from "../../domains/delivery/tables";

/**
 * Issue 28 point 5: no address or order to a pincode staff marked not serviceable, online,
 * cash on delivery or Buy Now; and a placed order takes from the cart only what it bought.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db
    .insert(pincodes)
    .values([
      { pincode: "682001", district: "Ernakulam", state: "Kerala" },
      { pincode: "560001", district: "Bengaluru", state: "Karnataka" },
    ])
    .onConflictDoNothing();
  // Staff have stopped delivering to Kochi.
  await t.db.insert(deliveryRules).values({ kind: "prefix", match: "6820", serviceable: false, cod: false, extraDays: 0 });
});
afterAll(() => t.close());

const kochi = { ...sampleAddress, city: "Kochi", state: "Kerala", zipCode: "682001" };
const refusal = notDeliveredTo("682001");

const cartOf = async (shopper: Shopper) =>
  (await t.db.select().from(cartItems).where(eq(cartItems.userId, shopper.user.id)))
    .map((l) => [l.productId, l.quantity])
    .sort();

describe("a pincode the store does not deliver to", () => {
  it("cannot be saved as an address, new or edited, and the answer names the pincode field", async () => {
    const shopper = await shopperWithCart(t, []);
    const created = await t.app.inject({ method: "POST", url: "/api/address", headers: shopper.auth, payload: kochi });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ field: "zipCode", message: refusal });
    const edited = await t.app.inject({ method: "PUT", url: `/api/address/${shopper.address.id}`, headers: shopper.auth, payload: kochi });
    expect(edited.statusCode).toBe(400);
    expect(edited.json()).toMatchObject({ field: "zipCode", message: refusal });
    const [kept] = await t.db.select().from(addresses).where(eq(addresses.id, shopper.address.id));
    expect(kept!.zipCode).toBe(sampleAddress.zipCode);
  });

  it("refuses every checkout to an address saved there before: online, cash on delivery and Buy Now both ways", async () => {
    const fan = await createProduct(t.db, { title: "Pedestal Fan", pricePaise: 200_000, stock: 10 });
    const shopper = await shopperWithCart(t, [{ productId: fan.id, quantity: 1 }]);
    // Saved before staff stopped deliveries there.
    await t.db.update(addresses).set({ zipCode: "682001", city: "Kochi", state: "Kerala" }).where(eq(addresses.id, shopper.address.id));
    const address = shopper.address.id;
    const products = [{ product: fan.id, quantity: 1 }];
    const attempts = {
      online: () => t.app.inject({ method: "POST", url: "/api/order/razorpay/order", headers: shopper.auth, payload: { amount: 2005, address } }),
      cod: () => t.app.inject({ method: "POST", url: "/api/order", headers: shopper.auth, payload: { paymentType: "COD", totalAmount: 2005, address, products } }),
      buyNowOnline: () =>
        t.app.inject({ method: "POST", url: "/api/order/razorpay/order", headers: shopper.auth, payload: { amount: 2005, address, buyNow: { product: fan.id } } }),
      buyNowCod: () =>
        t.app.inject({
          method: "POST",
          url: "/api/order",
          headers: { ...shopper.auth, "idempotency-key": "kochi-buy-now" },
          payload: { paymentType: "COD", totalAmount: 2005, address, products, buyNow: { product: fan.id } },
        }),
    };
    for (const [name, attempt] of Object.entries(attempts)) {
      const response = await attempt();
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toMatchObject({ field: "address", message: refusal });
    }
    const orders = await t.app.inject({ method: "GET", url: "/api/order", headers: shopper.auth });
    expect(orders.json()).toEqual({ orders: [] });
  });
});

describe("a placed order", () => {
  it("paid online, takes from the cart only what the checkout bought: p x 1 bought from p x 5 + q x 3 leaves p x 4 and q x 3", async () => {
    const checkout = await openedCheckout(t, { title: "Steam Iron", pricePaise: 150_000, stock: 20 }, 1);
    const other = await createProduct(t.db, { title: "Hand Blender", pricePaise: 90_000, stock: 20 });
    const { shopper, product } = checkout;
    // The shopper changes the cart in another tab while paying.
    await t.db.update(cartItems).set({ quantity: 5 }).where(eq(cartItems.userId, shopper.user.id));
    await t.db.insert(cartItems).values({ userId: shopper.user.id, productId: other.id, quantity: 3 });
    const { signed } = await payQuietly(t, checkout.order.id);
    expect((await verify(t, shopper, signed)).statusCode).toBe(200);
    const placed = await placeOrder(t, shopper, signed, checkout.cart, checkout.total);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<PlaceOrderResponseType>().order.products.map((l) => [l.product._id, l.quantity])).toEqual([[product.id, 1]]);
    expect(await cartOf(shopper)).toEqual([[product.id, 4], [other.id, 3]].sort());
  });

  it("cash on delivery, takes the lines it bought and leaves what it did not", async () => {
    const kettle = await createProduct(t.db, { title: "Electric Kettle", pricePaise: 100_000, stock: 20 });
    const shopper = await shopperWithCart(t, [{ productId: kettle.id, quantity: 5 }]);
    const cod = await t.app.inject({
      method: "POST",
      url: "/api/order",
      headers: shopper.auth,
      payload: { paymentType: "COD", totalAmount: 5005, address: shopper.address.id, products: [{ product: kettle.id, quantity: 5 }] },
    });
    expect(cod.statusCode, cod.body).toBe(201);
    expect(await cartOf(shopper)).toEqual([]);

    // Buy Now by cash takes nothing from the cart, not even of the same product.
    await t.db.insert(cartItems).values({ userId: shopper.user.id, productId: kettle.id, quantity: 2 });
    const buyNow = await t.app.inject({
      method: "POST",
      url: "/api/order",
      headers: { ...shopper.auth, "idempotency-key": "kettle-alone" },
      payload: { paymentType: "COD", totalAmount: 1005, address: shopper.address.id, products: [{ product: kettle.id, quantity: 1 }], buyNow: { product: kettle.id } },
    });
    expect(buyNow.statusCode, buyNow.body).toBe(201);
    expect(await cartOf(shopper)).toEqual([[kettle.id, 2]]);
  });
});
