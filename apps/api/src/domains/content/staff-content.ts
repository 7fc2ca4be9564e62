import { asc, desc } from "drizzle-orm";
import { storedHindi } from "@vayu/shared/localised-content";
import type { BannerBodyType, BannerPatchBodyType, StaffBannerType, StaffBlogType, StaffTestimonialType } from "@vayu/shared/staff-content";
import { banners, blogs, testimonials } from "./tables";
import { auditedCrud } from "../../audit/audited-crud";

/** The home page's content as staff edit it; the storefront reads the same tables (domains/content). */

export const bannerCrud = auditedCrud<typeof banners.$inferSelect, typeof banners.$inferInsert, StaffBannerType>({
  table: banners,
  entity: "banner",
  notFoundMessage: "Banner not found.",
  order: [asc(banners.sortOrder), asc(banners.createdAt)],
  toJson: (row): StaffBannerType => ({
    _id: row.id,
    image: row.image,
    headline: row.alt,
    showHeadline: row.showHeadline,
    link: row.link,
    active: row.active,
    sortOrder: row.sortOrder,
    hi: { ...(row.hi?.alt && { headline: row.hi.alt }), ...(row.hi?.image && { image: row.hi.image }) },
  }),
});

/**
 * The banner's headline is stored as its picture's alternative text, and written over it with
 * `showHeadline`; so is its Hindi one. The Hindi headline and picture, when sent, replace the stored ones.
 */
export function bannerValues(body: BannerBodyType): typeof banners.$inferInsert;
export function bannerValues(body: BannerPatchBodyType): Partial<typeof banners.$inferInsert>;
export function bannerValues({ headline, hi, ...rest }: BannerPatchBodyType): Partial<typeof banners.$inferInsert> {
  return {
    ...rest,
    ...(headline !== undefined && { alt: headline }),
    ...(hi !== undefined && { hi: storedHindi({ alt: hi?.headline, image: hi?.image }) }),
  };
}

/** A blog post's or testimonial's fields as stored: its Hindi texts, when sent, replace the stored ones. */
export function withHindi<B extends { hi?: Record<string, string | undefined> | null }>({ hi, ...rest }: B) {
  return { ...rest, ...(hi !== undefined && { hi: storedHindi(hi) }) };
}

export const blogCrud = auditedCrud<typeof blogs.$inferSelect, typeof blogs.$inferInsert, StaffBlogType>({
  table: blogs,
  entity: "blog",
  notFoundMessage: "Blog post not found.",
  order: [desc(blogs.createdAt)],
  toJson: (row): StaffBlogType => ({
    _id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    body: row.body,
    published: row.published,
    createdAt: row.createdAt.toISOString(),
    hi: row.hi ?? {},
  }),
});

export const testimonialCrud = auditedCrud<typeof testimonials.$inferSelect, typeof testimonials.$inferInsert, StaffTestimonialType>({
  table: testimonials,
  entity: "testimonial",
  notFoundMessage: "Testimonial not found.",
  order: [asc(testimonials.sortOrder), asc(testimonials.createdAt)],
  toJson: (row): StaffTestimonialType => ({
    _id: row.id,
    name: row.name,
    message: row.message,
    image: row.image,
    active: row.active,
    sortOrder: row.sortOrder,
    hi: row.hi ?? {},
  }),
});
