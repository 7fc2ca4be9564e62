import { z } from "zod";
import { untranslatedFields } from "./localised-content";

/** Contracts of the content endpoints (docs/product/http-contract.md "Content") and the storefront's built-in content. */

export const Banner = z.object({
  _id: z.string(),
  image: z.string(),
  /** What the banner says, for screen readers, when the picture carries the words. */
  alt: z.string().optional(),
  /** What the banner says, written over a picture without words (docs/decisions/174-banner-headlines-and-links.md). */
  headline: z.string().optional(),
  /** Where the banner leads: a store path or an https address. */
  link: z.string().optional(),
  /**
   * On `?lang=hi` answers: the fields shown in English, for want of a Hindi text (docs/decisions/313-hindi-content-fields.md);
   * "image" when a picture with drawn words has no Hindi one (docs/decisions/337-hindi-banner-pictures.md).
   */
  untranslated: untranslatedFields(["alt", "headline", "image"]),
});
export type BannerType = z.infer<typeof Banner>;

/**
 * A blog post. `body` is plain text: blocks separated by a blank line, a block starting
 * with "## " is a subheading and a block whose lines start with "- " is a bulleted list.
 */
export const Blog = z.object({
  _id: z.string(),
  image: z.string(),
  title: z.string(),
  description: z.string(),
  body: z.string().optional(),
  createdAt: z.string().optional(),
  untranslated: untranslatedFields(["title", "description", "body"]),
});
export type BlogType = z.infer<typeof Blog>;

export const Testimonial = z.object({
  _id: z.string(),
  name: z.string(),
  message: z.string(),
  /** Portrait URL; empty when only the initials are shown. */
  image: z.string(),
  untranslated: untranslatedFields(["message"]),
});
export type TestimonialType = z.infer<typeof Testimonial>;

/** GET /banner. */
export const BannersResponse = z.object({ banners: z.array(Banner) });
export type BannersResponseType = z.infer<typeof BannersResponse>;
/** GET /blogs. */
export const BlogsResponse = z.object({ data: z.array(Blog) });
export type BlogsResponseType = z.infer<typeof BlogsResponse>;
/** GET /blogs/:id. */
export const BlogResponse = z.object({ data: Blog });
export type BlogResponseType = z.infer<typeof BlogResponse>;
/** GET /testimonials. */
export const TestimonialsResponse = z.object({ data: z.array(Testimonial) });
export type TestimonialsResponseType = z.infer<typeof TestimonialsResponse>;

/** `:id` of GET /blogs/:id; anything that is not a stored id is a 404, never a 500. */
export const BlogIdParams = z.object({ id: z.string().max(100) });

export * from "./content-text";
