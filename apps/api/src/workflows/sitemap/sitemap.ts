import { categoryPath } from "@vayu/shared/catalog";
import { fallbackBlogs } from "@vayu/shared/content";
import type { FastifyInstance } from "fastify";
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

/** `/sitemap.xml` and `/robots.txt` for crawlers (docs/decisions/125-server-rendered-store.md). */
export function registerCrawlerFiles(app: FastifyInstance, origin: string) {
  app.get("/sitemap.xml", async (_request, reply) => {
    const urls = (await sitemapPaths(app)).map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`);
    return reply
      .type("application/xml; charset=utf-8")
      .header("Cache-Control", "public, max-age=3600")
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`);
  });
  app.get("/robots.txt", async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("Cache-Control", "public, max-age=3600")
      .send(["User-agent: *", "Disallow: /admin", "Disallow: /api/", "Disallow: /cart", "Disallow: /checkoutPage", "Disallow: /orders", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n")),
  );
}
