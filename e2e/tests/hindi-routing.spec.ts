import { expect, expectAccessible, expectNoHorizontalScroll, test } from "../fixtures";
import { demoCategory } from "./catalog-helpers";

// The store in Hindi at /hi (docs/product/http-contract.md "Languages").
test.describe("the store in Hindi", () => {
  test("/hi/ is a Hindi page naming its English one, with the Devanagari face preloaded", async ({ request }) => {
    const response = await request.get("/hi/");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toMatch(/<link rel="alternate" hreflang="en-IN" href="http:\/\/[^"]+\/" \/>/);
    expect(html).toMatch(/<link rel="alternate" hreflang="hi-IN" href="http:\/\/[^"]+\/hi\/" \/>/);
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="http:\/\/[^"]+\/" \/>/);
    expect(html).toMatch(/<link rel="preload" href="\/assets\/noto-sans-devanagari-[\w-]+\.woff2"/);
    expect(html).toContain("होम");
    // The first offer, fetched first, is the demo banner drawn in Hindi (ADR 337).
    expect(html).toMatch(/<img src="\/uploads\/banners\/coolers-hi\.webp"[^>]*fetchpriority="high"/i);

    const english = await (await request.get("/")).text();
    expect(english).toContain('<html lang="en-IN">');
    expect(english).not.toContain("noto-sans-devanagari");
    expect(english).toMatch(/<img src="\/uploads\/banners\/coolers\.webp"/);
  });

  test("the switch on a product page opens the same product in Hindi, and the choice is remembered", async ({
    page,
    request,
  }) => {
    const { products } = await demoCategory(request, "Air Coolers");
    const product = products[0];
    if (!product) throw new Error("the demo store has no air cooler");
    await page.goto(`/product/${product._id}`);
    await page.getByTestId("language-switch").click();
    await expect(page).toHaveURL(new RegExp(`/hi/product/${product._id}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    // The product's own texts in Hindi too (docs/decisions/313-hindi-content-fields.md).
    const hindi = (await (await request.get(`/api/product/${product._id}?lang=hi`)).json()) as { data: { title: string } };
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hindi.data.title);
    await expect(page.getByRole("navigation", { name: "मुख्य" }).getByRole("link", { name: "होम" })).toHaveAttribute(
      "href",
      "/hi/",
    );
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    // An English address now opens the Hindi page, until the shopper switches back.
    await page.goto("/about");
    await expect(page).toHaveURL(/\/hi\/about$/);
    await page.getByTestId("language-switch").click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await page.goto("/service");
    await expect(page).toHaveURL(/\/service$/);
  });
});
