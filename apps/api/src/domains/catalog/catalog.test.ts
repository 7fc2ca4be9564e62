import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Category, Product } from "@vayu/shared/catalog";
import { createTestApp, type TestApp } from "../../test/app";
import { createCategory, createProduct } from "../../test/factories";
import { categories, subcategories } from "./tables";

describe("catalog API", () => {
  let t: TestApp;
  let fans: Awaited<ReturnType<typeof createCategory>>;
  let tvs: Awaited<ReturnType<typeof createCategory>>;
  let tableFans: { id: string };
  let ceilingFan: { id: string };
  let hidden: { id: string };

  beforeAll(async () => {
    t = await createTestApp();
    tvs = await createCategory(t.db, "LED TVs");
    fans = await createCategory(t.db, "Fans");
    await t.db.update(categories).set({ sortOrder: 2 }).where(eq(categories.id, tvs.category.id));
    await t.db.update(categories).set({ sortOrder: 1 }).where(eq(categories.id, fans.category.id));
    await t.db.update(subcategories).set({ sortOrder: 5 }).where(eq(subcategories.id, fans.subcategory.id));
    const [created] = await t.db
      .insert(subcategories)
      .values({
        categoryId: fans.category.id,
        name: "Table Fans",
        image: "/uploads/table.webp",
        sortOrder: 1,
      })
      .returning();
    tableFans = created!;
    const inFans = { categoryId: fans.category.id, subcategoryId: fans.subcategory.id };
    ceilingFan = await createProduct(t.db, {
      ...inFans,
      title: "Vayu Breeze 1200 mm Ceiling Fan",
      pricePaise: 2_899_00,
      salePricePaise: 2_349_50,
      rating: 4.4,
      stock: 12,
      images: ["/uploads/a.webp", "/uploads/b.webp"],
    });
    await createProduct(t.db, {
      categoryId: fans.category.id,
      subcategoryId: tableFans.id,
      title: "Vayu Zephyr Table Fan",
    });
    hidden = await createProduct(t.db, { ...inFans, title: "Discontinued Fan", active: false });
    await createProduct(t.db, {
      categoryId: tvs.category.id,
      subcategoryId: tvs.subcategory.id,
      title: "Vayu Vision 43 inch TV",
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });

  describe("GET /api/product", () => {
    it("lists active products in the contract's shape, prices in rupees", async () => {
      const res = await get("/api/product");
      expect(res.statusCode).toBe(200);
      const { data } = res.json<{ data: Product[] }>();
      expect(data.map((p) => p.title).sort()).toEqual([
        "Vayu Breeze 1200 mm Ceiling Fan",
        "Vayu Vision 43 inch TV",
        "Vayu Zephyr Table Fan",
      ]);
      expect(data.find((p) => p._id === ceilingFan.id)).toEqual({
        _id: ceilingFan.id,
        title: "Vayu Breeze 1200 mm Ceiling Fan",
        price: 2899,
        salePrice: 2349.5,
        images: ["/uploads/a.webp", "/uploads/b.webp"],
        description: "A test product.",
        rating: 4.4,
        stock: 12,
        category: { _id: fans.category.id, name: "Fans" },
        subcategory: { _id: fans.subcategory.id, name: "Fans Sub" },
        createdAt: expect.any(String),
        hsn: "84796000",
        gstRate: 18,
        countryOfOrigin: "India",
      });
    });

    it("leaves salePrice out when a product has none", async () => {
      const { data } = (await get("/api/product")).json<{ data: Product[] }>();
      const tv = data.find((p) => p.title === "Vayu Vision 43 inch TV")!;
      expect(tv).not.toHaveProperty("salePrice");
      expect(tv.price).toBe(9999);
    });

    it("never lists hidden products", async () => {
      const { data } = (await get("/api/product")).json<{ data: Product[] }>();
      expect(data.some((p) => p._id === hidden.id)).toBe(false);
    });
  });

  describe("GET /api/product/:id", () => {
    it("returns one product", async () => {
      const res = await get(`/api/product/${ceilingFan.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: Product }>().data).toMatchObject({
        _id: ceilingFan.id,
        price: 2899,
        salePrice: 2349.5,
      });
    });

    it("answers an unknown id with a JSON 404 Product not found.", async () => {
      const res = await get(`/api/product/${randomUUID()}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Product not found." });
    });

    it("treats a hidden product as not found", async () => {
      const res = await get(`/api/product/${hidden.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Product not found." });
    });

    it.each(["not-an-id", "123", "'; drop table products; --", "%00", "64f1c2a9e4b0a1b2c3d4e5f6"])(
      "answers the malformed id %j with a JSON 400 naming the id",
      async (id) => {
        const res = await get(`/api/product/${encodeURIComponent(id)}`);
        expect(res.statusCode).toBe(400);
        expect(res.json<{ message: string }>().message).toMatch(/id/);
      },
    );
  });

  describe("GET /api/product/category/:categoryId", () => {
    it("lists the category's active products from every subcategory", async () => {
      const res = await get(`/api/product/category/${fans.category.id}`);
      expect(res.statusCode).toBe(200);
      const { data } = res.json<{ data: Product[] }>();
      expect(data.map((p) => p.title).sort()).toEqual([
        "Vayu Breeze 1200 mm Ceiling Fan",
        "Vayu Zephyr Table Fan",
      ]);
      expect(new Set(data.map((p) => p.subcategory.name))).toEqual(new Set(["Fans Sub", "Table Fans"]));
    });

    it("returns an empty list for a category with no products", async () => {
      const { category } = await createCategory(t.db, "Water Heaters");
      const res = await get(`/api/product/category/${category.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: [] });
    });

    it("answers an unknown category with a JSON 404 and a malformed one with a 400", async () => {
      const unknown = await get(`/api/product/category/${randomUUID()}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: "Category not found." });
      const malformed = await get("/api/product/category/fans");
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json<{ message: string }>().message).toMatch(/categoryId/);
    });
  });

  describe("GET /api/category/categoryandsubcategpry", () => {
    it("lists categories with their subcategories, both in sort order", async () => {
      const res = await get("/api/category/categoryandsubcategpry");
      expect(res.statusCode).toBe(200);
      const { categories: list } = res.json<{ categories: Category[] }>();
      const ours = list.filter((c) => c.name === "Fans" || c.name === "LED TVs");
      expect(ours.map((c) => c.name)).toEqual(["Fans", "LED TVs"]);
      expect(ours[0]).toEqual({
        _id: fans.category.id,
        name: "Fans",
        image: "/uploads/test-category.webp",
        subcategories: [
          { _id: tableFans.id, name: "Table Fans", image: "/uploads/table.webp" },
          { _id: fans.subcategory.id, name: "Fans Sub", image: "/uploads/test-sub.webp" },
        ],
      });
    });

    it("answers the correctly spelt alias with the same body", async () => {
      const misspelt = await get("/api/category/categoryandsubcategpry");
      const alias = await get("/api/category/categoryandsubcategory");
      expect(alias.statusCode).toBe(200);
      expect(alias.body).toBe(misspelt.body);
    });
  });

  describe("HTTP caching", () => {
    it("sends a strong ETag and a public Cache-Control on catalog answers", async () => {
      const res = await get("/api/product");
      expect(res.headers.etag).toMatch(/^"[\w-]{20,}"$/);
      expect(res.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=600");
    });

    it("answers a matching If-None-Match with a bodiless 304", async () => {
      const first = await get(`/api/product/${ceilingFan.id}`);
      const etag = first.headers.etag as string;
      const again = await get(`/api/product/${ceilingFan.id}`, { "if-none-match": etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
      expect(again.headers.etag).toBe(etag);
      const weak = await get(`/api/product/${ceilingFan.id}`, { "if-none-match": `"other", W/${etag}` });
      expect(weak.statusCode).toBe(304);
      const any = await get(`/api/product/${ceilingFan.id}`, { "if-none-match": "*" });
      expect(any.statusCode).toBe(304);
      const stale = await get(`/api/product/${ceilingFan.id}`, { "if-none-match": '"stale"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.json<{ data: Product }>().data._id).toBe(ceilingFan.id);
    });

    it("changes the ETag when the catalog changes, so a stale copy is replaced", async () => {
      const before = await get("/api/category/categoryandsubcategpry");
      await createCategory(t.db, "Geysers");
      const after = await get("/api/category/categoryandsubcategpry", {
        "if-none-match": before.headers.etag as string,
      });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.json<{ categories: Category[] }>().categories.map((c) => c.name)).toContain("Geysers");
    });

    it("does not mark errors as cacheable", async () => {
      const res = await get(`/api/product/${randomUUID()}`);
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers["cache-control"]).toBeUndefined();
    });
  });
});
