import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompareResponseType } from "@vayu/shared/compare";
import { composeDescription } from "@vayu/shared/staff-catalog";
import { createStoreTestApp, type StoreTestApp } from "../../test/store-app";
import { createCategory, createProduct } from "../../test/factories";

// Comparing products side by side (docs/decisions/330-compare-products.md).

let t: StoreTestApp;
const ids: Record<"big" | "small" | "tower" | "fan" | "hidden", string> = {
  big: "",
  small: "",
  tower: "",
  fan: "",
  hidden: "",
};

beforeAll(async () => {
  t = await createStoreTestApp();
  const coolers = await createCategory(t.db, "Air Coolers");
  const fans = await createCategory(t.db, "Fans");
  const cooler = (title: string, rows: [string, string][], more: Parameters<typeof createProduct>[1] = {}) =>
    createProduct(t.db, {
      title,
      description: composeDescription(
        `${title} keeps a room cool.`,
        rows.map(([label, value]) => ({ label, value })),
      ),
      categoryId: coolers.category.id,
      subcategoryId: coolers.subcategory.id,
      ...more,
    });
  ids.big = (
    await cooler(
      "Arctic 85",
      [
        ["Tank capacity", "85 L"],
        ["Air throw", "18 m"],
        ["Inverter compatible", "Yes"],
      ],
      {
        pricePaise: 1_499_000,
        salePricePaise: 1_299_000,
        hi: {
          title: "आर्कटिक 85",
          description: composeDescription(
            "बड़ा कूलर।",
            [
              { label: "टंकी क्षमता", value: "85 लीटर" },
              { label: "हवा की पहुँच", value: "18 मीटर" },
              { label: "Inverter compatible", value: "Yes" },
            ],
            "विशेषताएँ",
          ),
        },
      },
    )
  ).id;
  ids.small = (
    await cooler("Breeze 40", [
      ["tank  capacity", "40 L"],
      ["Air throw", "18 m"],
      ["Inverter compatible", "yes"],
    ])
  ).id;
  ids.tower = (
    await cooler("Tower 30", [
      ["Tank capacity", "30 L"],
      ["Remote", "Yes"],
    ])
  ).id;
  ids.hidden = (await cooler("Old 20", [["Tank capacity", "20 L"]], { active: false })).id;
  ids.fan = (
    await createProduct(t.db, {
      title: "Ceiling Fan",
      description: "A fan.",
      categoryId: fans.category.id,
      subcategoryId: fans.subcategory.id,
    })
  ).id;
});
afterAll(() => t.close());

const compare = (query: string) => t.app.inject({ method: "GET", url: `/api/compare?${query}` });

describe("GET /api/compare", () => {
  it("answers the products in the order asked, their rows aligned by label and the differing ones marked", async () => {
    const response = await compare(`ids=${ids.tower},${ids.big},${ids.small}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toMatch(/public/);
    const body = response.json<CompareResponseType>();
    expect(body.products.map((p) => p.title)).toEqual(["Tower 30", "Arctic 85", "Breeze 40"]);
    // The price shoppers pay: the sale price beside the list price, as on every page.
    expect(body.products[1]).toMatchObject({ price: 14990, salePrice: 12990 });
    expect(body.rows.map(({ label, values, differs }) => ({ label, values, differs }))).toEqual([
      { label: "Tank capacity", values: ["30 L", "85 L", "40 L"], differs: true },
      { label: "Remote", values: ["Yes", null, null], differs: true },
      { label: "Air throw", values: [null, "18 m", "18 m"], differs: true },
      { label: "Inverter compatible", values: [null, "Yes", "yes"], differs: true },
    ]);
    expect(body.missing).toEqual([]);
  });

  it("marks a row the same when every product has the same value, case and spacing aside", async () => {
    const body = (await compare(`ids=${ids.big},${ids.small}`)).json<CompareResponseType>();
    expect(body.rows.every((row) => !("untranslated" in row) && !("untranslatedValues" in row))).toBe(true);
    expect(body.rows.find((row) => row.key === "air throw")).toMatchObject({
      values: ["18 m", "18 m"],
      differs: false,
    });
    expect(body.rows.find((row) => row.key === "inverter compatible")).toMatchObject({
      values: ["Yes", "yes"],
      differs: false,
    });
  });

  it("shows Hindi labels and values where translated on ?lang=hi, still aligned by the English label", async () => {
    const body = (await compare(`ids=${ids.big},${ids.small}&lang=hi`)).json<CompareResponseType>();
    expect(body.products[0]!.title).toBe("आर्कटिक 85");
    expect(body.rows.map(({ label, values }) => ({ label, values }))).toEqual([
      { label: "टंकी क्षमता", values: ["85 लीटर", "40 L"] },
      { label: "हवा की पहुँच", values: ["18 मीटर", "18 m"] },
      { label: "Inverter compatible", values: ["Yes", "yes"] },
    ]);
    expect(body.rows[1]!.differs).toBe(false);
    // What stayed English is named, so the page marks it lang="en" (docs/decisions/313-hindi-content-fields.md).
    expect(body.rows.map(({ untranslated, untranslatedValues }) => ({ untranslated, untranslatedValues }))).toEqual([
      { untranslated: [], untranslatedValues: [1] },
      { untranslated: [], untranslatedValues: [1] },
      { untranslated: ["label"], untranslatedValues: [0, 1] },
    ]);
  });

  it("drops ids the store does not show and names them; none shown is a 404", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    const body = (await compare(`ids=${ids.big},${unknown},${ids.hidden}`)).json<CompareResponseType>();
    expect(body.products.map((p) => p.title)).toEqual(["Arctic 85"]);
    expect(body.missing).toEqual([unknown, ids.hidden]);
    expect((await compare(`ids=${unknown}`)).statusCode).toBe(404);
  });

  it("refuses products of different categories, more than four, or no ids, naming the field", async () => {
    const mixed = await compare(`ids=${ids.big},${ids.fan}`);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({
      field: "ids",
      message: "ids: only products of one category can be compared, not Air Coolers and Fans",
    });
    const five = await compare(
      `ids=${[ids.big, ids.small, ids.tower, ids.hidden, "00000000-0000-4000-8000-000000000000"].join(",")}`,
    );
    expect(five.statusCode).toBe(400);
    expect(five.json<{ message: string }>().message).toMatch(/ids: compare at most 4 products/);
    expect((await compare("ids=not-an-id")).json<{ message: string }>().message).toMatch(
      /ids must be product ids/,
    );
    expect((await compare("")).statusCode).toBe(400);
  });
});
