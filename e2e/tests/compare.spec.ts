import { mkdirSync } from "node:fs";
import { expectAccessible, expect, expectNoHorizontalScroll, test } from "../fixtures";
import { demoCategory } from "./catalog-helpers";

// Comparing appliances side by side (docs/decisions/330-compare-products.md).
const SHOTS = "/tmp/shots/compare";
test.use({ hydrationWait: true });

interface Compared {
  products: { _id: string; title: string }[];
  rows: { label: string; values: (string | null)[] }[];
}

test("choose three coolers on the listing, compare them at 1280 and 360 px, reload the shared URL", async ({
  page,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const { products, path } = await demoCategory(request, "Air Coolers");
  const chosen = products.filter((p) => p.stock > 0).slice(0, 3);
  const ids = chosen.map((p) => p._id);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  for (const product of chosen) {
    await page
      .locator("article", { has: page.getByRole("link", { name: product.title }) })
      .getByRole("checkbox", { name: "Compare" })
      .check();
  }
  const bar = page.getByRole("complementary", { name: "Products to compare" });
  await expect(bar.getByRole("listitem")).toHaveCount(3);
  await page.screenshot({ path: `${SHOTS}/listing-bar-1280.png` });
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: `${SHOTS}/listing-bar-360.png` });
  await page.setViewportSize({ width: 1280, height: 900 });

  await bar.getByRole("link", { name: "Compare (3)" }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${ids.join(",")}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Compare Air Coolers" })).toBeVisible();

  // The rows as the API aligns them, each cell under its product.
  const compared = (await (await request.get(`/api/compare?ids=${ids.join(",")}`)).json()) as Compared;
  expect(compared.products.map((p) => p._id)).toEqual(ids);
  const table = page.getByRole("region", { name: "Products side by side" });
  await expect(table.getByRole("columnheader")).toContainText(compared.products.map((p) => p.title));
  const checkRows = async () => {
    for (const row of compared.rows.slice(0, 6)) {
      const cells = table.getByRole("row", { name: new RegExp(`^${row.label}`) }).getByRole("cell");
      await expect(cells).toHaveText(row.values.map((value) => value ?? /^—/));
    }
  };
  await checkRows();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/compare-1280.png`, fullPage: true });

  // A phone: the labels stay while the products swipe inside the table's box.
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: `${SHOTS}/compare-360.png`, fullPage: true });
  await table.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
  await expect(table.getByRole("columnheader").last()).toBeInViewport();
  await expect(
    table.getByRole("rowheader", { name: new RegExp(`^${compared.rows[0]!.label}`) }),
  ).toBeInViewport();
  await expect(table.getByRole("rowheader", { name: /^Price/ })).toBeInViewport();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: `${SHOTS}/compare-360-swiped.png` });

  // The URL is the comparison: reloading it shows the same table.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Compare Air Coolers" })).toBeVisible();
  await checkRows();

  // In Hindi: the same products, labels in Hindi where staff translated them.
  const hindi = (await (await request.get(`/api/compare?ids=${ids.join(",")}&lang=hi`)).json()) as Compared;
  await page.goto(`/hi/compare?ids=${ids.join(",")}`);
  const hindiTable = page.getByRole("region", { name: "प्रोडक्ट आमने-सामने" });
  await expect(hindiTable.getByRole("rowheader", { name: new RegExp(`^${hindi.rows[0]!.label}`) })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: `${SHOTS}/compare-hi-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/compare-hi-1280.png`, fullPage: true });
});
