import { expect, expectAccessible, expectNoHorizontalScroll, test, waitForHydration } from "../fixtures";
import { cardPrices, demoCategory, listingApi, openListingFromHome, ratingText, slug, type DemoProduct } from "./catalog-helpers";
import { STOREFRONT_PAGE_SIZE } from "@vayu/shared/catalog";

test.describe("category listing", () => {
  test("shows skeletons while loading, then cards with prices, ratings and prioritised images", async ({ page, request }) => {
    const { category, products, path } = await demoCategory(request, "Air Coolers");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(listingApi(category._id), async (route) => {
      await held;
      await route.continue();
    });

    await openListingFromHome(page, "Air Coolers");
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shop By Air Coolers");
    await expect(page.getByTestId("product-skeleton")).toHaveCount(8);
    release();

    const cards = page.locator("article");
    const firstPage = products.slice(0, STOREFRONT_PAGE_SIZE);
    await expect(cards).toHaveCount(firstPage.length);
    await expect(page.getByTestId("product-skeleton")).toHaveCount(0);
    await expect(page.getByText(`${products.length} products`)).toBeVisible();

    const first = products[0]!;
    const card = cards.first();
    await expect(card.getByRole("link", { name: first.title })).toHaveAttribute("href", `/product/${first._id}`);
    const firstImage = card.locator("img").first();
    await expect(firstImage).toHaveAttribute("fetchpriority", "high");
    await expect(firstImage).toHaveAttribute("loading", "eager");
    await expect(firstImage).toHaveAttribute("srcset", /-320\.webp 320w/);
    await expect(cards.last().locator("img").first()).toHaveAttribute("loading", "lazy");
    // Its rating from buyers' reviews ("4.0 (4 ratings)"), or "No reviews yet".
    await expect(card.getByText(ratingText(first), { exact: true })).toBeVisible();
    const reviewed = firstPage.find((p) => p.ratingCount > 0)!; // the demo seed reviews two air coolers
    const reviewedCard = cards.filter({ has: page.getByRole("link", { name: reviewed.title, exact: true }) });
    await expect(reviewedCard.getByRole("img", { name: `Rated ${reviewed.rating.toFixed(1)} out of 5` })).toBeVisible();

    // A product on sale shows what the shopper pays with the original price struck through.
    const onSale = firstPage.find((p) => p.salePrice !== undefined)!;
    const saleCard = cards.filter({ has: page.getByRole("link", { name: onSale.title, exact: true }) });
    await expect(saleCard.locator("s")).toContainText(onSale.price.toLocaleString("en-IN"));
    await expect(saleCard.getByTestId("price")).toContainText(onSale.salePrice!.toLocaleString("en-IN"));
    await expect(saleCard.getByText(/\d+% off/)).toBeVisible();

    await expectAccessible(page);
  });

  test("pages through a listing with links, the page kept in the URL", async ({ page, request }) => {
    const { products, path } = await demoCategory(request, "Fans");
    expect(products.length).toBeGreaterThan(STOREFRONT_PAGE_SIZE); // the demo store has 15 fans
    await page.goto(path);
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages.getByRole("link", { name: "1" })).toHaveAttribute("aria-current", "page");
    await pages.scrollIntoViewIfNeeded();
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(`${path}?page=2`);
    await expect(page.locator("article")).toHaveCount(products.length - STOREFRONT_PAGE_SIZE);
    await expect(page.locator("article").first().getByRole("link", { name: products[STOREFRONT_PAGE_SIZE]!.title, exact: true })).toBeVisible();
    await expect(page.getByText(`${products.length} products`)).toBeVisible();
    // The shopper lands at the top of the new page.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // A filter starts again at the first page.
    await page.getByRole("button", { name: /^Under ₹/ }).click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?max=\\d+$`));
    await expect(page.getByText(`${products.length} products`)).toBeHidden();

    await page.goto(`${path}?page=9`);
    await expect(page.getByText("This listing has 2 pages.")).toBeVisible();
    await page.getByRole("link", { name: "Back to the first page" }).click();
    await expect(page).toHaveURL(path);
    await expect(page.locator("article")).toHaveCount(STOREFRONT_PAGE_SIZE);
  });

  test("filters by subcategory through the URL, and Back undoes a filter", async ({ page, request }) => {
    const { category, products, path } = await demoCategory(request, "Fans");
    const [first, second] = category.subcategories;
    const onFirstPage = (count: number) => Math.min(count, STOREFRONT_PAGE_SIZE);
    await page.goto(path);
    await expect(page.locator("article")).toHaveCount(onFirstPage(products.length));

    await page.getByRole("checkbox", { name: first!.name }).click();
    await expect(page).toHaveURL(`${path}/${first!._id}`);
    const inFirst = products.filter((p) => p.subcategory._id === first!._id);
    await expect(page.locator("article")).toHaveCount(inFirst.length);
    await expect(page.locator("article").filter({ hasNotText: first!.name })).toHaveCount(0);

    await page.getByRole("checkbox", { name: second!.name }).click();
    await expect(page).toHaveURL(`${path}?sub=${first!._id}&sub=${second!._id}`);
    const inBoth = products.filter((p) => p.subcategory._id === first!._id || p.subcategory._id === second!._id);
    await expect(page.locator("article")).toHaveCount(inBoth.length);

    await page.goBack();
    await expect(page).toHaveURL(`${path}/${first!._id}`);
    await expect(page.getByRole("checkbox", { name: second!.name })).not.toBeChecked();
    await expect(page.locator("article")).toHaveCount(inFirst.length);

    await page.getByRole("button", { name: "All Sub Categories" }).click();
    await expect(page).toHaveURL(path);
    await expect(page.locator("article")).toHaveCount(onFirstPage(products.length));
    await expectAccessible(page);
  });

  test("a subcategory link from the menu opens the listing with that box ticked", async ({ page, request }) => {
    const { category, products, path } = await demoCategory(request, "LED TVs");
    const sub = category.subcategories.at(-1)!;
    await page.goto(`${path}/${sub._id}`);
    await expect(page.getByRole("checkbox", { name: sub.name })).toBeChecked();
    await expect(page.locator("article")).toHaveCount(products.filter((p) => p.subcategory._id === sub._id).length);
  });

  test("sorts by price and rating, and filters by a price range, all kept in the URL", async ({ page, request }) => {
    const { products, path } = await demoCategory(request, "Mixer Grinders");
    const pays = (p: DemoProduct) => p.salePrice ?? p.price;
    await page.goto(path);
    await expect(page.locator("article")).toHaveCount(products.length);

    await page.getByLabel("Sort by").selectOption({ label: "Price: Low to High" });
    await expect(page).toHaveURL(`${path}?sort=price-asc`);
    expect(await cardPrices(page)).toEqual(products.map(pays).sort((a, b) => a - b));

    await page.getByLabel("Sort by").selectOption({ label: "Price: High to Low" });
    await expect(page).toHaveURL(`${path}?sort=price-desc`);
    expect(await cardPrices(page)).toEqual(products.map(pays).sort((a, b) => b - a));

    await page.getByLabel("Sort by").selectOption({ label: "Customer Rating" });
    await expect(page).toHaveURL(`${path}?sort=rating`);
    await expect(page.getByRole("region", { name: "Products" })).toHaveAttribute("aria-busy", "false");
    const ratings = await page.locator("article").getByRole("img", { name: /^Rated/ }).evaluateAll((els) => els.map((el) => Number(/\d\.\d/.exec(el.getAttribute("aria-label") ?? "")?.[0])));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

    await page.goBack();
    await expect(page).toHaveURL(`${path}?sort=price-desc`);
    await expect(page.getByLabel("Sort by")).toHaveValue("price-desc");

    // A custom range: only prices inside it, and a shareable URL that opens the same listing.
    const sorted = products.map(pays).sort((a, b) => a - b);
    const [min, max] = [sorted[1]!, sorted.at(-2)!];
    await page.getByLabel("Min (₹)").fill(String(min));
    await page.getByLabel("Max (₹)").fill(String(max));
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(`${path}?sort=price-desc&min=${min}&max=${max}`);
    const inRange = sorted.filter((price) => price >= min && price <= max);
    await expect(page.locator("article")).toHaveCount(inRange.length);
    expect(await cardPrices(page)).toEqual([...inRange].reverse());

    await page.goto(`${path}?min=${min}&max=${max}&sort=price-desc`);
    await expect(page).toHaveURL(`${path}?sort=price-desc&min=${min}&max=${max}`);
    await expect(page.getByLabel("Min (₹)")).toHaveValue(String(min));
    await expect(page.locator("article")).toHaveCount(inRange.length);
  });

  for (const width of [1280, 360]) {
    test(`at ${width} px the Min and Max price boxes show their whole numbers`, async ({ page, request }) => {
      const { path } = await demoCategory(request, "LED TVs");
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${path}?min=7000&max=15000`);
      if (width < 1024) await page.getByRole("button", { name: "Show Filters" }).click();
      const fits = (label: string) =>
        page.getByLabel(label).evaluate((input) => input.scrollWidth <= input.clientWidth);
      await expect(page.getByLabel("Min (₹)")).toHaveValue("7000");
      await expect(page.getByLabel("Max (₹)")).toHaveValue("15000");
      expect([await fits("Min (₹)"), await fits("Max (₹)")]).toEqual([true, true]);
      // Six digits, a lakh and a half, fit as well.
      await page.getByLabel("Max (₹)").fill("150000");
      expect(await fits("Max (₹)")).toBe(true);
      await expectNoHorizontalScroll(page);
    });
  }

  test("collapses the filters behind Show Filters / Hide Filters on a phone", async ({ page, request }) => {
    const { category, path } = await demoCategory(request, "Air Coolers");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const checkbox = page.getByRole("checkbox", { name: category.subcategories[0]!.name });
    await expect(checkbox).toBeHidden();
    await page.getByRole("button", { name: "Show Filters" }).click();
    await expect(checkbox).toBeVisible();
    await page.getByRole("button", { name: "Hide Filters" }).click();
    await expect(checkbox).toBeHidden();
    // Two columns of cards on a phone.
    const [a, b] = await page.locator("article").evaluateAll((els) => els.slice(0, 2).map((el) => el.getBoundingClientRect().top));
    expect(a).toBe(b);
    await expectAccessible(page);
  });

  test("says so when a category has no products", async ({ page, request }) => {
    const { category, path } = await demoCategory(request, "Fans");
    await page.route(listingApi(category._id), (route) => route.fulfill({ json: { data: [], total: 0, page: 1, limit: STOREFRONT_PAGE_SIZE } }));
    await openListingFromHome(page, "Fans");
    await expect(page).toHaveURL(path);
    await expect(page.getByText("No products found for this category.")).toBeVisible();
  });

  test("an anonymous shopper's Add to cart and wishlist heart go to /login", async ({ page, request }) => {
    const { products, path } = await demoCategory(request, "Air Coolers");
    const inStock = products.find((p) => p.stock > 0)!;
    await page.goto(path);
    const card = page.locator("article").filter({ has: page.getByRole("link", { name: inStock.title, exact: true }) });
    await card.getByRole("button", { name: /add to cart/i }).click();
    // The login comes back here and adds it (docs/decisions/195-forms-before-javascript.md).
    await expect(page).toHaveURL(/\/login\?redirect=[^&]+&intent=cart-add%3A/);
    await expect(page.getByText("You need to login First")).toBeVisible();

    await page.goto(path);
    await page.locator("article").first().getByRole("button", { name: /wishlist/i }).click();
    await expect(page).toHaveURL(/\/login\?redirect=[^&]+&intent=wishlist-add%3A/);
  });
});

