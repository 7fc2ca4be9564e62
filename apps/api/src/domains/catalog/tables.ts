import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { CategoryHiType, ProductHiType } from "@vayu/shared/localised-content";
import { id, timestamps } from "../../db/columns";

export const categories = pgTable("categories", {
  id: id(),
  name: text().notNull().unique(),
  image: text().notNull(),
  sortOrder: integer().notNull().default(0),
  /** The Hindi name; null: none (docs/decisions/313-hindi-content-fields.md). */
  hi: jsonb().$type<CategoryHiType>(),
  ...timestamps,
});

export const subcategories = pgTable(
  "subcategories",
  {
    id: id(),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    name: text().notNull(),
    image: text().notNull(),
    sortOrder: integer().notNull().default(0),
    /** The Hindi name; null: none (docs/decisions/313-hindi-content-fields.md). */
    hi: jsonb().$type<CategoryHiType>(),
    ...timestamps,
  },
  (t) => [index().on(t.categoryId)],
);

export const products = pgTable(
  "products",
  {
    id: id(),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id),
    subcategoryId: uuid()
      .notNull()
      .references(() => subcategories.id),
    title: text().notNull(),
    description: text().notNull(),
    pricePaise: integer().notNull(),
    salePricePaise: integer(),
    images: jsonb().$type<string[]>().notNull().default([]),
    /** The average of the visible reviews to one decimal, and their number; kept by the reviews domain (docs/decisions/171-reviews.md). */
    rating: doublePrecision().notNull().default(0),
    ratingCount: integer().notNull().default(0),
    stock: integer().notNull().default(0),
    /** GST: the HSN code and rate the tax invoice uses (docs/decisions/142-gst-product-data.md); prices include the tax. */
    hsn: text().notNull(),
    gstRatePercent: integer().notNull().default(18),
    countryOfOrigin: text().notNull().default("India"),
    /** The product's own warranty; null: the store's default (docs/decisions/191-product-warranty.md). */
    warranty: text(),
    /** Months the warranty card counts from delivery (docs/decisions/334-installation-and-warranty.md). */
    warrantyMonths: integer().notNull().default(12),
    /** Installed or demonstrated by a technician after delivery: the shopper books a visit (ADR 334). */
    needsInstallation: boolean().notNull().default(false),
    /** Hidden products drop out of the storefront, carts and wishlists but stay in past orders. */
    active: boolean().notNull().default(true),
    /** Written by the demo seed: `npm run demo:clear` removes it unless staff changed it since (docs/decisions/193-first-start-and-demo-content.md). */
    demo: boolean().notNull().default(false),
    /** The Hindi title and description (its specification lines under "विशेषताएँ"); null: none (docs/decisions/313-hindi-content-fields.md). */
    hi: jsonb().$type<ProductHiType>(),
    ...timestamps,
  },
  (t) => [
    index().on(t.categoryId),
    index().on(t.subcategoryId),
    // Listings page through active products in each sort order (docs/decisions/150-catalog-paging.md):
    // featured/newest, price paid, rating; across the catalog and within a category.
    // Descending sorts read these backwards.
    index("products_listing_created_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.active}`),
    index("products_listing_category_created_idx")
      .on(t.categoryId, t.createdAt, t.id)
      .where(sql`${t.active}`),
    index("products_listing_price_idx")
      .on(sql`coalesce(${t.salePricePaise}, ${t.pricePaise})`, t.createdAt, t.id)
      .where(sql`${t.active}`),
    index("products_listing_category_price_idx")
      .on(t.categoryId, sql`coalesce(${t.salePricePaise}, ${t.pricePaise})`, t.createdAt, t.id)
      .where(sql`${t.active}`),
    index("products_listing_rating_idx")
      .on(t.rating, t.createdAt, t.id)
      .where(sql`${t.active}`),
    index("products_listing_category_rating_idx")
      .on(t.categoryId, t.rating, t.createdAt, t.id)
      .where(sql`${t.active}`),
    check("products_price_positive", sql`${t.pricePaise} > 0`),
    check(
      "products_sale_below_price",
      sql`${t.salePricePaise} IS NULL OR (${t.salePricePaise} > 0 AND ${t.salePricePaise} < ${t.pricePaise})`,
    ),
    check("products_stock_non_negative", sql`${t.stock} >= 0`),
    check("products_rating_range", sql`${t.rating} >= 0 AND ${t.rating} <= 5`),
    check("products_hsn_digits", sql`${t.hsn} ~ '^[0-9]{4}([0-9]{2}){0,2}$'`),
    check("products_gst_rate", sql`${t.gstRatePercent} IN (0, 5, 18, 40)`),
    check("products_warranty_months_range", sql`${t.warrantyMonths} between 1 and 120`),
  ],
);

/**
 * Units held for a shopper while they pay (docs/purchase-flow.md). A hold counts against
 * the stock shoppers can buy until it is released, or its `expiresAt` passes; `expiresAt`
 * null holds it until the paid order is placed. `holderId` is the payment order.
 */
export const stockReservations = pgTable(
  "stock_reservations",
  {
    id: id(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    holderId: uuid().notNull(),
    userId: uuid().notNull(),
    quantity: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }),
    releasedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stock_reservations_active_idx")
      .on(t.productId)
      .where(sql`${t.releasedAt} IS NULL`),
    index().on(t.holderId),
    check("stock_reservations_quantity_positive", sql`${t.quantity} >= 1`),
  ],
);

/**
 * Scheduled sales (issue 30; docs/decisions/275-scheduled-sale-prices.md): from `startsAt` until
 * `endsAt` the products named, and every product of the categories named, sell at
 * `salePricePaise` or `percentOff` below their list price, when that is lower than their
 * standing sale price. Ids of products or categories deleted since simply match nothing.
 */
export const sales = pgTable(
  "sales",
  {
    id: id(),
    name: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    percentOff: integer(),
    salePricePaise: integer(),
    productIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    categoryIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    ...timestamps,
  },
  (t) => [
    index("sales_window_idx").on(t.endsAt, t.startsAt),
    check("sales_window_order", sql`${t.startsAt} < ${t.endsAt}`),
    check(
      "sales_one_discount",
      sql`(${t.percentOff} IS NULL) <> (${t.salePricePaise} IS NULL) AND (${t.percentOff} IS NULL OR ${t.percentOff} BETWEEN 1 AND 90) AND (${t.salePricePaise} IS NULL OR ${t.salePricePaise} > 0)`,
    ),
  ],
);
