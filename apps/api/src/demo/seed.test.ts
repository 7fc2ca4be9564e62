import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { seedIfEmpty } from "./seed";
import {
  banners,
  blogs,
  categories,
  emiPlans,
  orders,
  products,
  reviews,
  subcategories,
  testimonials,
  users,
} from "../db/schema";

const silent = { info: () => {} };

let t: TestApp;
afterEach(() => t.close());

const rows = async (table: PgTable) => (await t.db.select({ n: count() }).from(table))[0]!.n;
async function whatTheStoreHas() {
  return {
    categories: await rows(categories),
    subcategories: await rows(subcategories),
    products: await rows(products),
    orders: await rows(orders),
    buyers: await rows(users),
    reviews: await rows(reviews),
    testimonials: await rows(testimonials),
    banners: await rows(banners),
    blogs: await rows(blogs),
    emiPlans: await rows(emiPlans),
  };
}

const nothing = { products: 0, orders: 0, buyers: 0, reviews: 0, testimonials: 0, banners: 0, blogs: 0, emiPlans: 0 };

describe("the first start", () => {
  it("with SEED_DEMO=false leaves the store empty: no products, orders, buyers, reviews, testimonials or EMI plans", async () => {
    t = await createTestApp();
    expect(await seedIfEmpty(t.db, t.app.files, silent, t.config.seedDemo)).toBe(false);
    expect(await whatTheStoreHas()).toEqual({ ...nothing, categories: 0, subcategories: 0 });
  });

  it("with SEED_DEMO=categories gives the four categories and their subcategories, and nothing else", async () => {
    t = await createTestApp({ SEED_DEMO: "categories" });
    expect(await seedIfEmpty(t.db, t.app.files, silent, t.config.seedDemo)).toBe(true);
    const tree = (await t.app.inject({ method: "GET", url: "/api/category/categoryandsubcategpry" })).json<{
      categories: { name: string; subcategories: unknown[] }[];
    }>();
    expect(tree.categories.map((c) => c.name)).toEqual(["Air Coolers", "Fans", "Mixer Grinders", "LED TVs"]);
    expect(await whatTheStoreHas()).toMatchObject(nothing);
    expect(await rows(subcategories)).toBeGreaterThanOrEqual(8);
  }, 120_000);
});
