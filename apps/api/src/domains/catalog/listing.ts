import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import {
  LISTING_LIMIT_DEFAULT,
  type ListingQuery,
  type ListingSort,
  type ProductsResponseType,
} from "@vayu/shared/catalog";
import { rupeesToPaise } from "@vayu/shared/money";
import type { DbOrTx } from "../../db/client";
import { countProducts, findProducts } from "./product-query";
import { payablePaise } from "./sale-prices";
import { buyableStockSql } from "./stock";
import { products } from "./tables";

export { payablePaise } from "./sale-prices";

export interface PriceAndStockFilters {
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
}

/** Rupee bounds on the price paid, and "in stock": what can be bought now, holds for paying shoppers left out. */
export function priceAndStockWhere(filters: PriceAndStockFilters): SQL | undefined {
  return and(
    filters.minPrice !== undefined ? gte(payablePaise, rupeesToPaise(filters.minPrice)) : undefined,
    filters.maxPrice !== undefined ? lte(payablePaise, rupeesToPaise(filters.maxPrice)) : undefined,
    filters.inStock ? sql`${buyableStockSql()} > 0` : undefined,
  );
}

/**
 * Each sort with its tie-breakers, so pages never overlap (docs/decisions/150-catalog-paging.md).
 * A descending sort reverses the whole key, so it reads the same index backwards.
 */
function listingOrder(sort: ListingSort): SQL[] {
  const up = (key: SQL | typeof products.rating) => [asc(key), asc(products.createdAt), asc(products.id)];
  const down = (key: SQL | typeof products.rating) => [
    desc(key),
    desc(products.createdAt),
    desc(products.id),
  ];
  switch (sort) {
    case "featured":
      return [asc(products.createdAt), asc(products.id)];
    case "newest":
      return [desc(products.createdAt), desc(products.id)];
    case "price-asc":
      return up(payablePaise);
    case "price-desc":
      return down(payablePaise);
    case "rating":
      return down(products.rating);
  }
}

/** Active products of the catalog (or one category), filtered and sorted by the server; one page when asked for. */
export async function listProductPage(
  db: DbOrTx,
  query: ListingQuery,
  categoryId?: string,
): Promise<ProductsResponseType> {
  const where = and(
    categoryId ? eq(products.categoryId, categoryId) : undefined,
    query.sub ? inArray(products.subcategoryId, query.sub) : undefined,
    priceAndStockWhere(query),
  );
  const paged = query.page !== undefined || query.limit !== undefined;
  if (!paged) {
    const data = await findProducts(db, where, undefined, { order: listingOrder(query.sort) }, query.lang);
    return { data, total: data.length };
  }
  const page = query.page ?? 1;
  const limit = query.limit ?? LISTING_LIMIT_DEFAULT;
  const [data, total] = await Promise.all([
    findProducts(db, where, undefined, {
      order: listingOrder(query.sort),
      limit,
      offset: (page - 1) * limit,
    }, query.lang),
    countProducts(db, where),
  ]);
  return { data, total, page, limit };
}

/** Fewer products than this give no quick price ranges: four ranges need four prices. */
const QUARTILES_MIN_PRODUCTS = 4;

/** The category's price quartiles in rupees (docs/decisions/153-storefront-listing-pages.md); none under four active products. */
export async function categoryPriceQuartiles(db: DbOrTx, categoryId: string): Promise<number[]> {
  const quartile = (fraction: number) =>
    sql<number>`(percentile_disc(${sql.raw(String(fraction))}) within group (order by ${payablePaise}))::int`.mapWith(Number);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number), q1: quartile(0.25), q2: quartile(0.5), q3: quartile(0.75) })
    .from(products)
    .where(and(eq(products.active, true), eq(products.categoryId, categoryId)));
  if (!row || row.count < QUARTILES_MIN_PRODUCTS) return [];
  return [row.q1, row.q2, row.q3].map((paise) => paise / 100);
}
