import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { products, sales } from "./tables";

/**
 * The price a shopper pays, in SQL (docs/product/promotions.md "Pricing order" step 1;
 * docs/decisions/275-scheduled-sale-prices.md): the standing sale price or the price of a
 * scheduled sale running now, whichever is lower; the list price when neither. Every read
 * of a product for shoppers (listing, product page, search, suggest, cart, wishlist, buy-now
 * and the payment order) selects these, so the storefront shows what the server charges.
 * "Now" is the database's clock, the same for every instance.
 */

/** A sale running at the database's `now()`: started, not yet ended. */
const running = sql`${sales.startsAt} <= now() and ${sales.endsAt} > now()`;

/** The sale covers the product of the outer row: by id, or by its category. */
const covers = sql`(${products.id} = any(${sales.productIds}) or ${products.categoryId} = any(${sales.categoryIds}))`;

/** The sale's price for the outer row's product: its price, or the percentage off the list price rounded down to the paisa. */
const salePriceOf = sql`coalesce(${sales.salePricePaise}, (${products.pricePaise}::bigint * (100 - ${sales.percentOff}) / 100)::int)`;

/** What a scheduled sale must beat: the standing sale price, or the list price. */
const standingPaise = sql`coalesce(${products.salePricePaise}, ${products.pricePaise})`;

/** Running sales of the outer row's product that lower its price. */
const lowering = sql`from ${sales} where ${running} and ${covers} and ${salePriceOf} < ${standingPaise}`;

/**
 * Whether any scheduled sale runs now. It names no column of the outer row, so the database
 * answers it once per query (an InitPlan) and, when no sale runs (the usual case), skips the
 * per-product subqueries below: a price sort of 2,000 products on PGlite took 80-170 ms with
 * them and 5-20 ms without (docs/performance.md, run of 2026-11-27).
 */
const anyRunning = sql`exists (select 1 from ${sales} where ${running})`;

/** The lowest price a running scheduled sale gives the product, when it beats the standing price; else null. */
export const scheduledSalePaise: SQL<number | null> = sql<number | null>`(case when ${anyRunning} then (select min(${salePriceOf}) ${lowering}) end)`;

/** When the sale giving that price ends; null when no running sale lowers the price. */
export const scheduledSaleEndsAt: SQL<Date | null> = sql<Date | null>`(case when ${anyRunning} then (select ${sales.endsAt} ${lowering} order by ${salePriceOf} asc, ${sales.endsAt} desc limit 1) end)`.mapWith(
  (value: string | Date | null) => (value === null ? null : new Date(value)),
);

/** The product's sale price for shoppers: the scheduled one when it is lower, else the standing one (null: none). */
export const effectiveSalePaise: SQL<number | null> = sql<number | null>`coalesce(${scheduledSalePaise}, ${products.salePricePaise})`.mapWith(
  (value: string | number | null) => (value === null ? null : Number(value)),
);

/** The price a shopper pays: what filters and price sorts compare. */
export const payablePaise: SQL<number> = sql<number>`coalesce(${scheduledSalePaise}, ${products.salePricePaise}, ${products.pricePaise})`;

/**
 * The next moment a scheduled sale starts or ends (the database's clock), or null: what
 * shoppers pay changes then with no write, so every kept answer and cache lifetime ends by it.
 */
export async function nextSaleBoundary(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({
      at: sql<string | Date | null>`least(min(${sales.startsAt}) filter (where ${sales.startsAt} > now()), min(${sales.endsAt}) filter (where ${sales.endsAt} > now()))`,
    })
    .from(sales)
    .where(sql`${sales.endsAt} > now()`);
  return row?.at ? new Date(row.at) : null;
}

/** What a shopper pays for an active product now, in paise; null when there is no such product. */
export async function payablePriceOf(db: DbOrTx, productId: string): Promise<number | null> {
  const [row] = await db
    .select({ paise: payablePaise })
    .from(products)
    .where(sql`${products.id} = ${productId} and ${products.active}`);
  return row?.paise ?? null;
}
