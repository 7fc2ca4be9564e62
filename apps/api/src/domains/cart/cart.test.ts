import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartType } from "@vayu/shared/cart";
import { products } from "../catalog/tables";
import { createTestApp, type TestApp } from "../../test/app";
import { createProduct, createUser } from "../../test/factories";

type Headers = Record<string, string>;

describe("cart", () => {
  let t: TestApp;
  let asha: Headers;
  let ravi: Headers;

  beforeAll(async () => {
    t = await createTestApp();
    asha = (await createUser(t.db, t.config.jwtSecret, { name: "Asha" })).auth;
    ravi = (await createUser(t.db, t.config.jwtSecret, { name: "Ravi" })).auth;
  });
  afterAll(() => t.close());

  const getCart = async (headers: Headers) => {
    const res = await t.app.inject({ method: "GET", url: "/api/cart", headers });
    expect(res.statusCode).toBe(200);
    return (res.json() as { cart: CartType }).cart;
  };
  const add = (headers: Headers, payload: object) =>
    t.app.inject({ method: "POST", url: "/api/cart", headers, payload });
  const update = (headers: Headers, payload: object) =>
    t.app.inject({ method: "PUT", url: "/api/cart/updatequantity", headers, payload });
  const remove = (headers: Headers, productId: string) =>
    t.app.inject({ method: "DELETE", url: `/api/cart/remove/${productId}`, headers });
  const quantities = async (headers: Headers) =>
    Object.fromEntries((await getCart(headers)).items.map((i) => [i.product._id, i.quantity]));

  it("refuses every cart call without a session", async () => {
    const product = await createProduct(t.db);
    for (const res of [
      await t.app.inject({ method: "GET", url: "/api/cart" }),
      await add({}, { productId: product.id, quantity: 1 }),
      await update({}, { productId: product.id, quantity: 2, type: "increase" }),
      await remove({}, product.id),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });

  it("adds a product and answers with the full product and the priced cart", async () => {
    const { auth } = await createUser(t.db, t.config.jwtSecret);
    const product = await createProduct(t.db, {
      title: "Desert Air Cooler 70L",
      pricePaise: 1_499_900,
      salePricePaise: 1_249_900,
    });
    const res = await add(auth, { productId: product.id, quantity: 2 });
    expect(res.statusCode).toBe(201);
    const body = res.json() as { message: string; cart: CartType };
    expect(body.message).toBe("Added to cart!");
    expect(body.cart.items).toHaveLength(1);
    expect(body.cart.items[0]!.quantity).toBe(2);
    expect(body.cart.items[0]!.product).toMatchObject({
      _id: product.id,
      title: "Desert Air Cooler 70L",
      price: 14999,
      salePrice: 12499,
      stock: 10,
      images: ["/uploads/test-product.webp"],
    });
    // You save (₹14,999 − ₹12,499) × 2, computed by the server (docs/decisions/173-buy-now-and-savings.md).
    expect(body.cart).toMatchObject({ subtotal: 24998, shippingFee: 5, total: 25003, savings: 5000 });
    expect(await getCart(auth)).toEqual(body.cart);
  });

  it("is exact to the paisa: 3 × ₹1,299.99 plus shipping is ₹3,904.97", async () => {
    const { auth } = await createUser(t.db, t.config.jwtSecret);
    const product = await createProduct(t.db, { pricePaise: 129_999 });
    await add(auth, { productId: product.id, quantity: 3 });
    expect(await getCart(auth)).toMatchObject({ subtotal: 3899.97, shippingFee: 5, total: 3904.97, savings: 0 });
  });

  it("shows an empty cart with no shipping fee", async () => {
    const { auth } = await createUser(t.db, t.config.jwtSecret);
    expect(await getCart(auth)).toEqual({
      items: [],
      unavailable: [],
      subtotal: 0,
      shippingFee: 0,
      total: 0,
      savings: 0,
      coupon: null,
      totals: { subtotal: 0, discount: 0, shipping: 0, codCharge: 0, total: 0 },
    });
  });

  it("answers a repeat add with 409 and keeps the first quantity", async () => {
    const product = await createProduct(t.db);
    expect((await add(asha, { productId: product.id, quantity: 2 })).statusCode).toBe(201);
    const repeat = await add(asha, { productId: product.id, quantity: 1 });
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toEqual({ message: "Product is already in the cart!" });
    expect((await quantities(asha))[product.id]).toBe(2);
  });

  it("lets only one of two simultaneous adds of a product through", async () => {
    const { auth } = await createUser(t.db, t.config.jwtSecret);
    const product = await createProduct(t.db);
    const results = await Promise.all([
      add(auth, { productId: product.id, quantity: 1 }),
      add(auth, { productId: product.id, quantity: 2 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await getCart(auth)).items).toHaveLength(1);
  });

  it("answers an unknown product with 404 and a malformed id with 400", async () => {
    const unknown = await add(asha, { productId: "4b0e3c3e-8f59-4e0a-9d38-3f7f3f1f0c11", quantity: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Product not found." });
    const malformed = await add(asha, { productId: "not-an-id", quantity: 1 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain("productId");
  });

  it("refuses quantities that are not whole numbers of at least 1, naming the quantity", async () => {
    const product = await createProduct(t.db);
    for (const quantity of [0, -1, 1.5, "2", null]) {
      const res = await add(ravi, { productId: product.id, quantity });
      expect(res.statusCode, `quantity ${String(quantity)}`).toBe(400);
      expect(res.json().message).toMatch(/quantity/i);
    }
    const missing = await add(ravi, { productId: product.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/quantity/i);
    expect(await quantities(ravi)).not.toHaveProperty(product.id);
  });

  it("refuses more than the stock with a message naming the available stock", async () => {
    const product = await createProduct(t.db, { stock: 3 });
    const res = await add(ravi, { productId: product.id, quantity: 4 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: "Quantity must be between 1 and 3: only 3 in stock.",
      field: "quantity",
      available: 3,
    });
    expect(await quantities(ravi)).not.toHaveProperty(product.id);

    const soldOut = await createProduct(t.db, { stock: 0 });
    const none = await add(ravi, { productId: soldOut.id, quantity: 1 });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("This product is out of stock: no quantity is available.");
  });

  describe("quantity updates", () => {
    it("sets the line's new quantity and reprices the cart", async () => {
      const { auth } = await createUser(t.db, t.config.jwtSecret);
      const product = await createProduct(t.db, { pricePaise: 250_050, stock: 5 });
      await add(auth, { productId: product.id, quantity: 1 });
      const up = await update(auth, { productId: product.id, quantity: 3, type: "increase" });
      expect(up.statusCode).toBe(200);
      expect(up.json().cart).toMatchObject({
        items: [{ quantity: 3 }],
        subtotal: 7501.5,
        shippingFee: 5,
        total: 7506.5,
      });
      const down = await update(auth, { productId: product.id, quantity: 2, type: "decrease" });
      expect(down.json().cart).toMatchObject({ items: [{ quantity: 2 }], subtotal: 5001, total: 5006 });
    });

    it("refuses a quantity below 1 or above the stock and changes nothing", async () => {
      const product = await createProduct(t.db, { stock: 4 });
      await add(asha, { productId: product.id, quantity: 2 });
      const above = await update(asha, { productId: product.id, quantity: 5, type: "increase" });
      expect(above.statusCode).toBe(400);
      expect(above.json().message).toBe("Quantity must be between 1 and 4: only 4 in stock.");
      const below = await update(asha, { productId: product.id, quantity: 0, type: "decrease" });
      expect(below.statusCode).toBe(400);
      expect(below.json().message).toMatch(/quantity/i);
      expect((await quantities(asha))[product.id]).toBe(2);
    });

    it("refuses a type that disagrees with the direction of the change", async () => {
      const product = await createProduct(t.db);
      await add(asha, { productId: product.id, quantity: 2 });
      const wrong = await update(asha, { productId: product.id, quantity: 3, type: "decrease" });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Type must be "increase" to change the quantity from 2 to 3.');
      const unknownType = await update(asha, { productId: product.id, quantity: 3, type: "double" });
      expect(unknownType.statusCode).toBe(400);
      expect(unknownType.json().message).toMatch(/type/i);
      expect((await quantities(asha))[product.id]).toBe(2);
    });

    it("answers 404 for a product that is not in the shopper's cart", async () => {
      const product = await createProduct(t.db);
      const res = await update(asha, { productId: product.id, quantity: 2, type: "increase" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Product is not in your cart." });
    });
  });

  it("removes a line and answers with the rest of the cart", async () => {
    const { auth } = await createUser(t.db, t.config.jwtSecret);
    const fan = await createProduct(t.db, { pricePaise: 300_000 });
    const mixer = await createProduct(t.db, { pricePaise: 450_000 });
    await add(auth, { productId: fan.id, quantity: 1 });
    await add(auth, { productId: mixer.id, quantity: 1 });
    const res = await remove(auth, fan.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Removed from cart!",
      cart: { subtotal: 4500, total: 4505 },
    });
    expect(res.json().cart.items.map((i: { product: { _id: string } }) => i.product._id)).toEqual([mixer.id]);
    expect((await remove(auth, fan.id)).statusCode).toBe(404);
    expect((await remove(auth, "nope")).statusCode).toBe(400);
  });

  it("keeps each shopper's cart to themselves", async () => {
    const owner = await createUser(t.db, t.config.jwtSecret);
    const other = await createUser(t.db, t.config.jwtSecret);
    const product = await createProduct(t.db);
    await add(owner.auth, { productId: product.id, quantity: 2 });

    expect((await getCart(other.auth)).items).toEqual([]);
    expect(
      (await update(other.auth, { productId: product.id, quantity: 5, type: "increase" })).statusCode,
    ).toBe(404);
    expect((await remove(other.auth, product.id)).statusCode).toBe(404);
    expect(await quantities(owner.auth)).toEqual({ [product.id]: 2 });

    // The same product in another cart is another line.
    expect((await add(other.auth, { productId: product.id, quantity: 1 })).statusCode).toBe(201);
    expect(await quantities(owner.auth)).toEqual({ [product.id]: 2 });
    expect(await quantities(other.auth)).toEqual({ [product.id]: 1 });
  });

  it("drops a hidden product out of the lines and totals, names it as unavailable, and refuses to add it", async () => {
    const { auth } = await createUser(t.db, t.config.jwtSecret);
    const kept = await createProduct(t.db, { pricePaise: 100_000 });
    const hidden = await createProduct(t.db, { title: "Retired Table Fan", pricePaise: 900_000 });
    await add(auth, { productId: kept.id, quantity: 1 });
    await add(auth, { productId: hidden.id, quantity: 1 });
    await t.db.update(products).set({ active: false }).where(eq(products.id, hidden.id));

    const cart = await getCart(auth);
    expect(cart.items.map((i) => i.product._id)).toEqual([kept.id]);
    expect(cart.unavailable).toEqual([{ _id: hidden.id, title: "Retired Table Fan" }]);
    expect(cart).toMatchObject({ subtotal: 1000, total: 1005 });
    expect((await update(auth, { productId: hidden.id, quantity: 2, type: "increase" })).statusCode).toBe(
      404,
    );
    // Every answer carries the unavailable lines, so the page never loses them.
    const increased = await update(auth, { productId: kept.id, quantity: 2, type: "increase" });
    expect(increased.json().cart.unavailable).toEqual(cart.unavailable);

    const removed = await remove(auth, hidden.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().cart).toMatchObject({ unavailable: [], subtotal: 2000, total: 2005 });
    expect((await getCart(auth)).unavailable).toEqual([]);

    const other = await createUser(t.db, t.config.jwtSecret);
    expect((await add(other.auth, { productId: hidden.id, quantity: 1 })).statusCode).toBe(404);
  });
});
