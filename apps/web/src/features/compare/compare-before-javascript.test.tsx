import { describe, expect, it } from "vitest";
import type { PageRequest } from "@vayu/shared/page-request";
import { sampleProduct } from "@vayu/shared/testing";
import { createRenderer } from "../../entry-server";

// "Compare" before its code loads, and without JavaScript (docs/decisions/330-compare-products.md,
// "As built"): the server's HTML has a link to the comparison with the product, on the product
// page and on every listing card, in the page's language.
const template =
  '<!doctype html><html lang="en-IN"><head><!--head--><title>Vayu</title><!--/head--><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

const visit = (url: string): PageRequest => ({ url, method: "GET", session: null, flash: null });

const categoryId = "4b0a3c1e-0000-4000-8000-0000000000c1";
const cooler = sampleProduct({
  _id: "4b0a3c1e-0000-4000-8000-0000000000a1",
  title: "Vayu Arctic 85 Desert Air Cooler",
  category: { _id: categoryId, name: "Air Coolers" },
});
const fan = sampleProduct({
  _id: "4b0a3c1e-0000-4000-8000-0000000000a2",
  title: "Vayu Breeze 40 Tower Cooler",
  category: { _id: categoryId, name: "Air Coolers" },
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

const render = createRenderer({
  template,
  origin: "https://shop.test",
  fetch: async (url) => {
    const { pathname } = new URL(url, "https://shop.test");
    if (pathname === `/api/product/${cooler._id}`) return json({ data: { ...cooler, untranslated: [] } });
    if (pathname === "/api/category/categoryandsubcategpry")
      return json({ categories: [{ _id: categoryId, name: "Air Coolers", image: "", subcategories: [] }] });
    if (pathname === `/api/product/category/${categoryId}`) return json({ data: [cooler, fan], total: 2, page: 1, limit: 24 });
    if (pathname.endsWith("/price-quartiles")) return json({ quartiles: [] });
    return new Response(JSON.stringify({ message: "Service unavailable" }), { status: 503 });
  },
});

/** The server's "Compare" controls: each a link's address, or "checkbox" for a box that needs the script. */
function compareControls(html: string): string[] {
  const links = [...html.matchAll(/<a [^>]*href="([^"]*compare\?ids=[^"]*)"[^>]*>(?:<span[^>]*><\/span>)?Compare<\/a>/g)];
  const boxes = html.match(/<input type="checkbox"[^>]*>Compare</g) ?? [];
  return [...links.map((match) => match[1]!.replaceAll("&amp;", "&")), ...boxes.map(() => "checkbox")];
}

describe("Compare before JavaScript", () => {
  it("is a link to the comparison with the product on the product page", async () => {
    const page = await render(visit(`/product/${cooler._id}`));
    expect(page.status).toBe(200);
    const controls = compareControls(page.html);
    expect(controls).toContain(`/compare?ids=${cooler._id}`);
    expect(controls).not.toContain("checkbox");
  });

  it("is a link to the comparison with each card's product on a listing, under /hi in Hindi", async () => {
    const english = await render(visit(`/air-coolers/${categoryId}`));
    expect(compareControls(english.html)).toEqual([`/compare?ids=${cooler._id}`, `/compare?ids=${fan._id}`]);
    const hindi = await render(visit(`/hi/air-coolers/${categoryId}`));
    expect(hindi.html).toContain(`href="/hi/compare?ids=${cooler._id}"`);
    expect(hindi.html).toContain(`href="/hi/compare?ids=${fan._id}"`);
  });
});
