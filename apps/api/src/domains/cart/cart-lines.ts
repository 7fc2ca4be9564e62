import { asc, eq } from "drizzle-orm";
import type { UnavailableCartLineType } from "@vayu/shared/cart";
import type { ProductType } from "@vayu/shared/catalog";
import type { DbOrTx } from "../../db/client";
import { findProductsByIds, productTitles } from "../catalog/index";
import { cartItems } from "./tables";

export interface CartLine {
  product: ProductType;
  quantity: number;
}

/**
 * The shopper's cart: lines that can be bought, and lines whose product staff have hidden
 * (ADR 066). `stock` counts the units this shopper holds for their own checkout as theirs.
 */
export interface CartContents {
  lines: CartLine[];
  unavailable: UnavailableCartLineType[];
}

export async function loadCartContents(db: DbOrTx, userId: string): Promise<CartContents> {
  const items = await db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt));
  const ids = items.map((i) => i.productId);
  const [productsById, titles] = await Promise.all([findProductsByIds(db, ids, userId), productTitles(db, ids)]);
  const contents: CartContents = { lines: [], unavailable: [] };
  for (const item of items) {
    const product = productsById.get(item.productId);
    if (product) contents.lines.push({ product, quantity: item.quantity });
    else contents.unavailable.push({ _id: item.productId, title: titles.get(item.productId) ?? "" });
  }
  return contents;
}

/** The shopper's cart lines with full product data; hidden products drop out. */
export async function loadCartLines(db: DbOrTx, userId: string): Promise<CartLine[]> {
  return (await loadCartContents(db, userId)).lines;
}