test.describe("category redirect", () => {
  test("/category/:idOrName replaces itself with the canonical listing", async ({ page, request }) => {
    test.slow(); // six page loads, each hydrated before the browser redirects
    const { category, path } = await demoCategory(request, "LED TVs");
    await page.goto("/");
    await page.goto(`/category/${category._id}`);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shop By LED TVs");
    await page.goBack();
    await expect(page).toHaveURL("/");

    await page.goto(`/category/${slug(category.name)}`);
    await expect(page).toHaveURL(path);
    await page.goto(`/category/${encodeURIComponent(category.name)}`);
    await expect(page).toHaveURL(path);
    // A stale slug in front of a real id is corrected too.
    await page.goto(`/televisions/${category._id}`);
    await expect(page).toHaveURL(path);
  });

  test("an unknown category is the 404 page", async ({ page, pageErrors }) => {
    pageErrors.allow(/^HTTP 404 GET \/(category\/washing-machines|air-coolers\/0{8}-|api\/)/); // the unknown category and product
    await page.goto("/category/washing-machines");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await page.goto("/air-coolers/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  });
});

test.describe("product page", () => {
  test("shows the product, zooms the gallery 1.5x, slides thumbnails and carries SEO data", async ({ page, request }) => {
    const { products, path } = await demoCategory(request, "Air Coolers");
    const product = products.find((p) => p.images.length >= 4 && p.stock > 0)!;
    await page.goto(path);
    await page.getByRole("link", { name: product.title, exact: true }).click();
    await expect(page).toHaveURL(`/product/${product._id}`);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.title);
    await expect(page).toHaveTitle(`${product.title} | Vayu Home Appliances`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(`^Buy ${product.title.replace(/[()]/g, "\\$&")} for ₹`));
    // The product's own rating ("4.3 (4 ratings)" or "No reviews yet") comes first; the related products below carry theirs.
    await expect(page.getByRole("main").getByText(ratingText(product)).first()).toBeVisible();
    await expect(page.getByTestId("stock-state")).toHaveText(product.stock <= 5 ? `Only ${product.stock} left` : "In stock");
    await expect(page.getByRole("heading", { name: "Product details" })).toBeVisible();

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as Record<string, never>;
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.title,
      offers: { "@type": "Offer", priceCurrency: "INR", price: (product.salePrice ?? product.price).toFixed(2), availability: "https://schema.org/InStock" },
    });
    expect(jsonLd.aggregateRating).toEqual(
      product.ratingCount > 0 ? { "@type": "AggregateRating", ratingValue: product.rating, ratingCount: product.ratingCount, bestRating: 5, worstRating: 1 } : undefined,
    );

    // Zoom: a click scales the image 1.5x, another click restores it.
    const zoom = page.getByRole("button", { name: /^Zoom in/ });
    const main = page.getByTestId("gallery-main");
    await zoom.click();
    await expect(page.getByRole("button", { name: "Zoom out" })).toHaveAttribute("aria-pressed", "true");
    await expect(main).toHaveCSS("transform", "matrix(1.5, 0, 0, 1.5, 0, 0)");
    await page.getByRole("button", { name: "Zoom out" }).click();
    await expect(main).toHaveCSS("transform", "matrix(1, 0, 0, 1, 0, 0)");

    // Thumbnails: three across on a wide screen; choosing one shows it.
    const thumbs = page.getByTestId("gallery-thumb");
    await expect(thumbs).toHaveCount(product.images.length);
    const strip = await page.getByRole("group", { name: "Product images" }).boundingBox();
    const thumb = await thumbs.first().boundingBox();
    expect(Math.round(strip!.width / thumb!.width)).toBe(3);
    await page.getByRole("button", { name: `Show image 2 of ${product.images.length}` }).click();
    await expect(main).toHaveAttribute("src", product.images[1]!);
    await page.getByRole("button", { name: "More images" }).click();
    await expect(page.getByRole("button", { name: "Previous images" })).toBeVisible();

    await expectAccessible(page);
  });

  test("shows a shorter picture and four thumbnails across on a phone", async ({ page, request }) => {
    const { products } = await demoCategory(request, "Fans");
    const product = products.find((p) => p.images.length >= 3)!;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/product/${product._id}`);
    const strip = await page.getByRole("group", { name: "Product images" }).boundingBox();
    const thumb = await page.getByTestId("gallery-thumb").first().boundingBox();
    expect(Math.round(strip!.width / thumb!.width)).toBe(4);
    // 4:3, not square (docs/decisions/202-phone-product-first-screen.md).
    const picture = (await page.getByRole("button", { name: /^Zoom in/ }).boundingBox())!;
    expect(picture.height / picture.width).toBeCloseTo(0.75, 2);
    await expectAccessible(page);
  });

  test("says Product not found. for a missing or malformed id", async ({ page, pageErrors }) => {
    // The missing and the malformed id under test: their pages answer 404, and their API reads 404 and 400.
    pageErrors.allow(/^HTTP 404 GET \/(api\/)?product\//, /^HTTP 400 GET \/api\/product\/not-an-id$/);
    await page.goto("/product/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { name: "Product not found." })).toBeVisible();
    await page.goto("/product/not-an-id");
    await expect(page.getByRole("heading", { name: "Product not found." })).toBeVisible();
    await expectAccessible(page);
  });

  test("says No images available. for a product without images", async ({ page, request }) => {
    const { products, path } = await demoCategory(request, "Mixer Grinders");
    const product = products[0]!;
    await page.route(`**/api/product/${product._id}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: DemoProduct };
      await route.fulfill({ response, json: { data: { ...body.data, images: [] } } });
    });
    // Followed from the live listing, so the browser (where the stub applies) fetches the product.
    await page.goto(path);
    await waitForHydration(page);
    await page.locator("article").getByRole("link", { name: product.title, exact: true }).click();
    await expect(page).toHaveURL(`/product/${product._id}`);
    await expect(page.getByText("No images available.")).toBeVisible();
  });

  test("an anonymous shopper's Add to Cart goes to /login", async ({ page, request }) => {
    const { products } = await demoCategory(request, "LED TVs");
    const product = products.find((p) => p.stock > 0)!;
    await page.goto(`/product/${product._id}`);
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect(page).toHaveURL(/\/login\?redirect=[^&]+&intent=cart-add%3A/);
  });

  test("the zoomed image follows the pointer", async ({ page, request }) => {
    const { products } = await demoCategory(request, "Fans");
    await page.goto(`/product/${products[0]!._id}`);
    // Following the pointer is the live page's script (a hover has nothing to post before it).
    await waitForHydration(page);
    const zoom = page.getByRole("button", { name: /^Zoom in/ });
    const main = page.getByTestId("gallery-main");
    const box = (await zoom.boundingBox())!;
    const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
    /** How far (px) the zoom's origin is from a point given as fractions of the image. */
    const offFrom = (x: number, y: number) => async () => {
      const [originX, originY] = (await main.evaluate((image) => getComputedStyle(image).transformOrigin))
        .split(" ")
        .map(parseFloat);
      const size = (await main.evaluate((image) => image.clientWidth)) || 1;
      return Math.max(Math.abs(originX! - size * x), Math.abs(originY! - size * y));
    };
    await page.mouse.click(...at(0.25, 0.25));
    await expect(main).toHaveCSS("transform", "matrix(1.5, 0, 0, 1.5, 0, 0)");
    await expect.poll(offFrom(0.25, 0.25)).toBeLessThanOrEqual(2);
    await page.mouse.move(...at(0.8, 0.6), { steps: 5 });
    await expect.poll(offFrom(0.8, 0.6)).toBeLessThanOrEqual(2);
  });

  test('the "You may also like" cards are equally wide, however short their titles', async ({ page, request }) => {
    test.slow(); // one page load per product of the category, and other specs add fans to it
    const { products } = await demoCategory(request, "Fans");
    const uneven: string[] = [];
    for (const [width, shown] of [[1280, products], [360, products.slice(0, 2)]] as const) {
      await page.setViewportSize({ width, height: 900 });
      for (const product of shown) {
        await page.goto(`/product/${product._id}`);
        const cards = page.getByRole("region", { name: "You may also like" }).locator("article");
        await expect(cards).toHaveCount(Math.min(4, products.length - 1));
        const widths = await cards.evaluateAll((articles) =>
          articles.map((article) => Math.round(article.getBoundingClientRect().width)),
        );
        if (new Set(widths).size > 1) uneven.push(`${width} px, ${product.title}: ${widths.join(", ")}`);
      }
    }
    expect(uneven).toEqual([]);
  });

  test("suggests other products of the same category", async ({ page, request }) => {
    const { products } = await demoCategory(request, "Air Coolers");
    const product = products[0]!;
    await page.goto(`/product/${product._id}`);
    const related = page.getByRole("region", { name: "You may also like" });
    await expect(related.locator("article")).toHaveCount(Math.min(4, products.length - 1));
    await expect(related.getByRole("link", { name: product.title, exact: true })).toHaveCount(0);
    const next = related.locator("article h3 a").first();
    const title = await next.textContent();
    await next.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);
  });
});
