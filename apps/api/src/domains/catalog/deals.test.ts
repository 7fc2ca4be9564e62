import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HomeRowResponseType } from "@vayu/shared/catalog";
import type { SaleType } from "@vayu/shared/promotions";
import { createStoreTestApp, type StoreTestApp } from "../../test/store-app";
import { createProduct } from "../../test/factories";

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
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

describe("GET /api/product/deals", () => {
  it("lists products on sale now, the biggest discount first, and follows a sale's change", async () => {
    await createProduct(t.db, { title: "Standing ten", pricePaise: 1_000_000, salePricePaise: 900_000 });
    const scheduled = await createProduct(t.db, { title: "Scheduled thirty", pricePaise: 2_000_000 });
    const ended = await createProduct(t.db, { title: "Ended sale", pricePaise: 500_000 });
    const soldOut = await createProduct(t.db, { title: "Sold out", pricePaise: 500_000, salePricePaise: 100_000, stock: 0 });
    await createProduct(t.db, { title: "No sale", pricePaise: 500_000 });

    const sale = async (body: Record<string, unknown>) => {
      const response = await t.asStaff("POST", "/api/admin/sales", { name: "Diwali", startsAt: inSeconds(-60), endsAt: inSeconds(3600), ...body });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ sale: SaleType }>().sale;
    };
    const running = await sale({ percentOff: 30, productIds: [scheduled.id, soldOut.id] });
    await sale({ percentOff: 50, productIds: [ended.id], startsAt: inSeconds(-7200), endsAt: inSeconds(-3600) });
    await sale({ percentOff: 60, productIds: [ended.id], startsAt: inSeconds(3600), endsAt: inSeconds(7200) });

    const deals = await row("deals");
    expect(deals.map((product) => product.title)).toEqual(["Scheduled thirty", "Standing ten"]);
    expect(deals[0]).toMatchObject({ price: 20_000, salePrice: 14_000, saleEndsAt: running.endsAt });

    const edited = await t.asStaff("PATCH", `/api/admin/sales/${running._id}`, { percentOff: 5 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await titles("deals")).toEqual(["Standing ten", "Scheduled thirty"]);

    expect((await t.asStaff("DELETE", `/api/admin/sales/${running._id}`)).statusCode).toBe(200);
    expect(await titles("deals")).toEqual(["Standing ten"]);
  });
});
