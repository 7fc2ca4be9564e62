import { boolean, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { BannerHiType, BlogHiType, TestimonialHiType } from "@vayu/shared/localised-content";
import { id, timestamps } from "../../db/columns";

export const banners = pgTable("banners", {
  id: id(),
  image: text().notNull(),
  alt: text().notNull().default(""),
  link: text(),
  /** Write `alt` over the picture as its headline: for a photo without words (docs/decisions/174-banner-headlines-and-links.md). */
  showHeadline: boolean().notNull().default(false),
  sortOrder: integer().notNull().default(0),
  active: boolean().notNull().default(true),
  /** Written by the demo seed (docs/decisions/193-first-start-and-demo-content.md). */
  demo: boolean().notNull().default(false),
  /** The Hindi words (docs/decisions/313-hindi-content-fields.md); null: none. */
  hi: jsonb().$type<BannerHiType>(),
  ...timestamps,
});

export const blogs = pgTable("blogs", {
  id: id(),
  title: text().notNull(),
  description: text().notNull(),
  body: text().notNull().default(""),
  image: text().notNull(),
  published: boolean().notNull().default(true),
  /** Written by the demo seed (docs/decisions/193-first-start-and-demo-content.md). */
  demo: boolean().notNull().default(false),
  /** The Hindi texts (docs/decisions/313-hindi-content-fields.md); null: none. */
  hi: jsonb().$type<BlogHiType>(),
  ...timestamps,
});

export const testimonials = pgTable("testimonials", {
  id: id(),
  name: text().notNull(),
  message: text().notNull(),
  image: text().notNull(),
  sortOrder: integer().notNull().default(0),
  active: boolean().notNull().default(true),
  /** Written by the demo seed (docs/decisions/193-first-start-and-demo-content.md). */
  demo: boolean().notNull().default(false),
  /** The Hindi message (docs/decisions/313-hindi-content-fields.md); null: none. */
  hi: jsonb().$type<TestimonialHiType>(),
  ...timestamps,
});
