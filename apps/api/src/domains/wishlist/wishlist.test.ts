import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WishlistType } from "@vayu/shared/cart";
import { products } from "../catalog/tables";
import { createTestApp, type TestApp } from "../../test/app";
import { createProduct, createUser } from "../../test/factories";

type Headers = Record<string, string>;

describe("wishlist", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const shopper = async () => (await createUser(t.db, t.config.jwtSecret)).auth;
  const add = (headers: Headers, payload: object) =>
    t.app.inject({ method: "POST", url: "/api/wishlist", headers, payload });
  const remove = (headers: Headers, productId: string) =>
    t.app.inject({ method: "DELETE", url: `/api/wishlist/${productId}`, headers });
  const ids = async (headers: Headers) => {
    const res = await t.app.inject({ method: "GET", url: "/api/wishlist", headers });
    expect(res.statusCode).toBe(200);
    return (res.json() as { wishlist: WishlistType }).wishlist.products.map((p) => p._id);
  };

  it("refuses every wishlist call without a session", async () => {
    const product = await createProduct(t.db);
    expect((await t.app.inject({ method: "GET", url: "/api/wishlist" })).statusCode).toBe(401);
    expect((await add({}, { productId: product.id })).statusCode).toBe(401);
    expect((await remove({}, product.id)).statusCode).toBe(401);
  });

  it("adds products with their full data, newest first", async () => {
    const auth = await shopper();
    const fan = await createProduct(t.db, {
      title: "Pedestal Fan",
      pricePaise: 349_900,
      salePricePaise: 279_900,
    });
    const tv = await createProduct(t.db, { title: "43 inch LED TV" });
    const first = await add(auth, { productId: fan.id });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: "Added to wishlist!",
      wishlist: {
        products: [{ _id: fan.id, title: "Pedestal Fan", price: 3499, salePrice: 2799, stock: 10 }],
      },
    });
    await add(auth, { productId: tv.id });
    expect(await ids(auth)).toEqual([tv.id, fan.id]);
  });

  it("keeps a product once however often it is added", async () => {
    const auth = await shopper();
    const product = await createProduct(t.db);
    await add(auth, { productId: product.id });
    const again = await add(auth, { productId: product.id });
    expect(again.statusCode).toBe(200);
    expect(await ids(auth)).toEqual([product.id]);
  });

  it("removes a product and answers with the rest", async () => {
    const auth = await shopper();
    const kept = await createProduct(t.db);
    const gone = await createProduct(t.db);
    await add(auth, { productId: kept.id });
    await add(auth, { productId: gone.id });
    const res = await remove(auth, gone.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Removed from wishlist!",
      wishlist: { products: [{ _id: kept.id }] },
    });
    expect(await ids(auth)).toEqual([kept.id]);
  });

  it("answers an unknown product with 404 and bad input with 400 naming the field", async () => {
    const auth = await shopper();
    const unknown = await add(auth, { productId: "4b0e3c3e-8f59-4e0a-9d38-3f7f3f1f0c11" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Product not found." });
    for (const payload of [{}, { productId: 42 }, { productId: "abc" }]) {
      const res = await add(auth, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("productId");
    }
    expect((await remove(auth, "abc")).statusCode).toBe(400);
    expect(await ids(auth)).toEqual([]);
  });

  it("keeps each shopper's wishlist to themselves", async () => {
    const owner = await shopper();
    const other = await shopper();
    const product = await createProduct(t.db);
    await add(owner, { productId: product.id });
    expect(await ids(other)).toEqual([]);
    const res = await remove(other, product.id);
    expect(res.json().wishlist.products).toEqual([]);
    expect(await ids(owner)).toEqual([product.id]);
  });

  it("drops a hidden product out of the wishlist and refuses to add it", async () => {
    const auth = await shopper();
    const kept = await createProduct(t.db);
    const hidden = await createProduct(t.db);
    await add(auth, { productId: kept.id });
    await add(auth, { productId: hidden.id });
    await t.db.update(products).set({ active: false }).where(eq(products.id, hidden.id));
    expect(await ids(auth)).toEqual([kept.id]);
    expect((await add(await shopper(), { productId: hidden.id })).statusCode).toBe(404);
  });
});
