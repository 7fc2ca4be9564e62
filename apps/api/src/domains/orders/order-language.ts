import { eq } from "drizzle-orm";
import type { Locale } from "@vayu/shared/locale";
import type { DbOrTx } from "../../db/client";
import { mailLanguage, type MailLanguage } from "../../mail/language";
import { hindiProductTitles } from "../catalog/index";
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
  return withOrderTitles(language, await hindiProductTitles(db, order.products.map((line) => line.product._id)));
}
