import { mkdirSync } from "node:fs";
import { expectAccessible, expect, expectNoHorizontalScroll, test } from "../fixtures";
import { demoCategory } from "./catalog-helpers";

// Comparing appliances side by side (docs/decisions/330-compare-products.md).
const SHOTS = "/tmp/shots/compare";
const TRAY_SHOTS = "/tmp/shots/fixes34";
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

test("on a phone's product page the compare tray sits on the docked buy bar, both usable", async ({ page, request }) => {
  mkdirSync(TRAY_SHOTS, { recursive: true });
  const { products } = await demoCategory(request, "Air Coolers");
  const cooler = products.find((p) => p.stock > 0)!;
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/product/${cooler._id}`);
  // The product's own box, in the buy box (cards further down have theirs).
  await page.getByRole("checkbox", { name: "Compare" }).first().check();
  // Back at the top, above the buy box's own buttons: the buy bar docks at the bottom again.
  await page.evaluate(() => window.scrollTo(0, 0));
  const tray = page.getByRole("complementary", { name: "Products to compare" });
  const buyBar = page.locator('[data-docked="true"]');
  await expect(tray).toBeVisible();
  await expect(buyBar).toBeVisible();
  // The tray's bottom edge on the bar's top edge: neither covers the other.
  await expect
    .poll(async () => {
      const [trayBox, barBox] = [await tray.boundingBox(), await buyBar.boundingBox()];
      return Math.round(barBox!.y - (trayBox!.y + trayBox!.height));
    })
    .toBe(0);
  const barBox = (await buyBar.boundingBox())!;
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(780);
  await expect(tray.getByRole("link", { name: "Compare (1)" })).toBeInViewport();
  await expect(buyBar.getByRole("button", { name: /add to cart/i })).toBeInViewport();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: `${TRAY_SHOTS}/product-tray-buy-bar-360.png` });

  // At 1280 px the buy box is in the page and the tray at the bottom of the screen.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(async () => Math.round((await tray.boundingBox())!.y + (await tray.boundingBox())!.height)).toBe(900);
  await page.screenshot({ path: `${TRAY_SHOTS}/product-tray-1280.png` });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, hydrationWait: false });

  test("Compare on a card and on the product page opens the comparison with that product", async ({ page, request }) => {
    const { products, path } = await demoCategory(request, "Air Coolers");
    const [first, second] = products;
    await page.goto(path);
    await page
      .locator("article", { has: page.getByRole("link", { name: first!.title }) })
      .getByRole("link", { name: "Compare" })
      .click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${first!._id}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Compare Air Coolers" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Products side by side" }).getByRole("columnheader")).toContainText([
      first!.title,
    ]);

    await page.goto(`/hi/product/${second!._id}`);
    await page.getByRole("link", { name: "तुलना करें", exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/hi/compare\\?ids=${second!._id}$`));
  });
});
