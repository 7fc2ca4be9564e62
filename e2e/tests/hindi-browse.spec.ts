import { expect, expectNoHorizontalScroll, test } from "../fixtures";
import { demoCategory } from "./catalog-helpers";

// Browsing in Hindi (docs/decisions/310-hindi-store.md, 313-hindi-content-fields.md).
const SHOTS = "/tmp/shots-hindi-browse";

test.describe("browsing in Hindi", () => {
  test("the server sends a Hindi product page: Hindi title, Indian grouping, lang=\"hi\" and hreflang", async ({
    request,
  }) => {
    const { products } = await demoCategory(request, "Air Coolers");
    const product = products[0]!;
    const hindi = (await (await request.get(`/api/product/${product._id}?lang=hi`)).json()) as {
      data: { title: string };
    };
    expect(hindi.data.title).not.toBe(product.title);
    const html = await (await request.get(`/hi/product/${product._id}`)).text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain(hindi.data.title);
    expect(html).toMatch(/hreflang="hi-IN"/);
    expect(html).toMatch(/₹\d{1,2}(,\d{2})*,\d{3}/);
  });

  test("switch on a product page, read it in Hindi, search कूलर, switch back", async ({ page, request }) => {
    const { products, path } = await demoCategory(request, "Air Coolers");
    const product = products[0]!;
    const hindi = (await (await request.get(`/api/product/${product._id}?lang=hi`)).json()) as {
      data: { title: string };
    };

    await page.goto(`/product/${product._id}`);
    await page.getByTestId("language-switch").click();
    await expect(page).toHaveURL(new RegExp(`/hi/product/${product._id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hindi.data.title);
    await expect(page.getByRole("heading", { name: "उत्पाद की जानकारी" })).toBeVisible();
    // The category's link keeps its English path under /hi.
    await expect(page.getByRole("navigation", { name: "आप यहाँ हैं" }).getByRole("link").nth(1)).toHaveAttribute(
      "href",
      `/hi${path}`,
    );
    await expectNoHorizontalScroll(page);

    const box = page.getByRole("combobox", { name: "प्रोडक्ट खोजें" });
    await box.fill("कूलर");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/hi\/search\?q=/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("“कूलर” के नतीजे");
    await expect(page.locator("article").first()).toBeVisible();
    expect(await page.locator("article h3").allTextContents()).toContain(hindi.data.title);

    await page.goto(`/hi/product/${product._id}`);
    await page.getByTestId("language-switch").click();
    await expect(page).toHaveURL(new RegExp(`/product/${product._id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.title);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  });

  test("typeahead suggests Hindi titles under /hi and English ones at the English path", async ({ page, request }) => {
    const { products } = await demoCategory(request, "Air Coolers");
    const product = products[0]!;
    const hindi = (await (await request.get(`/api/product/${product._id}?lang=hi`)).json()) as {
      data: { title: string };
    };
    const typed = product.title.split(" ").slice(1, 3).join(" ");

    await page.goto(`/hi/product/${product._id}`);
    const box = page.getByRole("combobox", { name: "प्रोडक्ट खोजें" });
    await box.fill(typed);
    const suggestions = page.getByRole("listbox", { name: "खोज के सुझाव" });
    await expect(suggestions.getByRole("option", { name: hindi.data.title })).toBeVisible();

    await page.goto(`/product/${product._id}`);
    await page.getByRole("combobox", { name: "Search products" }).fill(typed);
    await expect(page.getByRole("listbox", { name: "Search suggestions" }).getByRole("option", { name: product.title })).toBeVisible();
  });

  for (const width of [360, 1280]) {
    test(`the Hindi product page's gallery, delivery check and reviews, and a listing's filters, at ${width} px`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const { products, path } = await demoCategory(request, "Air Coolers");
      await page.goto(`/hi/product/${products[0]!._id}`);
      await expect(page.getByRole("heading", { name: "डिलीवरी कहाँ" })).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/hi-browse/product-top-${width}.png` });
      await page.getByRole("heading", { name: "डिलीवरी कहाँ" }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots/hi-browse/product-delivery-${width}.png` });
      await page.getByRole("heading", { name: "रेटिंग और रिव्यू" }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots/hi-browse/product-reviews-${width}.png` });
      await expectNoHorizontalScroll(page);

      await page.goto(`/hi${path}`);
      const toggle = page.getByRole("button", { name: /फ़िल्टर|Filters/ });
      if (width < 1024) await toggle.click();
      await expect(page.getByText("सब-कैटेगरी").first()).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/hi-browse/listing-filters-${width}.png` });
      await expectNoHorizontalScroll(page);
    });
  }

  for (const width of [360, 1280]) {
    test(`Hindi pages at ${width} px have no sideways scroll`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      const { products, path } = await demoCategory(request, "Air Coolers");
      const pages = {
        home: "/hi/",
        listing: `/hi${path}`,
        product: `/hi/product/${products[0]!._id}`,
        search: `/hi/search?q=${encodeURIComponent("कूलर")}`,
        account: "/hi/login?redirect=%2Faccount",
      };
      for (const [name, url] of Object.entries(pages)) {
        await page.goto(url);
        await expect(page.locator("html")).toHaveAttribute("lang", "hi");
        await expectNoHorizontalScroll(page);
        await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: name !== "home" });
      }
    });
  }
});
