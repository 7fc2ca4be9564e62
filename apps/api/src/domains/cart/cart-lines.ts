import { asc, eq } from "drizzle-orm";
import type { UnavailableCartLineType } from "@vayu/shared/cart";
import type { ProductType } from "@vayu/shared/catalog";
import type { ContentLang } from "@vayu/shared/localised-content";
import type { DbOrTx } from "../../db/client";
import { findProductsByIds, hindiProductTitles, productTitles } from "../catalog/index";
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

/**
 * The cart with its products' texts in `lang`, the shopper's page language (`request.locale`):
 * Hindi where staff wrote it, English named in `untranslated` where not
 * (docs/decisions/313-hindi-content-fields.md). Checkout reads it in English: an order keeps
 * the English title it was bought under.
 */
export async function loadCartContents(db: DbOrTx, userId: string, lang: ContentLang = "en"): Promise<CartContents> {
  const items = await db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt));
  const productsById = await findProductsByIds(db, items.map((i) => i.productId), userId, lang);
  // Only a hidden product's line needs its title read on its own: most carts have none.
  const hidden = items.map((i) => i.productId).filter((id) => !productsById.has(id));
  const [titles, hindiTitles] = await Promise.all([
    productTitles(db, hidden),
    lang === "hi" ? hindiProductTitles(db, hidden) : new Map<string, string>(),
  ]);
  const contents: CartContents = { lines: [], unavailable: [] };
  for (const item of items) {
    const product = productsById.get(item.productId);
    if (product) contents.lines.push({ product, quantity: item.quantity });
    else contents.unavailable.push(unavailableLine(item.productId, titles.get(item.productId) ?? "", hindiTitles.get(item.productId), lang));
  }
  return contents;
}

/** A hidden product's line: its title in `lang`, the English one marked when staff wrote no Hindi. */
function unavailableLine(id: string, title: string, hindi: string | undefined, lang: ContentLang): UnavailableCartLineType {
  if (lang === "en") return { _id: id, title };
  return hindi ? { _id: id, title: hindi, untranslated: [] } : { _id: id, title, untranslated: ["title"] };
}

/** The shopper's cart lines with full product data; hidden products drop out. */
export async function loadCartLines(db: DbOrTx, userId: string): Promise<CartLine[]> {
  return (await loadCartContents(db, userId)).lines;
}
