import { and, desc, inArray, lt, sql } from "drizzle-orm";
import type { ProductType } from "@vayu/shared/catalog";
import type { ContentLang } from "@vayu/shared/localised-content";
import type { DbOrTx } from "../../db/client";
import { priceAndStockWhere } from "./listing";
import { findProducts } from "./product-query";
import { payablePaise } from "./sale-prices";
import { products } from "./tables";

/** How many cards a home page row shows (docs/decisions/335-home-that-sells.md). */
export const HOME_ROW_SIZE = 8;

/** Of the products `ids`, those a shopper can buy now (shown and in stock), in the order of `ids`. */
export async function buyableInOrder(db: DbOrTx, ids: readonly string[], lang: ContentLang): Promise<ProductType[]> {
  if (ids.length === 0) return [];
  const rank = new Map(ids.map((id, index) => [id, index]));
  const buyable = await findProducts(db, and(inArray(products.id, [...ids]), priceAndStockWhere({ inStock: true })), undefined, undefined, lang);
  return buyable.sort((a, b) => (rank.get(a._id) ?? 0) - (rank.get(b._id) ?? 0));
}

/** The share of the list price a shopper saves now: what deals are ordered by. */
const discountShare = sql`(${products.pricePaise} - ${payablePaise})::float8 / ${products.pricePaise}`;

/** Products on sale now (a running sale or a standing sale price) that can be bought, the biggest discount first. */
export async function listDeals(db: DbOrTx, lang: ContentLang): Promise<ProductType[]> {
  return findProducts(
    db,
    and(lt(payablePaise, products.pricePaise), priceAndStockWhere({ inStock: true })),
    undefined,
    { order: [desc(discountShare), desc(products.createdAt), desc(products.id)], limit: HOME_ROW_SIZE },
    lang,
  );
}
