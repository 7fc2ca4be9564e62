import { asc, eq } from "drizzle-orm";
import { priceCart, productLine, type CartTotals } from "@vayu/shared/pricing";
import type { Product } from "@vayu/shared/catalog";
import type { DbOrTx } from "../../db/client";
import { findProductsByIds } from "../catalog/product-query";
import { cartItems } from "./tables";

export interface CartLine {
  product: Product;
  quantity: number;
}

/**
 * The shopper's cart lines with full product data; hidden or deleted products drop out.
 * `stock` counts the units this shopper holds for their own checkout as theirs.
 */
export async function loadCartLines(db: DbOrTx, userId: string): Promise<CartLine[]> {
  const items = await db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt));
  const productsById = await findProductsByIds(
    db,
    items.map((i) => i.productId),
    userId,
  );
  return items.flatMap((item) => {
    const product = productsById.get(item.productId);
    return product ? [{ product, quantity: item.quantity }] : [];
  });
}

/** Server-side totals of cart lines, through the shared pricing function. */
export function priceCartLines(lines: readonly CartLine[]): CartTotals {
  return priceCart(lines.map(({ product, quantity }) => productLine(product, quantity)));
}
