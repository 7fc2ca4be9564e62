import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditResponseType } from "@vayu/shared/audit";
import type { CartType } from "@vayu/shared/cart";
import type { ProductResponseType, ProductsResponseType, ProductType } from "@vayu/shared/catalog";
import type { SaleType } from "@vayu/shared/promotions";
import type { SearchResponseType, SuggestResponseType } from "@vayu/shared/search";
import { createStoreTestApp, type StoreTestApp } from "../../test/store-app";
import { postPaymentOrder, shopperWithCart } from "../../test/checkout-fixtures";
import { createCategory, createProduct, createUser } from "../../test/factories";
import { sales } from "./tables";

let t: StoreTestApp;
beforeAll(async () => {
  t = await createStoreTestApp();
});
afterAll(() => t.close());

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const get = async <T>(url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function schedule(body: Record<string, unknown>): Promise<SaleType> {
  const response = await t.asStaff("POST", "/api/admin/sales", { name: "Diwali", startsAt: inSeconds(-60), endsAt: inSeconds(3600), ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ sale: SaleType }>().sale;
}

describe("staff schedule sales", () => {
  it("create, list, edit and delete a sale, every change audited; shoppers may not", async () => {
    const { category } = await createCategory(t.db);
    const product = await createProduct(t.db);
    const sale = await schedule({ name: "Diwali coolers", percentOff: 15, categoryIds: [category.id], productIds: [product.id, product.id] });
    expect(sale).toMatchObject({ name: "Diwali coolers", percentOff: 15, salePrice: null, categoryIds: [category.id], productIds: [product.id] });

    const listed = (await t.asStaff("GET", "/api/admin/sales")).json<{ sales: SaleType[] }>().sales;
    expect(listed.map((s) => s._id)).toContain(sale._id);

    const edited = await t.asStaff("PATCH", `/api/admin/sales/${sale._id}`, { salePrice: 4999.5 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ sale: SaleType }>().sale).toMatchObject({ percentOff: null, salePrice: 4999.5 });

    const backwards = await t.asStaff("PATCH", `/api/admin/sales/${sale._id}`, { endsAt: inSeconds(-3600) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ message: "Ends at must be after starts at" });

    expect((await t.asStaff("DELETE", `/api/admin/sales/${sale._id}`)).statusCode).toBe(200);
    expect((await t.asStaff("DELETE", `/api/admin/sales/${sale._id}`)).statusCode).toBe(404);

    const audit = (await t.asStaff("GET", `/api/admin/audit?entity=sale&entityId=${sale._id}`)).json<AuditResponseType>().entries;
    expect(audit.map((entry) => entry.action).sort()).toEqual(["create", "delete", "update"]);

    const shopper = await t.asShopper("GET", "/api/admin/sales");
    expect(shopper.statusCode).toBe(403);
  });

  it("refuses a sale with both discounts, none, nothing chosen or unknown products", async () => {
    const product = await createProduct(t.db);
    const refused = async (body: Record<string, unknown>) => {
      const response = await t.asStaff("POST", "/api/admin/sales", { name: "Bad", startsAt: inSeconds(60), endsAt: inSeconds(120), ...body });
      expect(response.statusCode, response.body).toBe(400);
      return response.json<{ message: string }>().message;
    };
    expect(await refused({ percentOff: 10, salePrice: 100, productIds: [product.id] })).toContain("either a percent off or a sale price");
    expect(await refused({ productIds: [product.id] })).toContain("either a percent off or a sale price");
    expect(await refused({ percentOff: 10 })).toContain("at least one product or category");
    expect(await refused({ percentOff: 10, productIds: ["00000000-0000-4000-8000-000000000000"] })).toBe("Some of the chosen products do not exist.");
  });
});

describe("a running sale sets what shoppers see and pay", () => {
  it("takes the percentage off the list price, rounded down to the paisa, on the listing, product page, search, suggest, cart and payment order", async () => {
    const { category, subcategory } = await createCategory(t.db, "Sale Coolers");
    const onSale = await createProduct(t.db, { title: "Zephyrion Desert Cooler", pricePaise: 123_457, categoryId: category.id, subcategoryId: subcategory.id });
    const cheaper = await createProduct(t.db, { title: "Zephyrion Mini Cooler", pricePaise: 110_000, categoryId: category.id, subcategoryId: subcategory.id });
    const before = await get<ProductsResponseType>(`/api/product/category/${category.id}?sort=price-asc`);
    expect(before.data.map((p) => p._id)).toEqual([cheaper.id, onSale.id]);

    const sale = await schedule({ percentOff: 15, productIds: [onSale.id] });
    // 1,234.57 less 15% is 1,049.3845: 1,049.38.
    const expected = { price: 1234.57, salePrice: 1049.38, saleEndsAt: sale.endsAt };
    const listing = await get<ProductsResponseType>(`/api/product/category/${category.id}?sort=price-asc`);
    expect(listing.data.map((p) => p._id)).toEqual([onSale.id, cheaper.id]);
    expect(listing.data[0]).toMatchObject(expected);
    expect(listing.data[1]!.saleEndsAt).toBeUndefined();
    const filtered = await get<ProductsResponseType>(`/api/product/category/${category.id}?maxPrice=1050`);
    expect(filtered.data.map((p) => p._id)).toEqual([onSale.id]);
    expect((await get<ProductResponseType>(`/api/product/${onSale.id}`)).data).toMatchObject(expected);

    const results = await get<SearchResponseType>(`/api/search?q=zephyrion&sort=price-asc&maxPrice=1099`);
    expect(results.data.map((p: ProductType) => [p._id, p.salePrice])).toEqual([[onSale.id, 1049.38]]);
    const suggestions = await get<SuggestResponseType>(`/api/search/suggest?q=zephyrion`);
    expect(suggestions.products.find((p) => p._id === onSale.id)).toMatchObject({ salePrice: 1049.38 });

    const shopper = await shopperWithCart(t, [{ productId: onSale.id, quantity: 2 }]);
    const cart = await get<{ cart: CartType }>("/api/cart", shopper.auth);
    expect(cart.cart.items[0]!.product).toMatchObject(expected);
    // The server charges what the storefront shows: 2 × 1,049.38 + 5.00 delivery.
    expect((await postPaymentOrder(t, shopper, 2 * 1234.57 + 5)).statusCode).toBe(409);
    expect((await postPaymentOrder(t, shopper, 2103.76)).statusCode).toBe(200);
  });

  it("a lower standing sale price stays, the lowest of two running sales wins, a category sale covers its products", async () => {
    const { category, subcategory } = await createCategory(t.db);
    const standing = await createProduct(t.db, { pricePaise: 200_000, salePricePaise: 150_000, categoryId: category.id, subcategoryId: subcategory.id });
    const plain = await createProduct(t.db, { pricePaise: 200_000, categoryId: category.id, subcategoryId: subcategory.id });
    await schedule({ percentOff: 10, categoryIds: [category.id] });
    const second = await schedule({ salePrice: 1700, productIds: [plain.id], endsAt: inSeconds(7200) });
    const listing = await get<ProductsResponseType>(`/api/product/category/${category.id}`);
    const byId = new Map(listing.data.map((p) => [p._id, p]));
    expect(byId.get(standing.id)).toMatchObject({ price: 2000, salePrice: 1500 });
    expect(byId.get(standing.id)!.saleEndsAt).toBeUndefined();
    expect(byId.get(plain.id)).toMatchObject({ price: 2000, salePrice: 1700, saleEndsAt: second.endsAt });
  });

  it("a sale not yet started or already ended changes nothing", async () => {
    const product = await createProduct(t.db, { pricePaise: 100_000 });
    await schedule({ percentOff: 50, productIds: [product.id], startsAt: inSeconds(3600), endsAt: inSeconds(7200) });
    await schedule({ percentOff: 50, productIds: [product.id], startsAt: inSeconds(-7200), endsAt: inSeconds(-3600) });
    const read = (await get<ProductResponseType>(`/api/product/${product.id}`)).data;
    expect(read.salePrice).toBeUndefined();
    expect(read.saleEndsAt).toBeUndefined();
  });
});

describe("the boundaries need no staff action", () => {
  it("a sale starting in 2 s shows on the kept listing within a second of its start and is gone within a second of its end", async () => {
    const { category, subcategory } = await createCategory(t.db);
    const product = await createProduct(t.db, { pricePaise: 100_000, categoryId: category.id, subcategoryId: subcategory.id });
    const url = `/api/product/category/${category.id}`;
    const start = Date.now() + 2000;
    const end = start + 2000;
    await schedule({ percentOff: 20, categoryIds: [category.id], startsAt: new Date(start).toISOString(), endsAt: new Date(end).toISOString() });
    const salePriceNow = async () => {
      const response = await t.app.inject({ url });
      return { salePrice: response.json<ProductsResponseType>().data.find((p) => p._id === product.id)?.salePrice, cacheControl: String(response.headers["cache-control"]) };
    };
    const before = await salePriceNow();
    expect(before.salePrice).toBeUndefined();
    // A browser's copy may not outlive the start: not the usual minute, nor a stale copy after it.
    expect(before.cacheControl).toMatch(/^public, max-age=[0-2], stale-while-revalidate=0$/);
    expect((await salePriceNow()).salePrice).toBeUndefined(); // kept, answered from memory
    const seen: { at: number; salePrice: number | undefined }[] = [];
    while (Date.now() < end + 1500) {
      seen.push({ at: Date.now(), ...(await salePriceNow()) });
      await sleep(100);
    }
    const during = seen.filter((s) => s.at >= start + 1000 && s.at < end);
    const after = seen.filter((s) => s.at >= end + 1000);
    expect(during.length).toBeGreaterThan(0);
    expect(during.every((s) => s.salePrice === 800)).toBe(true);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((s) => s.salePrice === undefined)).toBe(true);
    expect(seen.filter((s) => s.at < start).every((s) => s.salePrice === undefined)).toBe(true);
  });

  it("a change to the sales drops the kept answers at once", async () => {
    const product = await createProduct(t.db, { pricePaise: 100_000 });
    const url = `/api/product/${product.id}`;
    expect((await get<ProductResponseType>(url)).data.salePrice).toBeUndefined();
    const sale = await schedule({ percentOff: 10, productIds: [product.id] });
    expect((await get<ProductResponseType>(url)).data.salePrice).toBe(900);
    await t.asStaff("PATCH", `/api/admin/sales/${sale._id}`, { percentOff: 30 });
    expect((await get<ProductResponseType>(url)).data.salePrice).toBe(700);
    // A write outside the API (another instance) is heard through the database's notice.
    await t.db.delete(sales).where(sql`${sales.id} = ${sale._id}`);
    const shopper = await createUser(t.db, t.config.jwtSecret);
    await expect.poll(async () => (await get<ProductResponseType>(url, shopper.auth)).data.salePrice, { timeout: 5000 }).toBeUndefined();
  });
});
