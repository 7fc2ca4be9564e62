import { z } from "zod";
import { BannerHiBody, BlogHi, BlogHiBody, TestimonialHi, TestimonialHiBody } from "./localised-content";
import { sortOrder, staffText as text, uploadedImage } from "./staff-http";

/** Staff editing of the home page's banners, the blog and the testimonials. */

const active = z.boolean({ message: "active must be true or false" });

/** A link inside the store ("/air-coolers/…") or to another site over https. */
const link = z
  .string({ message: "link must be text" })
  .trim()
  .max(300, { message: "link must be at most 300 characters" })
  .regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/, {
    message: "link must be a store path starting with / or an https:// address",
  });

/**
 * A banner's headline says what it offers: the picture's words for screen readers, or, with
 * `showHeadline`, written over a picture that has none.
 */
export const BannerBody = z
  .object({
    image: uploadedImage("image"),
    headline: text("headline", 3, 160),
    showHeadline: z.boolean({ message: "showHeadline must be true or false" }).optional(),
    link: link.nullable().optional(),
    active: active.optional(),
    sortOrder: sortOrder.optional(),
    /** The Hindi headline and picture (docs/decisions/337-hindi-banner-pictures.md); sent, they replace the stored ones. */
    hi: BannerHiBody.nullable().optional(),
  })
  .strict();
export type BannerBodyType = z.infer<typeof BannerBody>;
export const BannerPatchBody = BannerBody.partial().strict();
export type BannerPatchBodyType = z.infer<typeof BannerPatchBody>;

export const StaffBanner = z.object({
  _id: z.string(),
  image: z.string(),
  headline: z.string(),
  showHeadline: z.boolean(),
  link: z.string().nullable(),
  active: z.boolean(),
  sortOrder: z.number(),
  /**
   * The Hindi headline (docs/decisions/313-hindi-content-fields.md) and picture (docs/decisions/337-hindi-banner-pictures.md);
   * an answer without them (a server from before) reads as none.
   */
  hi: z.object({ headline: z.string().optional(), image: z.string().optional() }).default({}),
});
export type StaffBannerType = z.infer<typeof StaffBanner>;
export const StaffBannersResponse = z.object({ banners: z.array(StaffBanner) });
export const StaffBannerResponse = z.object({ banner: StaffBanner });
export type StaffBannersResponseType = z.infer<typeof StaffBannersResponse>;
export type StaffBannerResponseType = z.infer<typeof StaffBannerResponse>;

export const BlogBody = z
  .object({
    title: text("title", 5, 160),
    description: text("description", 10, 400),
    image: uploadedImage("image"),
    body: text("body", 1, 20_000),
    published: active.optional(),
    /** The Hindi texts; sent, they replace the stored ones. */
    hi: BlogHiBody.nullable().optional(),
  })
  .strict();
export type BlogBodyType = z.infer<typeof BlogBody>;
export const BlogPatchBody = BlogBody.partial().strict();
export type BlogPatchBodyType = z.infer<typeof BlogPatchBody>;

export const StaffBlog = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  body: z.string(),
  published: z.boolean(),
  createdAt: z.string(),
  hi: BlogHi.default({}),
});
export type StaffBlogType = z.infer<typeof StaffBlog>;
export const StaffBlogsResponse = z.object({ blogs: z.array(StaffBlog) });
export const StaffBlogResponse = z.object({ blog: StaffBlog });
export type StaffBlogsResponseType = z.infer<typeof StaffBlogsResponse>;
export type StaffBlogResponseType = z.infer<typeof StaffBlogResponse>;

export const TestimonialBody = z
  .object({
    name: text("name", 2, 80),
    message: text("message", 10, 600),
    image: uploadedImage("image").or(z.literal("")).optional(),
    active: active.optional(),
    sortOrder: sortOrder.optional(),
    /** The Hindi message; sent, it replaces the stored one. */
    hi: TestimonialHiBody.nullable().optional(),
  })
  .strict();
export type TestimonialBodyType = z.infer<typeof TestimonialBody>;
export const TestimonialPatchBody = TestimonialBody.partial().strict();
export type TestimonialPatchBodyType = z.infer<typeof TestimonialPatchBody>;

export const StaffTestimonial = z.object({
  _id: z.string(),
  name: z.string(),
  message: z.string(),
  image: z.string(),
  active: z.boolean(),
  sortOrder: z.number(),
  hi: TestimonialHi.default({}),
});
export type StaffTestimonialType = z.infer<typeof StaffTestimonial>;
export const StaffTestimonialsResponse = z.object({ testimonials: z.array(StaffTestimonial) });
export const StaffTestimonialResponse = z.object({ testimonial: StaffTestimonial });
export type StaffTestimonialsResponseType = z.infer<typeof StaffTestimonialsResponse>;
export type StaffTestimonialResponseType = z.infer<typeof StaffTestimonialResponse>;
