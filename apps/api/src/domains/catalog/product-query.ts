import { and, asc, count, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ProductType } from "@vayu/shared/catalog";
import { localisedContent, localisedName, type CategoryHiType, type ContentLang, type ProductHiType } from "@vayu/shared/localised-content";
import { paiseToRupees } from "@vayu/shared/money";
import { productWarranty } from "@vayu/shared/site-settings";
import { getSettings } from "../settings/index";
import type { DbOrTx } from "../../db/client";
import { effectiveSalePaise, scheduledSaleEndsAt } from "./sale-prices";
import { buyableStockSql } from "./stock";
import { categories, products, subcategories } from "./tables";

const productColumns = {
  id: products.id,
  title: products.title,
  description: products.description,
  pricePaise: products.pricePaise,
  salePricePaise: effectiveSalePaise,
  saleEndsAt: scheduledSaleEndsAt,
  images: products.images,
  rating: products.rating,
  ratingCount: products.ratingCount,
  createdAt: products.createdAt,
  hsn: products.hsn,
  gstRatePercent: products.gstRatePercent,
  countryOfOrigin: products.countryOfOrigin,
  warranty: products.warranty,
  categoryId: categories.id,
  categoryName: categories.name,
  subcategoryId: subcategories.id,
  subcategoryName: subcategories.name,
  hi: products.hi,
  categoryHi: categories.hi,
  subcategoryHi: subcategories.hi,
};

export type ProductRow = {
  id: string;
  title: string;
  description: string;
  pricePaise: number;
  /** The sale price shoppers pay now: the standing one or a running scheduled sale's, whichever is lower. */
  salePricePaise: number | null;
  /** When the scheduled sale that sets `salePricePaise` ends; null or absent when none does. */
  saleEndsAt?: Date | null;
  images: string[];
  rating: number;
  ratingCount: number;
  stock: number;
  createdAt: Date;
  hsn: string;
  gstRatePercent: number;
  countryOfOrigin: string;
  warranty: string | null;
  categoryId: string;
  categoryName: string;
  subcategoryId: string;
  subcategoryName: string;
  /** The Hindi texts of the product, its category and its subcategory (docs/decisions/313-hindi-content-fields.md). */
  hi: ProductHiType | null;
  categoryHi: CategoryHiType | null;
  subcategoryHi: CategoryHiType | null;
};

/**
 * A product as the contract shows it: rupees at the edge, `salePrice` only when there is one;
 * with no warranty of its own, it carries the store's default (ADR 191); its texts in `lang`,
 * English where there is no Hindi (docs/decisions/313-hindi-content-fields.md).
 */
export function toProductJson(row: ProductRow, defaultWarranty: string, lang: ContentLang = "en"): ProductType {
  const texts = localisedContent({ title: row.title, description: row.description }, row.hi, lang, ["title", "description"]);
  return {
    _id: row.id,
    title: texts.title,
    price: paiseToRupees(row.pricePaise),
    ...(row.salePricePaise !== null ? { salePrice: paiseToRupees(row.salePricePaise) } : {}),
    ...(row.saleEndsAt ? { saleEndsAt: row.saleEndsAt.toISOString() } : {}),
    images: row.images,
    description: texts.description,
    rating: row.rating,
    ratingCount: row.ratingCount,
    stock: row.stock,
    category: { _id: row.categoryId, ...localisedName(row.categoryName, row.categoryHi, lang) },
    subcategory: { _id: row.subcategoryId, ...localisedContent({ name: row.subcategoryName }, row.subcategoryHi, lang, ["name"]) },
    createdAt: row.createdAt.toISOString(),
    hsn: row.hsn,
    gstRate: row.gstRatePercent,
    countryOfOrigin: row.countryOfOrigin,
    warranty: productWarranty(row.warranty, defaultWarranty),
    ...(texts.untranslated && { untranslated: texts.untranslated }),
  };
}

const sub = alias(subcategories, "sub");

/** How much of a list to read, in what order: the catalogue's own order (oldest first) and all of it by default. */
export interface RowWindow {
  order?: SQL[];
  limit?: number;
  offset?: number;
}

const catalogueOrder = [asc(products.createdAt), asc(products.id)];

/**
 * Active products (with their category and subcategory names) matching `where`. `stock` is
 * what can be bought now: units held for paying shoppers are not offered, except to the
 * shopper `viewerId` who holds them.
 */
export async function findProductRows(
  db: DbOrTx,
  where?: SQL,
  viewerId?: string,
  window: RowWindow = {},
): Promise<ProductRow[]> {
  const query = db
    .select({
      ...productColumns,
      stock: buyableStockSql(viewerId),
      subcategoryId: sub.id,
      subcategoryName: sub.name,
      subcategoryHi: sub.hi,
    })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .innerJoin(sub, eq(products.subcategoryId, sub.id))
    .where(and(eq(products.active, true), where))
    .orderBy(...(window.order ?? catalogueOrder))
    .$dynamic();
  if (window.limit !== undefined) query.limit(window.limit).offset(window.offset ?? 0);
  return query;
}

/** How many active products match `where`. */
export async function countProducts(db: DbOrTx, where?: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.active, true), where));
  return row?.n ?? 0;
}

export async function findProducts(
  db: DbOrTx,
  where?: SQL,
  viewerId?: string,
  window?: RowWindow,
  lang: ContentLang = "en",
): Promise<ProductType[]> {
  const { defaultWarranty } = await getSettings(db);
  return (await findProductRows(db, where, viewerId, window)).map((row) =>
    toProductJson(row, defaultWarranty, lang),
  );
}

/** Active products by id, as a map, their texts in `lang`; unknown, hidden or deleted ids are simply absent. */
export async function findProductsByIds(
  db: DbOrTx,
  ids: readonly string[],
  viewerId?: string,
  lang: ContentLang = "en",
): Promise<Map<string, ProductType>> {
  if (ids.length === 0) return new Map();
  const rows = await findProducts(db, inArray(products.id, [...ids]), viewerId, undefined, lang);
  return new Map(rows.map((p) => [p._id, p]));
}

/** Each product's HSN code and GST rate as they stand now (hidden products too): what a tax invoice freezes. */
export async function gstOfProducts(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, { hsn: string; gstRatePercent: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, hsn: products.hsn, gstRatePercent: products.gstRatePercent })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Map(rows.map((r) => [r.id, { hsn: r.hsn, gstRatePercent: r.gstRatePercent }]));
}

/** The titles of these products, hidden ones included, by id. */
export async function productTitles(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** The Hindi titles staff wrote for `ids` (docs/decisions/313-hindi-content-fields.md), by product id; one without is left out. */
export async function hindiProductTitles(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const title = sql<string>`${products.hi}->>'title'`;
  const rows = await db
    .select({ id: products.id, title })
    .from(products)
    .where(and(inArray(products.id, [...new Set(ids)]), isNotNull(title), sql`${title} <> ''`));
  return new Map(rows.map((row) => [row.id, row.title]));
}
