import { describe, expect, it } from "vitest";
import type { CategoryType, ProductType } from "@vayu/shared/catalog";
import type { PageRequest } from "@vayu/shared/page-request";
import { sampleProduct } from "@vayu/shared/testing";
import { createRenderer } from "./entry-server";

// Hindi pages read Hindi content (docs/decisions/313-hindi-content-fields.md): the server renders
// a page under /hi with the API's `?lang=hi` answers, and the English page exactly as before.
const template =
  '<!doctype html><html lang="en-IN"><head><!--head--><title>Vayu</title><!--/head--><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

const visit = (url: string): PageRequest => ({ url, method: "GET", session: null, flash: null });

const productId = "4b0a3c1e-0000-4000-8000-0000000000a1";
const categoryId = "4b0a3c1e-0000-4000-8000-0000000000c1";
const subcategoryId = "4b0a3c1e-0000-4000-8000-0000000000d1";

const englishProduct = sampleProduct({
  _id: productId,
  title: "Vayu Arctic 85 Desert Air Cooler",
  price: 123456,
  description: "Keeps a large hall cool through the summer.",
  category: { _id: categoryId, name: "Air Coolers" },
  subcategory: { _id: subcategoryId, name: "Desert Coolers" },
});
// As the API answers ?lang=hi: Hindi texts, the English slug beside the Hindi category name, the subcategory untranslated.
const hindiProduct: ProductType = {
  ...englishProduct,
  title: "वायु आर्कटिक 85 डेज़र्ट कूलर",
  description: "गर्मी भर बड़ा हॉल ठंडा रखता है।",
  untranslated: [],
  category: { _id: categoryId, name: "एयर कूलर", slug: "air-coolers", untranslated: [] },
  subcategory: { _id: subcategoryId, name: "Desert Coolers", untranslated: ["name"] },
};
const englishCategories: CategoryType[] = [
  { _id: categoryId, name: "Air Coolers", image: "", subcategories: [{ _id: subcategoryId, name: "Desert Coolers", image: "" }] },
];
const hindiCategories: CategoryType[] = [
  {
    _id: categoryId,
    name: "एयर कूलर",
    slug: "air-coolers",
    image: "",
    untranslated: [],
    subcategories: [{ _id: subcategoryId, name: "डेज़र्ट कूलर", image: "", untranslated: [] }],
  },
];

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

/** The API in the same process: the catalogue in the language asked for by `?lang=`, every call recorded. */
function catalogueApi() {
  const calls: string[] = [];
  const render = createRenderer({
    template,
    origin: "https://shop.test",
    fetch: async (url) => {
      calls.push(url);
      const { pathname, searchParams } = new URL(url, "https://shop.test");
      const hindi = searchParams.get("lang") === "hi";
      if (pathname === `/api/product/${productId}`) return json({ data: hindi ? hindiProduct : englishProduct });
      if (pathname === "/api/category/categoryandsubcategpry")
        return json({ categories: hindi ? hindiCategories : englishCategories });
      if (pathname === `/api/product/category/${categoryId}`)
        return json({ data: [hindi ? hindiProduct : englishProduct], total: 1, page: 1, limit: 24 });
      if (pathname.endsWith("/price-quartiles")) return json({ quartiles: [] });
      return new Response(JSON.stringify({ message: "Service unavailable" }), { status: 503 });
    },
  });
  return { render, calls };
}

describe("Hindi pages read the catalogue in Hindi", () => {
  it("renders /hi/product/:id with the Hindi title, the price in Indian grouping, lang=\"hi\" and hreflang", async () => {
    const { render, calls } = catalogueApi();
    const page = await render(visit(`/hi/product/${productId}`));
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="hi">');
    expect(page.html).toContain(`<link rel="alternate" hreflang="hi-IN" href="https://shop.test/hi/product/${productId}" />`);
    expect(page.html).toMatch(/<h1[^>]*>वायु आर्कटिक 85 डेज़र्ट कूलर<\/h1>/);
    expect(page.html).toContain("₹1,23,456");
    expect(page.html).toContain("गर्मी भर बड़ा हॉल ठंडा रखता है।");
    // The subcategory staff have not translated is marked English; the category links keep its English path under /hi.
    expect(page.html).toMatch(/<p lang="en"[^>]*>Desert Coolers<\/p>/);
    expect(page.html).toContain(`href="/hi/air-coolers/${categoryId}"`);
    expect(calls).toContain(`/api/product/${productId}?lang=hi`);
  });

  it("renders a Hindi listing at the English path under /hi, named in Hindi, in one pass", async () => {
    const { render } = catalogueApi();
    const page = await render(visit(`/hi/air-coolers/${categoryId}`));
    expect(page.status).toBe(200);
    expect(page.passes).toBe(1);
    expect(page.html).toContain("एयर कूलर");
    expect(page.html).toContain("वायु आर्कटिक 85 डेज़र्ट कूलर");
  });

  it("renders the English product page as before, asking for no language", async () => {
    const { render, calls } = catalogueApi();
    const page = await render(visit(`/product/${productId}`));
    expect(page.html).toContain('<html lang="en-IN">');
    expect(page.html).toMatch(/<h1[^>]*>Vayu Arctic 85 Desert Air Cooler<\/h1>/);
    expect(page.html).not.toContain('lang="en"');
    expect(page.html).toContain(`href="/air-coolers/${categoryId}"`);
    expect(calls).toContain(`/api/product/${productId}`);
    expect(calls.some((call) => call.includes("lang="))).toBe(false);
  });
});
