import { asc, eq, inArray } from "drizzle-orm";
import type { CategoryType, ListingQuery, ProductType, ProductsResponseType } from "@vayu/shared/catalog";
import { localisedContent, localisedName, type ContentLang } from "@vayu/shared/localised-content";
import { messages } from "@vayu/shared/messages";
import type { DbOrTx } from "../../db/client";
import { notFound } from "../../http/errors";
import { categoryPriceQuartiles, listProductPage } from "./listing";
import { findProducts } from "./product-query";
import { categories, products, subcategories } from "./tables";

const categoryNotFound = "Category not found.";

export async function getProduct(db: DbOrTx, id: string, lang: ContentLang = "en"): Promise<ProductType> {
  const [product] = await findProducts(db, eq(products.id, id), undefined, undefined, lang);
  if (!product) throw notFound(messages.catalog.productNotFound);
  return product;
}

async function requireCategory(db: DbOrTx, categoryId: string) {
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!category) throw notFound(categoryNotFound);
}

/** Active products of one category; an unknown category is a 404, an empty one an empty list. */
export async function listCategoryProducts(db: DbOrTx, categoryId: string, query: ListingQuery): Promise<ProductsResponseType> {
  await requireCategory(db, categoryId);
  return listProductPage(db, query, categoryId);
}

/** The quick price ranges' quartiles of one category; an unknown category is a 404. */
export async function getCategoryPriceQuartiles(db: DbOrTx, categoryId: string): Promise<number[]> {
  await requireCategory(db, categoryId);
  return categoryPriceQuartiles(db, categoryId);
}

/** The ids of the products the storefront shows, oldest first (the sitemap's product pages). */
export async function listActiveProductIds(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ id: products.id }).from(products).where(eq(products.active, true)).orderBy(asc(products.createdAt), asc(products.id));
  return rows.map((row) => row.id);
}

/** Every category with its subcategories, both in the staff's sort order, named in `lang` (English where there is no Hindi). */
export async function listCategories(db: DbOrTx, lang: ContentLang = "en"): Promise<CategoryType[]> {
  const rows = await db
    .select({ id: categories.id, name: categories.name, image: categories.image, hi: categories.hi })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  if (rows.length === 0) return [];
  const subs = await db
    .select({
      id: subcategories.id,
      categoryId: subcategories.categoryId,
      name: subcategories.name,
      image: subcategories.image,
      hi: subcategories.hi,
    })
    .from(subcategories)
    .where(
      inArray(
        subcategories.categoryId,
        rows.map((c) => c.id),
      ),
    )
    .orderBy(asc(subcategories.sortOrder), asc(subcategories.name));
  return rows.map((c) => {
    const { name, slug, untranslated } = localisedName(c.name, c.hi, lang);
    return {
      _id: c.id,
      name,
      ...(slug !== undefined && { slug }),
      image: c.image,
      subcategories: subs
        .filter((s) => s.categoryId === c.id)
        .map((s) => ({ _id: s.id, ...localisedContent({ name: s.name }, s.hi, lang, ["name"]), image: s.image })),
      ...(untranslated && { untranslated }),
    };
  });
}
