import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { fallbackBanners, fallbackBannersHi, fallbackBlogs, fallbackTestimonials, productLines } from "@vayu/shared/content";
import { demoCategories } from "./catalog-kinds";
import { demoProducts } from "./catalog-products";
import { demoReviews } from "./reviews";
import { demoBanners, demoBlogs, demoTestimonials } from "./content-items";
import { demoOfferBanners } from "./offers";
import { drawnWords, hindiBannerWordsFile, readHindiBanner, type DrawnWords, type OfferName } from "./hindi-banner-art";

/** The demo catalog's products of one category, by its name. */
function categoryProducts(name: string) {
  const kinds: readonly string[] = demoCategories.find((c) => c.name === name)!.subcategories.map((s) => s.key);
  return demoProducts.filter((p) => kinds.includes(p.kind));
}

const categoryOf = { coolers: "Air Coolers", fans: "Fans", tvs: "LED TVs", mixers: "Mixer Grinders" } as const;

/** Every word a banner shows, in both languages: its pictures' texts and its alternative texts. */
const wordsOf = ({ art, artHi, alt, altHi }: (typeof demoOfferBanners)[keyof typeof demoOfferBanners]) =>
  [art, artHi].flatMap(({ eyebrow, headline, subline, badge }) => [eyebrow, ...headline, subline, badge]).concat(alt, altHi).join(" | ");

describe("the demo banners promise only what the demo catalog has", () => {
  it.each(Object.values(demoOfferBanners))("$name: the discount and the lowest price are the catalog's", (banner) => {
    const products = categoryProducts(categoryOf[banner.name]);
    const words = wordsOf(banner);
    const claimedOff = [...words.matchAll(/up to (\d+)% off|(\d+)% तक की छूट/gi)].map((m) => Number(m[1] ?? m[2]));
    const claimedFrom = [...words.matchAll(/from ₹([\d,]+)|₹([\d,]+) से/gi)].map((m) => Number((m[1] ?? m[2])!.replaceAll(",", "")));
    // Each said on both pictures and in both alternative texts.
    expect(claimedOff).toHaveLength(4);
    expect(claimedFrom).toHaveLength(4);

    const discounts = products.map((p) => (p.salePrice ? ((p.price - p.salePrice) / p.price) * 100 : 0));
    // "Up to N%": some product is at least N% off, and none is N+1% or more (no understated teaser either).
    for (const n of claimedOff) {
      expect(discounts.some((d) => d >= n)).toBe(true);
      expect(discounts.every((d) => d < n + 1)).toBe(true);
    }
    const lowest = Math.min(...products.map((p) => p.salePrice ?? p.price));
    for (const from of claimedFrom) expect(from).toBe(lowest);
    // Nothing the store does not offer: no EMI, no size it does not sell.
    expect(words).not.toMatch(/EMI|65|75 inch/i);
  });

  it("the TV banner names exactly the screen sizes the catalog sells", () => {
    const sizes = new Set(categoryProducts("LED TVs").map((p) => /\((\d+) inch\)/.exec(p.title)![1]));
    const named = new Set(demoOfferBanners.tvs.art.subline.match(/\d+(?=,| and| inches)/g));
    expect(named).toEqual(sizes);
  });

  it("the seeded banners and the storefront's fallbacks say the same, in both languages", () => {
    expect(demoBanners.map((b) => b.name)).toEqual(["coolers", "tvs", "mixers"]);
    expect(fallbackBannersHi.map((b) => b._id)).toEqual(fallbackBanners.map((b) => b._id));
    for (const [index, fallback] of fallbackBanners.entries()) {
      const name = /\/content\/banners\/(\w+)\.webp$/.exec(fallback.image)![1] as keyof typeof demoOfferBanners;
      expect(fallback.alt).toBe(demoOfferBanners[name].alt);
      expect(fallbackBannersHi[index]).toEqual({ _id: fallback._id, image: `/content/banners/${name}-hi.webp`, alt: demoOfferBanners[name].altHi, untranslated: [] });
    }
  });

  it("the committed Hindi pictures were drawn with today's words (else run export-web-art.ts again)", async () => {
    const drawn = JSON.parse(await readFile(hindiBannerWordsFile(), "utf8")) as Record<string, DrawnWords>;
    const names = Object.keys(demoOfferBanners) as OfferName[];
    expect(drawn).toEqual(Object.fromEntries(names.map((name) => [name, drawnWords(demoOfferBanners[name].artHi)])));
    for (const name of names) expect(await sharp(await readHindiBanner(name)).metadata()).toMatchObject({ format: "webp", width: 1920, height: 600 });
  });
});

describe("the brand strip", () => {
  it.each(productLines)("$name is a product line the demo catalog sells in $category", (line) => {
    const named = categoryProducts(line.category).filter((p) => p.name.startsWith(`Vayu ${line.name}`));
    expect(named.length).toBeGreaterThan(0);
    expect(demoProducts.filter((p) => p.name.startsWith(`Vayu ${line.name} `) || p.name === `Vayu ${line.name}`)).toEqual(named);
  });
});

describe("the demo buying guides and reviews", () => {
  const texts = [
    ...[...demoBlogs, ...fallbackBlogs].map((blog) => ({ name: blog.title, words: [blog.title, blog.description, blog.body].join(" ") })),
    ...[...demoTestimonials, ...fallbackTestimonials].map((review) => ({ name: review.name, words: review.message })),
    ...demoReviews.map((review) => ({ name: `${review.by} on ${review.product}`, words: [review.title, review.body].join(" ") })),
  ];
  // The store takes UPI, cards and cash on delivery, sells single products and delivers; it offers no EMI, combos or installation.
  it.each(texts)("$name promises nothing the store does not offer", ({ words }) => {
    expect(words).not.toMatch(/\bEMI\b|no-cost|combo|install(ation|er|s)?\b/i);
    // Delivery is a flat ₹5 on every order.
    expect(words).not.toMatch(/free (home )?(delivery|shipping)/i);
  });
});

describe("the seeded demo content", () => {
  const texts = [
    ...demoBlogs.map((blog) => ({ name: blog.title, words: [blog.title, blog.description, blog.body].join(" ") })),
    ...demoTestimonials.map((review) => ({ name: review.name, words: review.message })),
    ...demoProducts.map((product) => ({ name: product.title, words: product.summary })),
  ];
  // A warranty is each product's own (its page says how long); the store sends no technicians
  // or spare parts, and e-mails a link to the invoice, not the invoice (docs/decisions/194-empty-store-pages.md).
  it.each(texts)("$name promises no service the store does not give", ({ words }) => {
    expect(words).not.toMatch(/\d+[- ]years? (motor )?warranty|service team|\bwithin \d+ (hours|minutes)\b|\ban hour\b|\bspare (parts?)?\b|replacement part|invoice by e-mail/i);
  });
});
