import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { SearchInsightsResponseType } from "@vayu/shared/search";
import type { DbOrTx } from "../../db/client";
import { normaliseQuery } from "./query-terms";
import { searchQueries } from "./tables";

// What shoppers searched for, kept for the staff's search insights (GET /api/admin/search/insights).

/** Looks like an e-mail address or a phone number: never stored. */
const personal = /@|\d{7,}/;

/** One row per search a shopper ran from the results page, for the staff's insights. */
export async function recordSearch(db: DbOrTx, q: string, results: number): Promise<void> {
  const query = normaliseQuery(q);
  if (personal.test(query.replace(/[\s-]/g, ""))) return;
  await db.insert(searchQueries).values({ query, results });
}

export const INSIGHT_DAYS = 30;
const INSIGHT_ROWS = 20;

export async function searchInsights(db: DbOrTx): Promise<SearchInsightsResponseType> {
  const recent = sql`${searchQueries.createdAt} > now() - make_interval(days => ${INSIGHT_DAYS})`;
  const top = (where: SQL) =>
    db
      .select({ query: searchQueries.query, count: sql<number>`count(*)::int`.mapWith(Number) })
      .from(searchQueries)
      .where(where)
      .groupBy(searchQueries.query)
      .orderBy(desc(sql`count(*)`), asc(searchQueries.query))
      .limit(INSIGHT_ROWS);
  const [topQueries, zeroResultQueries] = await Promise.all([
    top(recent),
    top(and(recent, eq(searchQueries.results, 0))!),
  ]);
  return { days: INSIGHT_DAYS, topQueries, zeroResultQueries };
}
