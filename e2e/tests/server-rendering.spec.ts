import type { Page, Request } from "@playwright/test";
import { expect, test } from "../fixtures";
import { demoCategory, type DemoProduct } from "./catalog-helpers";

/** The store renders on the server (docs/decisions/125-server-rendered-store.md): what a crawler or a browser without JavaScript reads. */
const rupees = (amount: number) => `₹${amount.toLocaleString("en-IN")}`;

async function demoProduct(request: Parameters<typeof demoCategory>[0]): Promise<DemoProduct> {
  const { products } = await demoCategory(request, "Air Coolers");
  const product = products[0];
  if (!product) throw new Error("the demo store has no air cooler");
  return product;
}

test.describe("server rendering", () => {
  test("a product page's HTML has its title, price, image and JSON-LD before any JavaScript", async ({
    request,
  }) => {
    const product = await demoProduct(request);
    const response = await request.get(`/product/${product._id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${product.title} | Vayu Home Appliances</title>`);
    expect(html).toContain(
      `<h1 class="mt-1 text-2xl leading-tight font-bold tracking-tight text-ink sm:text-3xl">${product.title}</h1>`,
    );
    expect(html).toContain(rupees(product.salePrice ?? product.price));
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="http://[^"]+${product.images[0]}"`));
    // HTML attribute names are case-insensitive: React writes srcSet, Preact srcset (ADR 178).
    expect(html).toMatch(/<img src="[^"]+" srcset="[^"]+"[^>]*fetchpriority="high"/i);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? "{}")).toMatchObject({
      "@type": "Product",
      name: product.title,
      offers: { priceCurrency: "INR" },
    });
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  test("the home page's HTML fetches the first offer's picture only, first", async ({ request }) => {
    const html = await (await request.get("/")).text();
    // The other slides cannot be seen before the carousel runs: their pictures wait for it.
    const offerPictures = html.match(/<img src="[^"]*\/banners\/[^"]*"[^>]*>/g) ?? [];
    expect(offerPictures).toHaveLength(1);
    expect(offerPictures[0]).toMatch(/fetchpriority="high"/i);
  });

  test("on a phone, the pictures in view other than the first offer's are fetched at low priority", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const pictures = await watchPicturePriorities(page);
    await page.goto("/");
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    await expect
      .poll(() => pictures().filter((p) => p.url.includes("/categories/")).length)
      .toBeGreaterThan(1);
    expect(highPriority(pictures())).toEqual([expect.stringContaining("/banners/")]);
  });

  test("a listing fetches its widest first row at once, and only a phone's first row at high priority", async ({
    page,
    request,
  }) => {
    const { path: listing } = await demoCategory(request, "Air Coolers");
    // The widest grid's first row is fetched at once, the phone's first row at high priority.
    const cards =
      (await (await request.get(listing)).text()).match(/<img [^>]*\/catalog\/products\/[^>]*>/g) ?? [];
    expect(
      cards.slice(0, 2).every((img) => /loading="eager"/.test(img) && /fetchpriority="high"/i.test(img)),
    ).toBe(true);
    expect(
      cards.slice(2, 4).every((img) => /loading="eager"/.test(img) && /fetchpriority="low"/i.test(img)),
    ).toBe(true);
    expect(
      cards.slice(4).every((img) => /loading="lazy"/.test(img) && /fetchpriority="low"/i.test(img)),
    ).toBe(true);
    expect(cards.length).toBeGreaterThan(4);

    // On a phone only the first row is in view, and only its pictures come at high priority.
    await page.setViewportSize({ width: 360, height: 640 });
    const pictures = await watchPicturePriorities(page);
    await page.goto(listing);
    await expect.poll(() => pictures().length).toBeGreaterThanOrEqual(4);
    expect(highPriority(pictures())).toHaveLength(2);
  });

  test("an unknown URL, a missing product and a missing blog post answer 404 with the 404 page", async ({
    request,
  }) => {
    const unknown = await request.get("/no/such/page/here");
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain("Page Not Found");
    const missing = await request.get("/product/00000000-0000-4000-8000-000000000000");
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain("Product not found.");
    const missingPost = await request.get("/blog/no-such-post");
    expect(missingPost.status()).toBe(404);
    expect(await missingPost.text()).toContain("Blog post not found");
  });

  test("each page is rendered in one pass, its data read before it renders", async ({ request }) => {
    const { path, products } = await demoCategory(request, "Fans");
    const { data: posts } = (await (await request.get("/api/blogs")).json()) as { data: { _id: string }[] };
    // A URL of its own, so the page is rendered now and not served from the kept copy (ADR 176).
    const tag = Date.now();
    for (const url of [
      `/?r=${tag}`,
      `${path}?min=${tag % 1000}`,
      `/product/${products[0]!._id}?r=${tag}`,
      `/blog/${posts[0]!._id}?r=${tag}`,
      `/search?q=cooler&min=${tag % 1000}`,
      `/about?r=${tag}`,
    ]) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(200);
      expect(response.headers()["server-timing"], url).toMatch(/^render;dur=[\d.]+;desc="1 pass"$/);
    }
  });

  test("an old or misspelt listing URL answers 301 with the listing's one URL", async ({ request }) => {
    const { category, path } = await demoCategory(request, "Fans");
    for (const old of [
      `/category/${encodeURIComponent(category.name)}`,
      `/category/${category._id}`,
      `/ceiling-fanz/${category._id}`,
      `${path}?sort=featured`,
    ]) {
      const response = await request.get(old, { maxRedirects: 0 });
      expect(response.status(), old).toBe(301);
      const location = new URL(response.headers()["location"] ?? "", "http://store");
      expect(`${location.pathname}${location.search}`, old).toBe(path);
    }
  });

  test("sitemap.xml lists the products and listings; robots.txt points to it", async ({ request }) => {
    const product = await demoProduct(request);
    const { path } = await demoCategory(request, "Fans");
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const xml = await sitemap.text();
    expect(xml).toContain(`/product/${product._id}</loc>`);
    expect(xml).toContain(`${path}</loc>`);
    expect(await (await request.get("/robots.txt")).text()).toMatch(/^Sitemap: http:\/\/.+\/sitemap\.xml$/m);
  });

  test("the product page reads without JavaScript", async ({ browser, request, pageErrors }) => {
    pageErrors.allow(/^request failed: GET \/assets\/[\w-]+\.js \(csp\)$/); // a browser without JavaScript refuses the page's scripts
    const product = await demoProduct(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
    await expect(page.getByTestId("gallery-main")).toBeVisible();
    await context.close();
  });

  test("the browser takes over the server's page without hydration errors (the fixture fails on any console error)", async ({
    page,
    request,
  }) => {
    const product = await demoProduct(request);
    for (const path of [
      "/",
      `/product/${product._id}`,
      (await demoCategory(request, "Fans")).path,
      "/search?q=cooler",
      "/about",
    ]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    // The page is live: a client-side navigation works.
    await page.getByRole("link", { name: "Vayu Home Appliances" }).first().click();
    await expect(page).toHaveURL("/");
  });

  test("a page is on screen before its JavaScript is fetched, then comes alive", async ({
    page,
    request,
  }) => {
    const product = await demoProduct(request);
    for (const path of ["/", `/product/${product._id}`, (await demoCategory(request, "Fans")).path]) {
      await page.goto(path);
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
      const { htmlRead, painted, scriptFetched } = await entryFetchAndFirstPaint(page);
      expect(painted, `first contentful paint of ${path}`).toBeGreaterThan(0);
      expect(scriptFetched, `the entry's fetch on ${path}`).toBeGreaterThanOrEqual(
        Math.max(painted, htmlRead),
      );
    }
  });

  test("a page opened in a background tab fetches its JavaScript once its HTML is read, with nothing to paint first", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    });
    await page.goto("/");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    const { htmlRead, painted, scriptFetched } = await entryFetchAndFirstPaint(page);
    expect(scriptFetched).toBeGreaterThanOrEqual(htmlRead);
    expect(scriptFetched).toBeLessThan(painted);
  });

  test("a page the server kept long ago is taken over without fetching its data again", async ({
    page,
    request,
  }) => {
    // The browser's clock an hour ahead: the page's answers look an hour old, as a kept page's
    // may (ADR 176), and a shopper's phone would fetch them all again as it takes the page over.
    await page.clock.setFixedTime(Date.now() + 60 * 60_000);
    const product = await demoProduct(request);
    for (const path of ["/", `/product/${product._id}`, (await demoCategory(request, "Fans")).path]) {
      const apiReads: string[] = [];
      const record = (sent: Request) => {
        if (new URL(sent.url()).pathname.startsWith("/api/")) apiReads.push(sent.url());
      };
      page.on("request", record);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      page.off("request", record);
      expect(apiReads, `API reads after taking over ${path}`).toEqual([]);
    }
  });

  for (const width of [360, 1280]) {
    test(`nothing on the page moves when the browser takes it over, at ${width} px`, async ({
      page,
      request,
    }) => {
      // Layout shifts as the browser reports them (Cumulative Layout Shift), from the first frame on.
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: "layout-shift", buffered: true });
      });
      // Pictures arrive after the page, as on a slow phone network: whatever holds one keeps its place meanwhile.
      await page.route(/\/uploads\//, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      });
      await page.setViewportSize({ width, height: 800 });
      const product = await demoProduct(request);
      for (const path of ["/", (await demoCategory(request, "Fans")).path, `/product/${product._id}`]) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        const shifts = await page.evaluate(
          () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
        );
        expect(
          shifts.reduce((sum, value) => sum + value, 0),
          `layout shift on ${path}`,
        ).toBeLessThan(0.01);
      }
    });
  }

  test("a hydrated page has the DOM the browser renders on its own", async ({ page, request }) => {
    // Preact keeps server HTML that differs from its first render, and logs nothing (ADR 178):
    // each page is compared with the same page rendered in the browser from an empty #root.
    test.slow(); // ten page loads
    const product = await demoProduct(request);
    const paths = [
      `/product/${product._id}`,
      (await demoCategory(request, "Fans")).path,
      "/search?q=cooler",
      "/contact",
      "/signup",
    ];
    let fromScratch = false;
    await page.route(
      (url) => fromScratch && paths.includes(`${url.pathname}${url.search}`),
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text())
          .replace(
            /<div id="root">[\s\S]*<\/div>(<script type="application\/json" id="ssr-state">)/,
            '<div id="root"></div>$1',
          )
          .replace(/<script type="application\/json" id="ssr-state">[\s\S]*?<\/script>/, "");
        await route.fulfill({ response, body });
      },
    );
    for (const path of paths) {
      fromScratch = false;
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const hydrated = await page.evaluate(describeRoot);
      fromScratch = true;
      await page.goto(path);
      // Rendered from nothing, the page fetches its data and loads its parts itself: on a busy
      // machine the network can be quiet for a moment while a part is still being evaluated.
      await expect.poll(() => page.evaluate(describeRoot), { message: path, timeout: 15_000 }).toBe(hydrated);
    }
  });
});

