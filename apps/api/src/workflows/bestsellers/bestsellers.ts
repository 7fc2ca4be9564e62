import type { ProductType } from "@vayu/shared/catalog";
import type { ContentLang } from "@vayu/shared/localised-content";
import type { DbOrTx } from "../../db/client";
import { buyableInOrder, HOME_ROW_SIZE } from "../../domains/catalog/index";
import { istMidnight, unitsSoldSince } from "../../domains/orders/index";

/** Fewer bestsellers than one desktop line of cards are no bestsellers: the row is left out (docs/decisions/335-home-that-sells.md). */
export const BESTSELLERS_MIN = 4;
/** Days of orders counted: today and the 30 whole days of India's calendar before it. */
const BESTSELLER_DAYS = 30;
/** Sold products read before the hidden and sold-out ones are left out. */
const CANDIDATES = HOME_ROW_SIZE * 3;

/** When the bestsellers' window moves on without any write: the next midnight in India. */
export const bestsellersValidUntil = (now: number) => istMidnight(new Date(now), -1).getTime();

/**
 * The products most bought in the last 30 days, by units of orders that count as sales, that a
 * shopper can buy now; none when fewer than `BESTSELLERS_MIN` qualify (never made up).
 */
export async function listBestsellers(db: DbOrTx, lang: ContentLang, now = new Date()): Promise<ProductType[]> {
  const sold = await unitsSoldSince(db, istMidnight(now, BESTSELLER_DAYS), CANDIDATES);
  if (sold.length < BESTSELLERS_MIN) return [];
  const ranked = (await buyableInOrder(db, sold.map((line) => line.productId), lang)).slice(0, HOME_ROW_SIZE);
  return ranked.length < BESTSELLERS_MIN ? [] : ranked;
}
