import { and, asc, desc, eq, inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { SearchQuery, SearchResponseType } from "@vayu/shared/search";
import type { DbOrTx } from "../../db/client";
import { findProductRows, payablePaise, priceAndStockWhere, toProductJson } from "../catalog/index";
import { getSettings } from "../settings/index";
import { products } from "../catalog/tables";
import { normaliseQuery, parseQuery, type Synonyms } from "./query-terms";
import { productSearch } from "./tables";
import { matchWhere, rankedTitles, rankScore, relevanceOrder, textMatch, type Match, type RankedTitles } from "./match";
import { closestWordIn, correctSpelling } from "./spelling";

// The results page (GET /api/search): filters, sort orders, one ranked page of ids and the
// fall-backs to the corrected spelling and to trigram similarity.

function sortOrder(sort: SearchQuery["sort"], match: Match, score: SQLWrapper, titles: RankedTitles): SQL[] {
  const ties = relevanceOrder(match, score, products, titles);
  switch (sort) {
    case "relevance":
      return ties;
    case "price-asc":
      return [asc(payablePaise), ...ties];
    case "price-desc":
      return [desc(payablePaise), ...ties];
    case "rating":
      return [desc(products.rating), ...ties];
    case "newest":
      return [desc(products.createdAt), ...ties];
  }
}

interface Filters {
  categoryId?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
}

function filterWhere(filters: Filters): SQL | undefined {
  return and(
    filters.categoryId ? eq(products.categoryId, filters.categoryId) : undefined,
    priceAndStockWhere(filters),
  );
}

const hasFilters = (filters: Filters) =>
  Object.values(filters).some((value) => value !== undefined && value !== false);

/** How one page is asked for: its filters, order, size and place, and the titles exact matches are looked for in. */
interface PageOf {
  filters: Filters;
  sort: SearchQuery["sort"];
  limit: number;
  offset: number;
  titles: RankedTitles;
}

/** One page of matching product ids in order, with how many match in all. */
async function rankedIds(db: DbOrTx, match: Match, { filters, sort, limit, offset, titles }: PageOf) {
  // Each match's score is computed where its document (or title) is read, behind an OFFSET 0
  // fence; left to the planner it is computed after the join, which then carries every
  // matching document instead of a number: a quarter of a broad query's time. (Written out:
  // the query builder leaves out an offset of 0.)
  const source = match.kind === "text" ? productSearch : products;
  const key = match.kind === "text" ? productSearch.productId : products.id;
  const scored = db
    .select({ id: sql`${key}`.as("id"), score: rankScore(match).as("score") })
    .from(source)
    .where(matchWhere(match));
  const rows = await db
    .select({ id: products.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(sql`(${scored} offset 0) as matches`)
    .innerJoin(products, eq(products.id, sql`matches.id`))
    .where(and(eq(products.active, true), filterWhere(filters)))
    .orderBy(...sortOrder(sort, match, sql`matches.score`, titles))
    .limit(limit)
    .offset(offset);
  return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
}

async function countMatches(db: DbOrTx, match: Match, filters: Filters): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(productSearch)
    .innerJoin(products, eq(products.id, productSearch.productId))
    .where(and(eq(products.active, true), matchWhere(match), filterWhere(filters)));
  return row?.count ?? 0;
}

interface Found {
  ids: string[];
  total: number;
  /** Set when the ids are those of this corrected spelling. */
  correctedQuery?: string;
  /** The corrected spelling, when it differs from the query. */
  correction?: string;
}

/**
 * Matches as typed; when nothing matches, the corrected spelling; when that finds nothing
 * either, trigram similarity of the whole query to titles.
 */
async function find(db: DbOrTx, synonyms: Synonyms, query: string, page: PageOf): Promise<Found> {
  const parsed = parseQuery(query, synonyms);
  const asTyped = textMatch(query, parsed);
  if (asTyped) {
    const found = await rankedIds(db, asTyped, page);
    if (found.total > 0) return found;
  }
  const corrected = await correctSpelling(closestWordIn(db), query, parsed);
  const correction = corrected !== query ? corrected : undefined;
  const asCorrected = correction ? textMatch(correction, parseQuery(correction, synonyms)) : undefined;
  if (asCorrected) {
    const found = await rankedIds(db, asCorrected, page);
    if (found.total > 0) return { ...found, correctedQuery: correction };
  }
  return { ...(await rankedIds(db, { kind: "fuzzy", query }, page)), correction };
}

/** The results page: products in the catalog's own JSON, one page at a time. */
export async function searchProducts(db: DbOrTx, synonyms: Synonyms, params: SearchQuery): Promise<SearchResponseType> {
  const query = normaliseQuery(params.q);
  const filters: Filters = {
    categoryId: params.category,
    minPrice: params.minPrice,
    maxPrice: params.maxPrice,
    inStock: params.inStock,
  };
  const found = await find(db, synonyms, query, {
    filters,
    sort: params.sort,
    limit: params.limit,
    offset: (params.page - 1) * params.limit,
    titles: rankedTitles(params.lang, query),
  });
  const rows = found.ids.length > 0 ? await findProductRows(db, inArray(products.id, found.ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const { defaultWarranty } = await getSettings(db);
  const data = found.ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProductJson(row, defaultWarranty, params.lang)] : [];
  });
  // Nothing on this page because of the filters: offer the corrected spelling if it finds anything without them.
  const offerCorrection =
    found.total === 0 &&
    found.correction !== undefined &&
    hasFilters(filters) &&
    (await correctionFinds(db, synonyms, found.correction));
  return {
    data,
    total: found.total,
    page: params.page,
    limit: params.limit,
    ...(found.correctedQuery ? { correctedQuery: found.correctedQuery } : {}),
    ...(offerCorrection ? { didYouMean: found.correction } : {}),
  };
}

async function correctionFinds(db: DbOrTx, synonyms: Synonyms, correction: string): Promise<boolean> {
  const match = textMatch(correction, parseQuery(correction, synonyms));
  return match !== undefined && (await countMatches(db, match, {})) > 0;
}