/**
 * When the page's HTML was all read (DOMContentLoaded), when its first contentful paint was
 * presented, and when the fetch of its entry script (named by the paint-first loader,
 * docs/decisions/182-paint-before-javascript.md) started: ms since navigation.
 */
async function entryFetchAndFirstPaint(page: Page) {
  return page.evaluate(() => {
    const entry = document.querySelector<HTMLScriptElement>("script[data-entry]")?.dataset.entry;
    if (!entry) throw new Error("the page has no paint-first loader");
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    return {
      htmlRead: navigation?.domContentLoadedEventStart ?? Number.NaN,
      painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
      scriptFetched:
        performance.getEntriesByName(new URL(entry, location.href).href)[0]?.startTime ?? Number.NaN,
    };
  });
}

/**
 * Records each picture the page fetches with its priority, as Chromium last set it: it raises
 * a picture in view to high unless the page says low (docs/decisions/177-lean-first-load.md).
 */
async function watchPicturePriorities(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const pictures = new Map<string, { url: string; priority: string }>();
  cdp.on("Network.requestWillBeSent", ({ requestId, request, type }) => {
    if (type === "Image")
      pictures.set(requestId, { url: new URL(request.url).pathname, priority: request.initialPriority });
  });
  cdp.on("Network.resourceChangedPriority", ({ requestId, newPriority }) => {
    const picture = pictures.get(requestId);
    if (picture) picture.priority = newPriority;
  });
  return () => [...pictures.values()];
}

