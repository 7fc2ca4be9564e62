import { and, asc, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { BannerType, BlogType, TestimonialType } from "@vayu/shared/content";
import type { DbOrTx } from "../../db/client";
import { notFound } from "../../http/errors";
import { banners, blogs, testimonials } from "./tables";

export const BLOG_NOT_FOUND = "Blog post not found.";

export async function listBanners(db: DbOrTx): Promise<BannerType[]> {
  const rows = await db
    .select({ id: banners.id, image: banners.image, alt: banners.alt, showHeadline: banners.showHeadline, link: banners.link })
    .from(banners)
    .where(eq(banners.active, true))
    .orderBy(asc(banners.sortOrder), asc(banners.createdAt));
  return rows.map(({ id, image, alt, showHeadline, link }) => ({
    _id: id,
    image,
    ...(showHeadline ? { headline: alt } : { alt }),
    ...(link !== null && { link }),
  }));
}

const blogSummary = {
  id: blogs.id,
  image: blogs.image,
  title: blogs.title,
  description: blogs.description,
  createdAt: blogs.createdAt,
};

type BlogRow = { id: string; image: string; title: string; description: string; createdAt: Date; body?: string };

const toBlog = ({ id, createdAt, ...rest }: BlogRow): BlogType => ({ _id: id, ...rest, createdAt: createdAt.toISOString() });

/** Published posts, newest first; the list leaves out the bodies. */
export async function listBlogs(db: DbOrTx): Promise<BlogType[]> {
  const rows = await db.select(blogSummary).from(blogs).where(eq(blogs.published, true)).orderBy(desc(blogs.createdAt));
  return rows.map(toBlog);
}

const isUuid = (value: string) => z.uuid().safeParse(value).success;

export async function getBlog(db: DbOrTx, id: string): Promise<BlogType> {
  // Fallback ids such as "quality-products" live in the storefront: they are simply not here.
  if (!isUuid(id)) throw notFound(BLOG_NOT_FOUND);
  const [row] = await db
    .select({ ...blogSummary, body: blogs.body })
    .from(blogs)
    .where(and(eq(blogs.id, id), eq(blogs.published, true)));
  if (!row) throw notFound(BLOG_NOT_FOUND);
  return toBlog(row);
}

export async function listTestimonials(db: DbOrTx): Promise<TestimonialType[]> {
  const rows = await db
    .select({ id: testimonials.id, name: testimonials.name, message: testimonials.message, image: testimonials.image })
    .from(testimonials)
    .where(eq(testimonials.active, true))
    .orderBy(asc(testimonials.sortOrder), asc(testimonials.createdAt));
  return rows.map(({ id, ...rest }) => ({ _id: id, ...rest }));
}
