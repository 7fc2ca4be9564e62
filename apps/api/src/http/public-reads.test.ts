import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ProductType } from "@vayu/shared/catalog";
import { createTestApp, type TestApp } from "../test/app";
import {
  openedPaymentOrder,
  payQuietly,
  placeOrder,
  shopperWithCart,
  verify,
} from "../test/checkout-fixtures";
import { createCategory, createProduct, createUser } from "../test/factories";
import { cancel } from "../test/lifecycle-fixtures";
import { preferredEncoding } from "./cache";
import { oncePerGeneration } from "./once-per-generation";
import { cachedBody, PublicReadCache, sizeOf } from "./public-reads";

describe("public reads kept in memory", () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof createUser>>;
  let placement: { categoryId: string; subcategoryId: string };

  beforeAll(async () => {
    t = await createTestApp();
    staff = await createUser(t.db, t.config.jwtSecret, { role: "admin" });
    const { category, subcategory } = await createCategory(t.db, "Air Coolers");
    placement = { categoryId: category.id, subcategoryId: subcategory.id };
    // Enough products that the listing is worth compressing.
    for (let i = 0; i < 8; i++)
      await createProduct(t.db, { ...placement, title: `Vayu Arctic ${i} 40 L Cooler` });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });
  const productOf = async (id: string) =>
    (await get(`/api/product/${id}`)).json<{ data: ProductType }>().data;
  const listed = async (id: string) =>
    (await get(`/api/product/category/${placement.categoryId}`))
      .json<{ data: ProductType[] }>()
      .data.find((p) => p._id === id);

  it("answers a repeated read with the same bytes and ETag, and a matching If-None-Match with a 304", async () => {
    const url = `/api/product/category/${placement.categoryId}`;
    const first = await get(url);
    const second = await get(url);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=600");
    const revalidated = await get(url, { "if-none-match": first.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
  });

  it.each([
    ["br", brotliDecompressSync],
    ["gzip", gunzipSync],
  ])(
    "sends %s bodies that decode to the same JSON, from the database and from memory",
    async (encoding, decode) => {
      const url = `/api/product/category/${placement.categoryId}?sort=price-asc`;
      const plain = await get(url);
      for (const attempt of [
        await get(url, { "accept-encoding": encoding }),
        await get(url, { "accept-encoding": encoding }),
      ]) {
        expect(attempt.headers["content-encoding"]).toBe(encoding);
        expect(attempt.headers.vary).toMatch(/Accept-Encoding/);
        expect(JSON.parse(decode(attempt.rawPayload).toString())).toEqual(plain.json());
        // A copy validated in one coding is current in every other.
        expect((await get(url, { "if-none-match": attempt.headers.etag as string })).statusCode).toBe(304);
      }
    },
  );

  it("compresses other JSON on the fly", async () => {
    const response = await get("/api/category/categoryandsubcategpry", { "accept-encoding": "gzip" });
    expect(response.headers["content-encoding"]).toBe("gzip");
    const large = await t.app.inject({
      method: "GET",
      url: `/api/search?q=cooler&limit=48`,
      headers: { "accept-encoding": "gzip" },
    });
    expect(large.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(large.rawPayload).toString())).toMatchObject({ total: 8 });
  });

  it("shows a staff edit on the next read", async () => {
    const product = await createProduct(t.db, {
      ...placement,
      title: "Vayu Frost Cooler",
      pricePaise: 9_999_00,
    });
    // Written straight to the database, the product reaches the kept listing when the table's
    // notification drops it: a moment later on the PostgreSQL server, over another connection.
    await vi.waitFor(async () => expect((await listed(product.id))?.price).toBe(9999));
    expect((await productOf(product.id)).price).toBe(9999);
    const edit = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/products/${product.id}`,
      headers: staff.auth,
      payload: { price: 8499 },
    });
    expect(edit.statusCode).toBe(200);
    expect((await productOf(product.id)).price).toBe(8499);
    expect((await listed(product.id))?.price).toBe(8499);
    await t.app.inject({
      method: "PATCH",
      url: `/api/admin/products/${product.id}`,
      headers: staff.auth,
      payload: { active: false },
    });
    expect(await listed(product.id)).toBeUndefined();
  });

  it("shows the stock an order takes and a cancellation gives back on the next read", async () => {
    const product = await createProduct(t.db, {
      ...placement,
      title: "Vayu Breeze Cooler",
      pricePaise: 5_000_00,
      stock: 5,
    });
    expect((await productOf(product.id)).stock).toBe(5);
    const cart = [{ productId: product.id, quantity: 2 }];
    const shopper = await shopperWithCart(t, cart);
    const checkout = await openedPaymentOrder(t, shopper, 10_005);
    // Units held while the shopper pays are not offered to others.
    expect((await listed(product.id))?.stock).toBe(3);
    const { signed } = await payQuietly(t, checkout.id);
    expect((await verify(t, shopper, signed)).statusCode).toBe(200);
    const placed = await placeOrder(t, shopper, signed, cart, 10_005);
    expect(placed.statusCode).toBe(201);
    expect((await productOf(product.id)).stock).toBe(3);
    const orderId = placed.json<{ order: { _id: string } }>().order._id;
    expect((await cancel(t, shopper, orderId)).statusCode).toBe(200);
    expect((await productOf(product.id)).stock).toBe(5);
    expect((await listed(product.id))?.stock).toBe(5);
  });
});

describe("PublicReadCache", () => {
  const entry = (text: string) => cachedBody(text, "application/json");

  it("does not keep an answer read while the data changed", async () => {
    const cache = new PublicReadCache(1024 * 1024);
    const generation = cache.generation;
    cache.clear();
    cache.set("/a", entry("{}"), generation);
    expect(cache.get("/a")).toBeUndefined();
  });

  it("drops every answer when the earliest one's validity runs out", async () => {
    const cache = new PublicReadCache(1024 * 1024);
    cache.set("/a", entry('{"a":1}'), cache.generation, 1_000);
    cache.set("/b", entry('{"b":1}'), cache.generation);
    expect(cache.get("/b", 999)).toBeDefined();
    expect(cache.get("/b", 1_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("reads once per generation, and again after a read that failed", async () => {
    // When kept answers run out is read from the database once per generation, which may last
    // until the next write: one failed read must not fail every later answer until then.
    const cache = new PublicReadCache(1024);
    let reads = 0;
    const validUntil = oncePerGeneration(() => cache.generation, async () => {
      reads += 1;
      if (reads === 1) throw new Error("database unavailable");
      return 1_000;
    });
    await expect(validUntil()).rejects.toThrow("database unavailable");
    expect(await validUntil()).toBe(1_000);
    expect(await validUntil()).toBe(1_000);
    expect(reads).toBe(2);
    cache.clear();
    expect(await validUntil()).toBe(1_000);
    expect(reads).toBe(3);
  });

  it("drops the least recently read answers past its memory", async () => {
    const body = entry(JSON.stringify({ data: "x".repeat(2000) }));
    const cache = new PublicReadCache(sizeOf(body) * 4);
    for (const key of ["/1", "/2", "/3", "/4"]) cache.set(key, body, cache.generation);
    cache.get("/1");
    cache.set("/5", body, cache.generation);
    expect(cache.get("/2")).toBeUndefined();
    expect(cache.get("/1")).toBeDefined();
  });
});

describe("preferredEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["*", "br"],
    ["identity", "identity"],
    ["deflate", "identity"],
  ])("picks for %j: %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