const highPriority = (pictures: { url: string; priority: string }[]) =>
  pictures.filter((p) => p.priority === "High" || p.priority === "VeryHigh").map((p) => p.url);

/**
 * The page's #root as lines of elements, sorted attributes and text. Generated ids are numbered
 * in order of appearance; form state (value, checked, selected) and the style attribute's spacing
 * are left out, as the server writes them as attributes and the browser sets them as properties.
 */
function describeRoot(): string {
  const ids = new Map<string, string>();
  const idOf = (value: string) => ids.get(value) ?? ids.set(value, `id${ids.size}`).get(value)!;
  const idAttributes = new Set(["id", "for", "aria-controls", "aria-labelledby", "aria-describedby"]);
  const formState = new Set(["value", "checked", "selected"]);
  const lines: string[] = [];
  const describe = (element: Element, depth: number) => {
    const attributes = [...element.attributes]
      .filter(({ name }) => !formState.has(name))
      .map(({ name, value }) => {
        if (idAttributes.has(name)) value = value.split(" ").map(idOf).join(" ");
        if (name === "style") value = value.replace(/\s+/g, "").replace(/;$/, "");
        value = value.replace(/url\(#([^)]*)\)/g, (_, id: string) => `url(#${idOf(id)})`);
        return `${name}="${value}"`;
      })
      .sort();
    lines.push(`${" ".repeat(depth)}<${element.tagName.toLowerCase()} ${attributes.join(" ")}>`);
    let text = "";
    const flush = () => {
      if (text.trim()) lines.push(`${" ".repeat(depth + 1)}${text.replace(/\s+/g, " ").trim()}`);
      text = "";
    };
    for (const child of element.childNodes) {
      if (child instanceof Text) text += child.data;
      else if (child instanceof Element) {
        flush();
        describe(child, depth + 1);
      }
    }
    flush();
  };
  describe(document.getElementById("root")!, 0);
  return lines.join("\n");
}
