import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Locale } from "@vayu/shared/locale";
import type { DbOrTx } from "../../db/client";
import { mailLanguage, type MailLanguage } from "../../mail/language";
import { products } from "../catalog/tables";
import { orders } from "./tables";

/** An order's e-mail language, naming its products in it: the Hindi title where staff wrote one. */
export interface OrderLanguage extends MailLanguage {
  productTitle: (product: { _id: string; title: string }) => string;
}

/** Names the products as the order has them (English): English e-mails, and Hindi ones without Hindi titles. */
export const withOrderTitles = (language: MailLanguage, titles: ReadonlyMap<string, string> = new Map()): OrderLanguage => ({
  ...language,
  productTitle: (product) => titles.get(product._id) ?? product.title,
});

/**
 * The language of the order's e-mails and messages (`orders.locale`, ADR 310) with its
 * products' Hindi titles (ADR 313) read at send time for a Hindi order.
 */
export async function orderLanguage(db: DbOrTx, order: { _id: string; products: { product: { _id: string } }[] }): Promise<OrderLanguage> {
  const [row] = await db.select({ locale: orders.locale }).from(orders).where(eq(orders.id, order._id));
  const locale: Locale = row?.locale ?? "en";
  const language = mailLanguage(locale);
  if (locale === "en") return withOrderTitles(language);
  return withOrderTitles(language, await hindiTitles(db, order.products.map((line) => line.product._id)));
}

/** The Hindi titles staff wrote for `ids` (ADR 313), by product id; a product without one is left out. */
export async function hindiTitles(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const title = sql<string>`${products.hi}->>'title'`;
  const rows = await db
    .select({ id: products.id, title })
    .from(products)
    .where(and(inArray(products.id, [...new Set(ids)]), isNotNull(title), sql`${title} <> ''`));
  return new Map(rows.map((r) => [r.id, r.title]));
}
