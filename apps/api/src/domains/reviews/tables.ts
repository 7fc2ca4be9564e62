import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { id, timestamps } from "../../db/columns";
import { users } from "../accounts/tables";
import { products } from "../catalog/tables";

/** A shopper's review of a product they received; one per shopper and product (docs/decisions/171-reviews.md). */
export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    /** Set by staff for an abusive review: it leaves the list and the product's rating. */
    hidden: boolean().notNull().default(false),
    /** Kept equal to the review's votes, so "most helpful first" sorts without counting. */
    helpfulCount: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("reviews_user_product_idx").on(t.userId, t.productId),
    index("reviews_product_visible_idx")
      .on(t.productId, t.createdAt)
      .where(sql`not ${t.hidden}`),
    index().on(t.createdAt),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

/** "Helpful" votes: one per shopper and review. */
export const reviewVotes = pgTable(
  "review_votes",
  {
    reviewId: uuid()
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index().on(t.userId)],
);

/** Up to four photos a verified buyer adds to their review (docs/decisions/332-review-photos.md). */
export const reviewPhotos = pgTable(
  "review_photos",
  {
    id: id(),
    reviewId: uuid()
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    /** The uploader, so their quota counts without joining reviews. */
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The largest WebP variant; its smaller widths sit beside it (apps/api/src/images/webp.ts). */
    url: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    /** Set by staff: the photo leaves public reads. */
    hidden: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.reviewId, t.createdAt), index().on(t.userId, t.createdAt)],
);
