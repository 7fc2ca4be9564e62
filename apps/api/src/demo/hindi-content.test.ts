import { describe, expect, it } from "vitest";
import { BannerHiBody, BlogHiBody, CategoryHiBody, ProductHiBody, TestimonialHiBody } from "@vayu/shared/localised-content";
import { productCreateBody } from "@vayu/shared/admin";
import { demoCategories } from "./catalog-kinds";
import { demoProducts } from "./catalog-products";
import { productHi } from "./catalog";
import { demoBanners, demoBlogs, demoBlogsHi, demoTestimonials } from "./content-items";

// The demo store's Hindi (docs/decisions/313-hindi-content-fields.md): every text has one, in
// Devanagari, within the limits staff are held to, so the demo shows no English in Hindi.

const devanagari = /[\u0900-\u097F]/;

describe("the demo store in Hindi", () => {
  it("names every category and subcategory in Hindi", () => {
    for (const category of demoCategories) {
      expect(CategoryHiBody.parse({ name: category.nameHi }).name).toMatch(devanagari);
      for (const sub of category.subcategories) expect(CategoryHiBody.parse({ name: sub.nameHi }).name).toMatch(devanagari);
    }
  });

  it("gives every product a Hindi title, summary and a Hindi line for each specification, brand names in Latin", () => {
    for (const product of demoProducts) {
      const specifications = product.hi.specs.map(([label, value]) => ({ label, value }));
      expect(product.hi.specs).toHaveLength(product.specs.length);
      const body = ProductHiBody.parse({ title: product.hi.title, description: product.hi.summary, specifications });
      expect(body.title, product.title).toMatch(devanagari);
      expect(body.title, product.title).toContain(product.name);
      expect(body.description).toMatch(devanagari);
      expect(product.hi.specs.every(([label]) => devanagari.test(label)), product.title).toBe(true);
      const { description } = productHi(product);
      // Held to the English limits: the whole description as the staff's form would send it.
      expect(productCreateBody.shape.description.safeParse(description).success).toBe(true);
      expect(description).toContain("\n\nविशेषताएँ\n");
    }
  });

  it("says every banner, buying guide and testimonial in Hindi", () => {
    for (const banner of demoBanners) expect(BannerHiBody.parse({ headline: banner.altHi }).headline).toMatch(devanagari);
    for (const blog of demoBlogs) {
      const hi = BlogHiBody.parse(demoBlogsHi[blog.slug]);
      expect(hi.title, blog.slug).toMatch(devanagari);
      // The same headings and lists as the English guide.
      const shape = (body: string) => body.split("\n\n").map((block) => (block.startsWith("## ") ? "h" : block.startsWith("- ") ? "l" : "p"));
      expect(shape(hi.body!), blog.slug).toEqual(shape(blog.body));
    }
    expect(Object.keys(demoBlogsHi).sort()).toEqual(demoBlogs.map((blog) => blog.slug).sort());
    for (const testimonial of demoTestimonials) expect(TestimonialHiBody.parse({ message: testimonial.messageHi }).message).toMatch(devanagari);
  });
});
