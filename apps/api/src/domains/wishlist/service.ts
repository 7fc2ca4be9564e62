import { and, desc, eq } from "drizzle-orm";
import type { ProductType } from "@vayu/shared/catalog";
import type { ContentLang } from "@vayu/shared/localised-content";
import { messages } from "@vayu/shared/messages";
import type { Db, DbOrTx } from "../../db/client";
import { notFound } from "../../http/errors";
import { findProductsByIds } from "../catalog/index";
import { wishlistItems } from "./tables";

/** The shopper's wishlist, newest first, its texts in `lang`; hidden or deleted products drop out. */
export async function loadWishlist(db: DbOrTx, userId: string, lang: ContentLang = "en"): Promise<ProductType[]> {
  const items = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
  const productsById = await findProductsByIds(
    db,
    items.map((i) => i.productId),
    undefined,
    lang,
  );
  return items.flatMap((item) => productsById.get(item.productId) ?? []);
}

/** Adds a product; adding one already there changes nothing (a wishlist is a set, ADR 040). */
export async function addToWishlist(db: Db, userId: string, productId: string, lang: ContentLang = "en"): Promise<ProductType[]> {
  return db.transaction(async (tx) => {
    const found = await findProductsByIds(tx, [productId]);
    if (!found.has(productId)) throw notFound(messages.catalog.productNotFound);
    await tx.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
    return loadWishlist(tx, userId, lang);
  });
}

/** Removes a product; removing one that is not there changes nothing (ADR 040). */
export async function removeFromWishlist(db: Db, userId: string, productId: string, lang: ContentLang = "en"): Promise<ProductType[]> {
  return db.transaction(async (tx) => {
    await tx
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
    return loadWishlist(tx, userId, lang);
  });
}
