import { categoryPath } from "@vayu/shared/catalog";
import { fallbackBlogs } from "@vayu/shared/content";
import type { FastifyInstance } from "fastify";
import { hreflang, localisedPath, locales } from "@vayu/shared/locale";
import { listActiveProductIds, listCategories } from "../../domains/catalog/service";
import { listBlogs } from "../../domains/content/service";

/** The storefront's pages that are not catalog or blog entries (apps/web/src/app/router.tsx). */
const CONTENT_PAGES = ["/", "/about", "/service", "/career", "/office", "/contact", "/grievance", "/privacy", "/terms", "/shipping", "/return"];

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Every page a search engine should index: content pages, category and subcategory listings, products and blog posts. */
async function sitemapPaths(app: FastifyInstance): Promise<string[]> {
  const [categories, productIds, blogs] = await Promise.all([listCategories(app.db), listActiveProductIds(app.db), listBlogs(app.db)]);
  return [
    ...CONTENT_PAGES,
    ...categories.flatMap((category) => [categoryPath(category), ...category.subcategories.map((sub) => categoryPath(category, sub._id))]),
    ...productIds.map((id) => `/product/${id}`),
    ...(blogs.length > 0 ? blogs : fallbackBlogs).map((blog) => `/blog/${encodeURIComponent(blog._id)}`),
  ];
}

/** Pages crawlers are kept out of, in English; each is also kept out in Hindi, under `/hi`. */
const PRIVATE_PAGES = ["/cart", "/checkoutPage", "/orders", "/account"];

/**
 * Each page once in each language, each entry naming both as alternates (docs/product/http-contract.md
 * "Languages"): `<url><loc>/hi/product/1</loc>` with `xhtml:link` hreflang en-IN, hi-IN and x-default.
 */
function sitemapEntries(paths: string[], origin: string): string[] {
  const link = (lang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(`${origin}${path}`)}"/>`;
  return paths.flatMap((path) => {
    const alternates = [...locales.map((locale) => link(hreflang[locale], localisedPath(path, locale))), link("x-default", path)];
    return locales.map(
      (locale) => `  <url><loc>${escapeXml(`${origin}${localisedPath(path, locale)}`)}</loc>${alternates.join("")}</url>`,
    );
  });
}

/** `/sitemap.xml` and `/robots.txt` for crawlers (docs/decisions/125-server-rendered-store.md). */
export function registerCrawlerFiles(app: FastifyInstance, origin: string) {
  app.get("/sitemap.xml", async (_request, reply) => {
    const urls = sitemapEntries(await sitemapPaths(app), origin);
    return reply
      .type("application/xml; charset=utf-8")
      .header("Cache-Control", "public, max-age=3600")
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`,
      );
  });
  app.get("/robots.txt", async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("Cache-Control", "public, max-age=3600")
      .send(
        [
          "User-agent: *",
          "Disallow: /admin",
          "Disallow: /hi/admin",
          "Disallow: /api/",
          "Disallow: /lang/",
          ...PRIVATE_PAGES.flatMap((path) => [`Disallow: ${path}`, `Disallow: ${localisedPath(path, "hi")}`]),
          "",
          `Sitemap: ${origin}/sitemap.xml`,
          "",
        ].join("\n"),
      ),
  );
}
