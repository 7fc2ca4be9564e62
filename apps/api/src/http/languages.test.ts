import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { createProduct } from "../test/factories";
import { preferredLocale } from "./languages";

/** A stand-in for the web build's renderer (apps/web/src/entry-server.tsx): the page's path and a render count. */
const fakeRenderer = `
let renders = 0;
export function createRenderer() {
  return async ({ url }) => {
    renders += 1;
    return { status: 200, html: "<p>page " + new URL(url, "http://shop.test").pathname + "</p> render " + renders, passes: 1 };
  };
}
`;

describe("the store in two languages (docs/product/http-contract.md \"Languages\")", () => {
  let t: TestApp;
  const root = mkdtempSync(path.join(tmpdir(), "vayu-languages-"));
  const webDist = path.join(root, "dist");

  beforeAll(async () => {
    mkdirSync(webDist);
    mkdirSync(path.join(root, "dist-server"));
    writeFileSync(path.join(webDist, "index.html"), '<!doctype html><html lang="en-IN"><div id="root"></div>');
    writeFileSync(path.join(root, "dist-server", "entry-server.js"), fakeRenderer);
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const visit = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  it("switches language with a plain link: remembers it in the lang cookie and goes to the same page in it", async () => {
    const toHindi = await visit("/lang/hi?next=%2Fproduct%2Fabc%3Fq%3D1");
    expect(toHindi.statusCode).toBe(303);
    expect(toHindi.headers.location).toBe("/hi/product/abc?q=1");
    expect(String(toHindi.headers["set-cookie"])).toMatch(/^lang=hi;.*Path=\//);

    const toEnglish = await visit("/lang/en?next=%2Fhi%2Fproduct%2Fabc");
    expect(toEnglish.headers.location).toBe("/product/abc");
    expect(String(toEnglish.headers["set-cookie"])).toMatch(/^lang=en;/);

    // Only the store's own pages: never another site.
    expect((await visit("/lang/hi?next=%2F%2Fevil.example%2F")).headers.location).toBe("/hi/");
    expect((await visit("/lang/fr?next=%2F")).statusCode).toBe(404);
  });

  it("sends an English page to its Hindi one for a shopper who chose Hindi, and varies English pages on the cookie", async () => {
    const chose = await visit("/about?from=menu", { cookie: "lang=hi" });
    expect(chose.statusCode).toBe(302);
    expect(chose.headers.location).toBe("/hi/about?from=menu");
    expect(chose.headers.vary).toContain("Cookie");

    const english = await visit("/about");
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain("page /about");
    expect(english.headers.vary).toContain("Cookie");

    // A Hindi URL is Hindi whatever the cookie; the staff console stays English.
    expect((await visit("/hi/about", { cookie: "lang=en" })).body).toContain("page /hi/about");
    expect((await visit("/admin", { cookie: "lang=hi" })).statusCode).toBe(200);
  });

  it("keeps each language's page apart", async () => {
    await visit("/service");
    const hindi = await visit("/hi/service");
    expect(hindi.body).toContain("page /hi/service");
    expect((await visit("/service")).body).toContain("page /service");
  });

  it("lists every page in both languages in the sitemap, each naming the other, and keeps crawlers out of Hindi carts too", async () => {
    const product = await createProduct(t.db, { title: "Vayu Cooler" });
    const xml = (await visit("/sitemap.xml")).body;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = (loc: string) => new RegExp(`<url><loc>http://shop.test${loc}</loc>(.*?)</url>`).exec(xml)?.[1];
    for (const loc of [`/product/${product.id}`, `/hi/product/${product.id}`]) {
      expect(entry(loc)).toBe(
        `<xhtml:link rel="alternate" hreflang="en-IN" href="http://shop.test/product/${product.id}"/>` +
          `<xhtml:link rel="alternate" hreflang="hi-IN" href="http://shop.test/hi/product/${product.id}"/>` +
          `<xhtml:link rel="alternate" hreflang="x-default" href="http://shop.test/product/${product.id}"/>`,
      );
    }
    expect(entry("/hi/")).toBeDefined();

    const robots = (await visit("/robots.txt")).body;
    for (const path of ["/cart", "/hi/cart", "/checkoutPage", "/hi/checkoutPage", "/orders", "/hi/orders", "/hi/account", "/hi/admin"])
      expect(robots).toContain(`Disallow: ${path}\n`);
  });
});

describe("the language of an API answer", () => {
  it("is Hindi only when Accept-Language prefers Hindi to English", () => {
    expect(preferredLocale("hi-IN,hi;q=0.9,en;q=0.8")).toBe("hi");
    expect(preferredLocale("hi")).toBe("hi");
    expect(preferredLocale("en-IN,en;q=0.9,hi;q=0.8")).toBe("en");
    expect(preferredLocale("fr-FR, hi;q=0.5")).toBe("hi");
    expect(preferredLocale("fr-FR")).toBe("en");
    expect(preferredLocale(undefined)).toBe("en");
  });
});
