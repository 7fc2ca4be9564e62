import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HomeRowResponseType } from "@vayu/shared/catalog";
import { createStoreTestApp, type StoreTestApp } from "../../test/store-app";
import { placedCodOrder, placedOrder } from "../../test/checkout-fixtures";
import { orders } from "../../domains/orders/tables";
import { products } from "../../domains/catalog/tables";
import { bestsellersValidUntil } from "./bestsellers";

let t: StoreTestApp;
beforeAll(async () => {
  t = await createStoreTestApp();
});
afterAll(() => t.close());

const row = async (path: string) => {
  const response = await t.app.inject({ url: `/api/product/${path}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HomeRowResponseType>().data;
};
const titles = async (path: string) => (await row(path)).map((product) => product.title);

describe("GET /api/product/bestsellers", () => {
  it("ranks products by units of the last 30 days' sale orders, and leaves the row out with fewer than four", async () => {
    await placedCodOrder(t, { title: "Cooler three", pricePaise: 900_000 }, 3);
    await placedCodOrder(t, { title: "Fan two", pricePaise: 300_000 }, 2);
    await placedCodOrder(t, { title: "Mixer one", pricePaise: 400_000 }, 1);
    // Three products sold are no bestsellers row: nothing is made up.
    expect(await row("bestsellers")).toEqual([]);

    const cancelled = await placedCodOrder(t, { title: "Cancelled five", pricePaise: 200_000 }, 5);
    const cancel = await t.app.inject({ method: "POST", url: `/api/order/${cancelled.orderId}/cancel`, headers: cancelled.shopper.auth, payload: {} });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const old = await placedCodOrder(t, { title: "Old six", pricePaise: 200_000 }, 6);
    await t.db.update(orders).set({ createdAt: sql`now() - interval '32 days'` }).where(eq(orders.id, old.orderId));
    // The paid online order placed now drops the kept (empty) answer: its stock moved.
    await placedOrder(t, { title: "Kettle four", pricePaise: 150_000 }, 4);

    expect(await titles("bestsellers")).toEqual(["Kettle four", "Cooler three", "Fan two", "Mixer one"]);
    const [first] = await row("bestsellers");
    expect(first).toMatchObject({ price: 1500, stock: 6 });
  });

  it("leaves out hidden and sold-out products", async () => {
    // Staff's writes here go straight to the database: the kept answers are dropped when the change is heard.
    const hidden = (await row("bestsellers")).find((product) => product.title === "Mixer one");
    await t.db.update(products).set({ active: false }).where(eq(products.id, hidden!._id));
    await expect.poll(() => row("bestsellers")).toEqual([]);
    await t.db.update(products).set({ active: true }).where(eq(products.id, hidden!._id));
    await expect.poll(() => titles("bestsellers")).toContain("Mixer one");
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, hidden!._id));
    await expect.poll(() => row("bestsellers")).toEqual([]);
  });
});

describe("bestsellersValidUntil", () => {
  it("is the next midnight in India, when the 30 days move on without any write", () => {
    expect(new Date(bestsellersValidUntil(Date.parse("2026-03-01T20:00:00Z"))).toISOString()).toBe("2026-03-02T18:30:00.000Z");
    expect(new Date(bestsellersValidUntil(Date.parse("2026-03-01T18:00:00Z"))).toISOString()).toBe("2026-03-01T18:30:00.000Z");
  });
});
