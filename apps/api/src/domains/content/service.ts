import { and, asc, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { BannerType, BlogType, TestimonialType } from "@vayu/shared/content";
import { localisedContent, type BlogHiType, type ContentLang } from "@vayu/shared/localised-content";
import type { DbOrTx } from "../../db/client";
import { notFound } from "../../http/errors";
import { banners, blogs, testimonials } from "./tables";

export const BLOG_NOT_FOUND = "Blog post not found.";

/**
 * The public reads answer in `lang`: Hindi over English field by field, the fields left in
 * English named in `untranslated` (docs/decisions/313-hindi-content-fields.md).
 */

export async function listBanners(db: DbOrTx, lang: ContentLang = "en"): Promise<BannerType[]> {
  const rows = await db
    .select({ id: banners.id, image: banners.image, alt: banners.alt, showHeadline: banners.showHeadline, link: banners.link, hi: banners.hi })
    .from(banners)
    .where(eq(banners.active, true))
    .orderBy(asc(banners.sortOrder), asc(banners.createdAt));
  return rows.map(({ id, image, alt, showHeadline, link, hi }) => ({
    _id: id,
    ...(showHeadline
      ? { image: (lang === "hi" && hi?.image) || image, ...localisedContent({ headline: alt }, { headline: hi?.alt }, lang, ["headline"]) }
      : // A picture with drawn words: its Hindi drawing and words where staff gave them (docs/decisions/337-hindi-banner-pictures.md).
        localisedContent({ image, alt }, hi, lang, ["image", "alt"])),
    ...(link !== null && { link }),
  }));
}

const blogSummary = {
  id: blogs.id,
  image: blogs.image,
  title: blogs.title,
  description: blogs.description,
  createdAt: blogs.createdAt,
  hi: blogs.hi,
};

type BlogRow = { id: string; image: string; title: string; description: string; createdAt: Date; hi: BlogHiType | null };

/** A post in `lang`; its body only when `body` is given (the list leaves bodies out). */
function toBlog({ id, image, title, description, createdAt, hi }: BlogRow, lang: ContentLang, body?: string): BlogType {
  const texts =
    body === undefined
      ? localisedContent({ title, description }, hi, lang, ["title", "description"])
      : localisedContent({ title, description, body }, hi, lang, ["title", "description", "body"]);
  return { _id: id, image, ...texts, createdAt: createdAt.toISOString() };
}

/** Published posts, newest first; the list leaves out the bodies. */
export async function listBlogs(db: DbOrTx, lang: ContentLang = "en"): Promise<BlogType[]> {
  const rows = await db.select(blogSummary).from(blogs).where(eq(blogs.published, true)).orderBy(desc(blogs.createdAt));
  return rows.map((row) => toBlog(row, lang));
}

const isUuid = (value: string) => z.uuid().safeParse(value).success;

export async function getBlog(db: DbOrTx, id: string, lang: ContentLang = "en"): Promise<BlogType> {
  // Fallback ids such as "quality-products" live in the storefront: they are simply not here.
  if (!isUuid(id)) throw notFound(BLOG_NOT_FOUND);
  const [row] = await db
    .select({ ...blogSummary, body: blogs.body })
    .from(blogs)
    .where(and(eq(blogs.id, id), eq(blogs.published, true)));
  if (!row) throw notFound(BLOG_NOT_FOUND);
  return toBlog(row, lang, row.body);
}

/** Active testimonials; the shopper's name stays as written, the message in `lang`. */
export async function listTestimonials(db: DbOrTx, lang: ContentLang = "en"): Promise<TestimonialType[]> {
  const rows = await db
    .select({ id: testimonials.id, name: testimonials.name, message: testimonials.message, image: testimonials.image, hi: testimonials.hi })
    .from(testimonials)
    .where(eq(testimonials.active, true))
    .orderBy(asc(testimonials.sortOrder), asc(testimonials.createdAt));
  return rows.map(({ id, name, message, image, hi }) => ({ _id: id, name, ...localisedContent({ message }, hi, lang, ["message"]), image }));
}
