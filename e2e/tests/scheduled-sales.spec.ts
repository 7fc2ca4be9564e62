import { type APIRequestContext, type Page } from "@playwright/test";
import { loginAs, staffLogin } from "../auth";
import { expect, expectNoHorizontalScroll, test, waitForHydration } from "../fixtures";
import { demoCategory } from "./catalog-helpers";

/** A moment as a datetime-local field takes it, in the browser's (this machine's) time, to the second. */
function localInput(at: number): string {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** How many cards of the server-rendered listing carry the sale badge, as a visitor's first load gets it. */
async function badgesServed(request: APIRequestContext, path: string): Promise<number> {
  const html = await (await request.get(path)).text();
  return html.split('data-testid="sale-badge"').length - 1;
}

async function openSalesTab(page: Page) {
  await page.goto("/admin?tab=sales");
  await waitForHydration(page);
}

test("staff schedule a category sale starting in a few seconds; the listing shows it at the start and not after the end", async ({ page, request }) => {
  test.setTimeout(90_000);
  const { category, path } = await demoCategory(request, "Fans");
  await loginAs(page, await staffLogin(request));
  await openSalesTab(page);
  await page.getByRole("button", { name: "Schedule a sale" }).click();
  const name = `Fan flash sale ${Date.now()}`;
  const start = Math.ceil((Date.now() + 12_000) / 1000) * 1000;
  const end = start + 20_000;
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Starts at").fill(localInput(start));
  await page.getByLabel("Ends at").fill(localInput(end));
  await page.getByLabel("Percent off (1-90)").fill("20");
  await page.getByRole("checkbox", { name: category.name, exact: true }).check();
  await page.getByRole("button", { name: "Schedule sale" }).click();
  await expect(page.getByText("Sale scheduled.")).toBeVisible();
  await expect(page.getByRole("region", { name: /Upcoming/ }).getByText(name)).toBeVisible();
  expect(Date.now()).toBeLessThan(start);

  // Before the start the listing (kept by the server) has no sale.
  expect(await badgesServed(page.request, path)).toBe(0);
  await page.goto(path);
  await expect(page.locator("article").first()).toBeVisible();
  await expect(page.getByTestId("sale-badge")).toHaveCount(0);

  // From the start, within seconds and with no staff action.
  await page.waitForTimeout(Math.max(0, start - Date.now() - 500));
  await expect.poll(() => badgesServed(page.request, path), { timeout: 10_000, intervals: [250] }).toBeGreaterThan(0);
  const shownAt = Date.now();
  expect(shownAt - start).toBeLessThan(5_000);
  await page.goto(path);
  await expect(page.getByTestId("sale-badge").first()).toBeVisible();
  await expect(page.locator("article").first()).toContainText("% off");

  // After the end, gone within seconds.
  // Still on a few seconds before the end (a card drops its badge in the sale's last second).
  await page.waitForTimeout(Math.max(0, end - Date.now() - 4_000));
  expect(await badgesServed(page.request, path)).toBeGreaterThan(0);
  await expect.poll(() => badgesServed(page.request, path), { timeout: 10_000, intervals: [250] }).toBe(0);
  expect(Date.now() - end).toBeLessThan(5_000);
  await page.goto(path);
  await expect(page.locator("article").first()).toBeVisible();
  await expect(page.getByTestId("sale-badge")).toHaveCount(0);
  // The badges go in the sale's last second; the console files it under Past once it has ended.
  await page.waitForTimeout(Math.max(0, end - Date.now() + 500));
  await openSalesTab(page);
  await expect(page.getByRole("region", { name: /Past/ }).getByText(name)).toBeVisible();
});

test("the product page says when its sale ends, and the console's sales page, at 360 and 1280 px", async ({ page, request }) => {
  const staff = await staffLogin(request);
  const { products } = await demoCategory(request, "Fans");
  const product = products.find((p) => p.salePrice === undefined) ?? products[0]!;
  const headers = { Authorization: `Bearer ${staff.token}` };
  const created = await request.post("/api/admin/sales", {
    headers,
    data: { name: "Diwali fans", startsAt: new Date(Date.now() - 60_000).toISOString(), endsAt: new Date(Date.now() + 2 * 86_400_000 + 5 * 3_600_000).toISOString(), percentOff: 15, productIds: [product._id] },
  });
  expect(created.status()).toBe(201);
  const { sale } = (await created.json()) as { sale: { _id: string } };
  const upcoming = await request.post("/api/admin/sales", {
    headers,
    data: { name: "Republic Day coolers", startsAt: new Date(Date.now() + 20 * 86_400_000).toISOString(), endsAt: new Date(Date.now() + 23 * 86_400_000).toISOString(), salePrice: 999, productIds: [product._id] },
  });
  const { sale: later } = (await upcoming.json()) as { sale: { _id: string } };
  try {
    // Server-rendered: the first load already says it.
    const html = await (await page.request.get(`/product/${product._id}`)).text();
    expect(html).toContain("Sale ends in 2d 4h");
    await loginAs(page, staff);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/product/${product._id}`);
      await waitForHydration(page);
      await expect(page.getByTestId("sale-ends-in")).toHaveText(/Sale ends in 2d 4h/);
      await expectNoHorizontalScroll(page);
      // The phone's first screen is the gallery: the price box, with the sale's end, is below it.
      await page.screenshot({ path: test.info().outputPath(`product-sale-${width}.png`), fullPage: width === 360 });
      // The price box alone: the phone's fixed buy bar covers part of it in a full-page picture.
      await page.getByTestId("sale-ends-in").locator("..").screenshot({ path: test.info().outputPath(`product-sale-price-box-${width}.png`) });
      await openSalesTab(page);
      await expect(page.getByRole("region", { name: /Running now/ }).getByText("Diwali fans")).toBeVisible();
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: test.info().outputPath(`admin-sales-${width}.png`), fullPage: true });
    }
  } finally {
    await request.delete(`/api/admin/sales/${sale._id}`, { headers });
    await request.delete(`/api/admin/sales/${later._id}`, { headers });
  }
});
