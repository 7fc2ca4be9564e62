import { expect, expectNoHorizontalScroll, test } from "../fixtures";
import { cardPrices, demoCategory, type DemoProduct } from "./catalog-helpers";

/**
 * Browsing with JavaScript off (docs/decisions/216-browsing-forms-before-javascript.md): the
 * header's search, the results' and the listing's filters and sort are GET forms the server
 * answers, on a phone where the filter panel cannot be opened by the script.
 */
test.describe("without JavaScript, on a phone", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });

  test("searches, filters a listing by price, sorts it and opens a product", async ({ page, request }) => {
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "Search products" });
    await box.fill("cooler");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=cooler$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “cooler”");
    const results = page.getByRole("region", { name: "Search results" });
    await expect(results.getByRole("article").first()).toBeVisible();
    await expect(box).toHaveValue("cooler");

    // The results' filters: the panel is open, its Apply sends the price with the query.
    await expect(page.getByRole("button", { name: "Show Filters" })).toBeHidden();
    const searchFilters = page.getByRole("complementary", { name: "Filters" });
    await searchFilters.getByLabel("Max (₹)").fill("9000");
    await searchFilters.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/search\?q=cooler&max=9000$/);
    await expect(searchFilters.getByLabel("Max (₹)")).toHaveValue("9000");
    expect(Math.max(...(await results.getByTestId("price").allTextContents()).map(rupees))).toBeLessThanOrEqual(9000);

    // A listing: a range typed the wrong way round and a sort, applied by the one form.
    const { products, path } = await demoCategory(request, "Air Coolers");
    const pays = (product: DemoProduct) => product.salePrice ?? product.price;
    const sorted = products.map(pays).sort((a, b) => a - b);
    const [min, max] = [sorted[1]!, sorted.at(-2)!];
    await page.goto("/");
    await page.getByRole("navigation", { name: "Shop by category" }).getByRole("link", { name: "Air Coolers", exact: true }).click();
    await expect(page).toHaveURL(path);
    const filters = page.getByRole("complementary", { name: "Filters" });
    await expect(filters.getByRole("button", { name: /^Under ₹/ })).toBeHidden();
    await filters.getByLabel("Min (₹)").fill(String(max));
    await filters.getByLabel("Max (₹)").fill(String(min));
    await page.getByLabel("Sort by").selectOption({ label: "Price: High to Low" });
    await page.getByRole("main").getByRole("button", { name: "Apply" }).first().click();
    // The form's URL is answered with the listing's own (docs/decisions/020-listing-url-state.md).
    await expect(page).toHaveURL(`${path}?sort=price-desc&min=${min}&max=${max}`);
    await expect(page.getByLabel("Sort by")).toHaveValue("price-desc");
    const inRange = sorted.filter((price) => price >= min && price <= max);
    expect(await cardPrices(page)).toEqual([...inRange].reverse());
    await expectNoHorizontalScroll(page);

    const first = page.locator("article").first().locator('a[href^="/product/"]:not([aria-hidden="true"])');
    const title = (await first.textContent()) ?? "";
    await first.click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title.trim());
  });
});

/** "₹12,490" -> 12490. */
const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ""));
