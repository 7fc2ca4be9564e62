import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CategoryType, ProductType, ProductsResponseType } from "@vayu/shared/catalog";
import { defaultStoreProfile } from "@vayu/shared/site-settings";
import { createTestApp, type TestApp } from "../../test/app";
import { eventually } from "../../test/checkout-fixtures";
import { createCategory, createProduct } from "../../test/factories";
import { categories, products, subcategories } from "./tables";

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
      ratingCount: 17,
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
      const { data } = res.json<{ data: ProductType[] }>();
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
        ratingCount: 17,
        stock: 12,
        category: { _id: fans.category.id, name: "Fans" },
        subcategory: { _id: fans.subcategory.id, name: "Fans Sub" },
        createdAt: expect.any(String),
        hsn: "84796000",
        gstRate: 18,
        countryOfOrigin: "India",
        warranty: defaultStoreProfile.defaultWarranty,
      });
    });

    it("leaves salePrice out when a product has none", async () => {
      const { data } = (await get("/api/product")).json<{ data: ProductType[] }>();
      const tv = data.find((p) => p.title === "Vayu Vision 43 inch TV")!;
      expect(tv).not.toHaveProperty("salePrice");
      expect(tv.price).toBe(9999);
    });

    it("never lists hidden products", async () => {
      const { data } = (await get("/api/product")).json<{ data: ProductType[] }>();
      expect(data.some((p) => p._id === hidden.id)).toBe(false);
    });
  });

  describe("GET /api/product/:id", () => {
    it("returns one product", async () => {
      const res = await get(`/api/product/${ceilingFan.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: ProductType }>().data).toMatchObject({
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
      const { data } = res.json<{ data: ProductType[] }>();
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
      expect(res.json()).toEqual({ data: [], total: 0 });
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

  describe("listing pages, sorts and filters", () => {
    const titles = async (url: string) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      return res.json<ProductsResponseType>().data.map((p) => p.title);
    };
    const fansUrl = (query: string) => `/api/product/category/${fans.category.id}?${query}`;

    it("sends the whole list with its total when no page is asked for", async () => {
      const res = await get(`/api/product/category/${fans.category.id}`);
      expect(res.json<ProductsResponseType>()).toMatchObject({ total: 2 });
      expect(res.json()).not.toHaveProperty("page");
    });

    it("pages through a listing without repeating or skipping a product", async () => {
      const first = (await get(fansUrl("limit=1"))).json<ProductsResponseType>();
      expect(first).toMatchObject({ total: 2, page: 1, limit: 1 });
      const second = (await get(fansUrl("limit=1&page=2"))).json<ProductsResponseType>();
      const third = (await get(fansUrl("limit=1&page=3"))).json<ProductsResponseType>();
      expect([...first.data, ...second.data].map((p) => p.title).sort()).toEqual([
        "Vayu Breeze 1200 mm Ceiling Fan",
        "Vayu Zephyr Table Fan",
      ]);
      expect(third).toEqual({ data: [], total: 2, page: 3, limit: 1 });
    });

    it("pages the whole catalog too, 24 to a page unless told", async () => {
      const page = (await get("/api/product?page=1")).json<ProductsResponseType>();
      expect(page.limit).toBe(24);
      expect(page.total).toBe(page.data.length);
      expect(page.data.some((p) => p._id === hidden.id)).toBe(false);
    });

    it("sorts by the price paid, the rating and the date", async () => {
      expect(await titles(fansUrl("sort=price-asc"))).toEqual([
        "Vayu Breeze 1200 mm Ceiling Fan",
        "Vayu Zephyr Table Fan",
      ]);
      expect(await titles(fansUrl("sort=price-desc"))).toEqual([
        "Vayu Zephyr Table Fan",
        "Vayu Breeze 1200 mm Ceiling Fan",
      ]);
      expect(await titles(fansUrl("sort=rating"))).toEqual([
        "Vayu Breeze 1200 mm Ceiling Fan",
        "Vayu Zephyr Table Fan",
      ]);
      expect(await titles(fansUrl("sort=newest"))).toEqual(
        (await titles(fansUrl("sort=featured"))).reverse(),
      );
    });

    it("filters by subcategory, price paid and stock", async () => {
      expect(await titles(fansUrl(`sub=${tableFans.id}`))).toEqual(["Vayu Zephyr Table Fan"]);
      expect((await titles(fansUrl(`sub=${tableFans.id}&sub=${fans.subcategory.id}`))).length).toBe(2);
      // The ceiling fan's sale price (₹2,349.50) is what counts, not its ₹2,899 list price.
      expect(await titles(fansUrl("minPrice=2000&maxPrice=2500"))).toEqual([
        "Vayu Breeze 1200 mm Ceiling Fan",
      ]);
      expect(await titles(fansUrl("maxPrice=2349"))).toEqual([]);
      const soldOut = await createProduct(t.db, {
        categoryId: fans.category.id,
        subcategoryId: tableFans.id,
        title: "Sold Out Fan",
        stock: 0,
      });
      expect(await titles(fansUrl("inStock=true"))).not.toContain("Sold Out Fan");
      expect(await titles(fansUrl("inStock=false"))).toContain("Sold Out Fan");
      await t.db.delete(products).where(eq(products.id, soldOut.id));
    });

    it.each([
      ["page=0", /page must be at least 1/],
      ["page=abc", /page must be a whole number/],
      ["limit=101", /limit must be at most 100/],
      ["limit=-1", /limit must be a whole number/],
      ["sort=cheapest", /sort must be one of/],
      ["sub=fans", /sub must be a valid id/],
      ["minPrice=1.5", /minPrice must be a whole number/],
      ["inStock=yes", /inStock must be true or false/],
    ])("answers %s with a JSON 400 naming the field", async (query, message) => {
      for (const url of [`/api/product?${query}`, fansUrl(query)]) {
        const res = await get(url);
        expect(res.statusCode).toBe(400);
        expect(res.json<{ message: string }>().message).toMatch(message);
      }
    });
  });

  describe("GET /api/product/category/:categoryId/price-quartiles", () => {
    it("gives the quartiles of the prices paid, sale prices included, once a category has four products", async () => {
      const heaters = await createCategory(t.db, "Heaters");
      const inHeaters = { categoryId: heaters.category.id, subcategoryId: heaters.subcategory.id };
      const url = `/api/product/category/${heaters.category.id}/price-quartiles`;
      for (const pricePaise of [1_000_00, 2_000_00, 3_000_00])
        await createProduct(t.db, { ...inHeaters, pricePaise });
      expect((await get(url)).json()).toEqual({ quartiles: [] });

      await createProduct(t.db, { ...inHeaters, pricePaise: 9_000_00, salePricePaise: 4_000_50 });
      await createProduct(t.db, { ...inHeaters, pricePaise: 1_00, active: false });
      // The sale price counts, the inactive product does not; the cached empty answer is dropped by the change.
      const res = await eventually(
        () => get(url),
        (answer) => answer.json<{ quartiles: number[] }>().quartiles.length > 0,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ quartiles: [1_000, 2_000, 3_000] });
    });

    it("is a 404 for an unknown category and a 400 naming a malformed id", async () => {
      expect((await get(`/api/product/category/${randomUUID()}/price-quartiles`)).statusCode).toBe(404);
      const malformed = await get("/api/product/category/fans/price-quartiles");
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json<{ message: string }>().message).toMatch(/categoryId/);
    });
  });

  describe("GET /api/category/categoryandsubcategpry", () => {
    it("lists categories with their subcategories, both in sort order", async () => {
      const res = await get("/api/category/categoryandsubcategpry");
      expect(res.statusCode).toBe(200);
      const { categories: list } = res.json<{ categories: CategoryType[] }>();
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
      expect(stale.json<{ data: ProductType }>().data._id).toBe(ceilingFan.id);
    });

    it("changes the ETag when the catalog changes, so a stale copy is replaced", async () => {
      const before = await get("/api/category/categoryandsubcategpry");
      // Written straight to the database, as another server would: this one hears of it by NOTIFY.
      await createCategory(t.db, "Geysers");
      const after = await eventually(
        () => get("/api/category/categoryandsubcategpry", { "if-none-match": before.headers.etag as string }),
        (res) => res.statusCode === 200,
      );
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.json<{ categories: CategoryType[] }>().categories.map((c) => c.name)).toContain("Geysers");
    });

    it("does not mark errors as cacheable", async () => {
      const res = await get(`/api/product/${randomUUID()}`);
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers["cache-control"]).toBeUndefined();
    });
  });
});
