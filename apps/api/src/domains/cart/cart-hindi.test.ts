import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartMessageResponseType, CartType, WishlistType } from "@vayu/shared/cart";
import { categories, products, subcategories } from "../catalog/tables";
import { createTestApp, type TestApp } from "../../test/app";
import { createCategory, createProduct, createUser } from "../../test/factories";

// The cart and the wishlist in the shopper's page language (Accept-Language, as the API's
// messages): Hindi texts where staff wrote them, English named in `untranslated` where not
// (docs/decisions/313-hindi-content-fields.md). PGlite and PostgreSQL.

const HINDI = { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" };
type Headers = Record<string, string>;

describe("the cart and wishlist in Hindi", () => {
  let t: TestApp;
  let auth: Headers;
  let translated: string;
  let english: string;

  beforeAll(async () => {
    t = await createTestApp();
    auth = (await createUser(t.db, t.config.jwtSecret)).auth;
    const { category, subcategory } = await createCategory(t.db, "Air Coolers");
    await t.db.update(categories).set({ hi: { name: "एयर कूलर" } }).where(eq(categories.id, category.id));
    await t.db.update(subcategories).set({ hi: { name: "डेज़र्ट कूलर" } }).where(eq(subcategories.id, subcategory.id));
    const ids = { categoryId: category.id, subcategoryId: subcategory.id };
    translated = (await createProduct(t.db, { ...ids, title: "Vayu Arctic 85 Desert Cooler", hi: { title: "वायु आर्कटिक 85 डेज़र्ट कूलर" } })).id;
    english = (await createProduct(t.db, { ...ids, title: "Vayu Breeze Table Fan" })).id;
    for (const productId of [translated, english]) {
      expect((await t.app.inject({ method: "POST", url: "/api/cart", headers: auth, payload: { productId, quantity: 1 } })).statusCode).toBe(201);
      expect((await t.app.inject({ method: "POST", url: "/api/wishlist", headers: auth, payload: { productId } })).statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  const cart = async (headers: Headers) => (await t.app.inject({ method: "GET", url: "/api/cart", headers })).json<{ cart: CartType }>().cart;
  const titles = (c: CartType) => c.items.map(({ product }) => [product.title, product.untranslated, product.subcategory.name]);

  it("names each line in Hindi on a Hindi request, the untranslated title marked", async () => {
    expect(titles(await cart({ ...auth, ...HINDI }))).toEqual([
      ["वायु आर्कटिक 85 डेज़र्ट कूलर", ["description"], "डेज़र्ट कूलर"],
      ["Vayu Breeze Table Fan", ["title", "description"], "डेज़र्ट कूलर"],
    ]);
  });

  it("stays English, with no `untranslated`, without Accept-Language", async () => {
    expect(titles(await cart(auth))).toEqual([
      ["Vayu Arctic 85 Desert Cooler", undefined, "Air Coolers Sub"],
      ["Vayu Breeze Table Fan", undefined, "Air Coolers Sub"],
    ]);
  });

  it("answers a change of the cart in the request's language too", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/cart/updatequantity",
      headers: { ...auth, ...HINDI },
      payload: { productId: translated, quantity: 2, type: "increase" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<CartMessageResponseType>().cart.items[0]!.product.title).toBe("वायु आर्कटिक 85 डेज़र्ट कूलर");
  });

  it("names a hidden product's line in Hindi, or marks its English title", async () => {
    await t.db.update(products).set({ active: false }).where(inArray(products.id, [translated, english]));
    expect((await cart({ ...auth, ...HINDI })).unavailable).toEqual([
      { _id: translated, title: "वायु आर्कटिक 85 डेज़र्ट कूलर", untranslated: [] },
      { _id: english, title: "Vayu Breeze Table Fan", untranslated: ["title"] },
    ]);
    expect((await cart(auth)).unavailable).toEqual([
      { _id: translated, title: "Vayu Arctic 85 Desert Cooler" },
      { _id: english, title: "Vayu Breeze Table Fan" },
    ]);
    await t.db.update(products).set({ active: true }).where(inArray(products.id, [translated, english]));
  });

  it("names the wishlist's products in Hindi on a Hindi request", async () => {
    const read = async (headers: Headers) =>
      (await t.app.inject({ method: "GET", url: "/api/wishlist", headers })).json<{ wishlist: WishlistType }>().wishlist.products.map((p) => p.title);
    expect((await read({ ...auth, ...HINDI })).sort()).toEqual(["Vayu Breeze Table Fan", "वायु आर्कटिक 85 डेज़र्ट कूलर"]);
    expect((await read(auth)).sort()).toEqual(["Vayu Arctic 85 Desert Cooler", "Vayu Breeze Table Fan"]);
  });
});
