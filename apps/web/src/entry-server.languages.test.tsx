import { describe, expect, it } from "vitest";
import type { PageRequest } from "@vayu/shared/page-request";
import { createRenderer } from "./entry-server";

// The server renderer in each language (docs/product/http-contract.md "Languages").
const template =
  '<!doctype html><html lang="en-IN"><head><!--head--><title>Vayu</title><!--/head--><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

const visit = (url: string): PageRequest => ({ url, method: "GET", session: null, flash: null });

const render = createRenderer({
  template,
  origin: "https://shop.test",
  fetch: async () =>
    new Response(JSON.stringify({ message: "Service unavailable" }), {
      status: 503,
      headers: { "content-type": "application/json" },
    }),
});

const alternates = (english: string, hindi: string) => [
  `<link rel="alternate" hreflang="en-IN" href="https://shop.test${english}" />`,
  `<link rel="alternate" hreflang="hi-IN" href="https://shop.test${hindi}" />`,
  `<link rel="alternate" hreflang="x-default" href="https://shop.test${english}" />`,
];

describe("the store's pages in Hindi and English", () => {
  it("renders a Hindi page under /hi in Hindi, lang=\"hi\", naming its English page", async () => {
    const page = await render(visit("/hi/about"));
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="hi">');
    expect(page.html).toContain('<link rel="canonical" href="https://shop.test/hi/about" />');
    for (const link of alternates("/about", "/hi/about")) expect(page.html).toContain(link);
    expect(page.html).toContain('<meta property="og:locale" content="hi_IN" />');
    // The header's navigation, in Hindi, keeps the shopper under /hi.
    expect(page.html).toMatch(/<a[^>]*href="\/hi\/"[^>]*>होम<\/a>/);
    expect(page.html).toContain("हर उपकरण पर वारंटी");
  });

  it("keeps the home page's Hindi headings, which the content area (English until translated) also has", async () => {
    const page = await render(visit("/hi/"));
    expect(page.html).toContain("<title>Vayu Home Appliances | एयर कूलर, पंखे, मिक्सर ग्राइंडर और एलईडी टीवी</title>");
    expect(page.html).toContain("हमारे नए ब्लॉग");
    expect(page.html).not.toContain("Our Latest Blogs");
  });

  it("names /hi/ as the Hindi home page's canonical address whether asked as /hi or /hi/", async () => {
    for (const url of ["/hi", "/hi/"]) {
      const page = await render(visit(url));
      expect(page.html, url).toContain('<link rel="canonical" href="https://shop.test/hi/" />');
      for (const link of alternates("/", "/hi/")) expect(page.html, url).toContain(link);
    }
  });

  it("renders the English page as before, naming its Hindi page", async () => {
    const page = await render(visit("/about"));
    expect(page.html).toContain('<html lang="en-IN">');
    for (const link of alternates("/about", "/hi/about")) expect(page.html).toContain(link);
    expect(page.html).toMatch(/<a[^>]*href="\/"[^>]*>Home<\/a>/);
  });

  it("links the store's manifest in the page's language, so the Hindi app opens in Hindi", async () => {
    expect((await render(visit("/about"))).html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect((await render(visit("/hi/about"))).html).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=hi" />');
  });

  it("renders the offline page the service worker keeps, for a page and for a form, in both languages", async () => {
    const page = await render(visit("/offline"));
    expect(page.status).toBe(200);
    expect(page.html).toContain("You are offline");
    expect(page.html).toContain("This page is not saved on this device.");
    expect((await render(visit("/offline?for=action"))).html).toContain("This needs the network, and nothing was sent.");
    const hindi = await render(visit("/hi/offline"));
    expect(hindi.html).toContain("आप ऑफ़लाइन हैं");
    expect(hindi.html).toContain("यह पेज इस डिवाइस पर सहेजा नहीं गया है।");
    expect((await render(visit("/hi/offline?for=action"))).html).toContain("इसके लिए नेटवर्क चाहिए, और कुछ भी नहीं भेजा गया।");
  });

  it("sends /hi/admin to the staff console, which stays English", async () => {
    const page = await render(visit("/hi/admin/orders?page=2"));
    expect(page.status).toBe(301);
    expect(page.location).toBe("/admin/orders?page=2");
  });
});
