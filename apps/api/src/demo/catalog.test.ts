import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, imageVariant, type CategoryType, type ProductType } from "@vayu/shared/catalog";
import { createTestApp, type TestApp } from "../test/app";
import { seedCatalog } from "./catalog";

describe("demo catalog seed", () => {
  let t: TestApp;
  let uploadsDir: string;
  let list: ProductType[];
  let tree: CategoryType[];

  beforeAll(async () => {
    t = await createTestApp();
    uploadsDir = path.join(t.config.dataDir, "uploads");
    await seedCatalog(t.db, t.app.files);
    list = (await t.app.inject({ method: "GET", url: "/api/product" })).json<{ data: ProductType[] }>().data;
    tree = (await t.app.inject({ method: "GET", url: "/api/category/categoryandsubcategpry" })).json<{
      categories: CategoryType[];
    }>().categories;
  }, 300_000);
  afterAll(() => t.close());

  const fileOf = (url: string) => path.join(uploadsDir, url.slice("/uploads/".length));

  it("creates the four categories, in menu order, with 2-4 subcategories each", () => {
    expect(tree.map((c) => c.name)).toEqual(["Air Coolers", "Fans", "Mixer Grinders", "LED TVs"]);
    for (const category of tree) expect(category.subcategories.length).toBeGreaterThanOrEqual(2);
    for (const category of tree) expect(category.subcategories.length).toBeLessThanOrEqual(4);
    expect(tree[1]!.subcategories.map((s) => s.name)).toEqual([
      "Ceiling Fans",
      "Table Fans",
      "Pedestal Fans",
      "Wall Fans",
    ]);
  });

  it("answers every product, category and subcategory in Hindi on ?lang=hi, nothing left in English", async () => {
    const hindi = (await t.app.inject({ method: "GET", url: "/api/product?lang=hi" })).json<{ data: ProductType[] }>().data;
    expect(hindi).toHaveLength(list.length);
    for (const product of hindi) {
      expect(product.untranslated, product.title).toEqual([]);
      expect([product.category.untranslated, product.subcategory.untranslated]).toEqual([[], []]);
    }
    const menu = (await t.app.inject({ method: "GET", url: "/api/category/categoryandsubcategpry?lang=hi" })).json<{ categories: CategoryType[] }>().categories;
    expect(menu.map((c) => c.name)).toEqual(["कूलर", "पंखे", "मिक्सर ग्राइंडर", "एलईडी टीवी"]);
    expect(menu[1]!.subcategories.map((s) => s.name)).toEqual(["छत के पंखे", "टेबल पंखे", "स्टैंड वाले पंखे", "दीवार वाले पंखे"]);
  });

  it("fills every category and subcategory with products", () => {
    expect(list.length).toBeGreaterThanOrEqual(48);
    for (const category of tree) {
      for (const sub of category.subcategories)
        expect(list.filter((p) => p.subcategory._id === sub._id).length).toBeGreaterThan(0);
    }
  });

  it("prices products as the Indian market does, with sale prices on some", () => {
    const ranges: Record<string, [number, number]> = {
      "Air Coolers": [5000, 18000],
      Fans: [1500, 6000],
      "Mixer Grinders": [2500, 9000],
      "LED TVs": [11000, 55000],
    };
    for (const product of list) {
      const [low, high] = ranges[product.category.name]!;
      expect(product.price, product.title).toBeGreaterThanOrEqual(low);
      expect(product.price, product.title).toBeLessThanOrEqual(high);
      if (product.salePrice !== undefined) expect(product.salePrice).toBeLessThan(product.price);
    }
    const onSale = list.filter((p) => p.salePrice !== undefined).length;
    expect(onSale).toBeGreaterThan(10);
    expect(onSale).toBeLessThan(list.length);
  });

  it("gives every product a specification list and stock, with some sold out and some low, and no rating before its reviews", () => {
    for (const product of list) {
      expect(product.title).toMatch(/^Vayu /);
      expect(product.description).toContain("Specifications\n");
      // The warranty is the product's field, not a specification row (docs/decisions/191-product-warranty.md).
      expect(product.description).not.toMatch(/Warranty/);
      expect(product.warranty).toMatch(/^\d years?\b/);
      // Ratings come from reviews only (docs/decisions/171-reviews.md); the reviews' seed sets them.
      expect([product.rating, product.ratingCount]).toEqual([0, 0]);
    }
    expect(list.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(2);
    expect(list.filter((p) => p.stock > 0 && p.stock <= 5).length).toBeGreaterThanOrEqual(3);
  });

  it("writes 2-4 WebP images per product, with every srcset width on disk", () => {
    for (const product of list) {
      expect(product.images.length).toBeGreaterThanOrEqual(2);
      expect(product.images.length).toBeLessThanOrEqual(4);
      for (const url of product.images) {
        expect(url).toMatch(/^\/uploads\/.+\.webp$/);
        expect(existsSync(fileOf(url)), url).toBe(true);
        for (const width of IMAGE_WIDTHS)
          expect(existsSync(fileOf(imageVariant(url, width))), url).toBe(true);
      }
    }
    const fronts = new Set(list.map((p) => p.images[0]));
    expect(fronts.size).toBe(list.length);
  });

  it("draws category and subcategory images too, served with a year-long cache", async () => {
    const images = tree.flatMap((c) => [c.image, ...c.subcategories.map((s) => s.image)]);
    for (const url of images) expect(existsSync(fileOf(url)), url).toBe(true);
    const res = await t.app.inject({ method: "GET", url: imageVariant(tree[0]!.image, 320) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toContain("immutable");
    expect(res.rawPayload.subarray(8, 12).toString()).toBe("WEBP");
  });
});
