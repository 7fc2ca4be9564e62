import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from "drizzle-orm";
import { paiseToRupees } from "@vayu/shared/money";
import type {
  SearchInsightsResponseType,
  SearchQuery,
  SearchResponseType,
  SuggestResponseType,
} from "@vayu/shared/search";
import { SUGGEST_MIN_CHARS } from "@vayu/shared/search";
import type { Db, DbOrTx } from "../../db/client";
import { payablePaise, priceAndStockWhere } from "../catalog/index";
import { findProductRows, toProductJson } from "../catalog/index";
import { getSettings } from "../settings/index";
import { categories, products } from "../catalog/tables";
import { normaliseQuery, parseQuery, toTsQuery, type ParsedQuery } from "./query-terms";
import { productSearch, searchCategoryNames, searchQueries, searchWords } from "./tables";

/** A value a statement is built with, or the placeholder for it in a prepared statement. */
type Param = string | Placeholder;

/**
 * How products are matched (docs/decisions/100-search.md): full text over the weighted
 * document, or, when that finds nothing even after spelling correction, trigram similarity
 * of the whole query to the title.
 */
type Match =
  { kind: "text"; query: Param; tsquery: Param; rankQuery: Param } | { kind: "fuzzy"; query: Param };

const tsQuerySql = (tsquery: Param) => sql`to_tsquery('english', ${tsquery})`;

function matchWhere(match: Match): SQL {
  return match.kind === "text"
    ? sql`${productSearch.document} @@ ${tsQuerySql(match.tsquery)}`
    : sql`${match.query} <% lower(${products.title})`;
}

/** The columns relevance orders by: the products table's, or a subquery's of the same names. */
interface RankedRow {
  id: SQLWrapper;
  title: SQLWrapper;
  stock: SQLWrapper;
  rating: SQLWrapper;
}

/**
 * Relevance: the title equal to the query, then starting with it, then containing it as a
 * phrase (a model name: "turbo max"); then the full-text rank in steps of 0.01, so products
 * matching the same words in the same fields tie; then in stock before out of stock. The rank
 * is of any term (`|`): for all terms (`&`) PostgreSQL also weighs how far apart the words
 * are, which in a description is noise. Most titles do not contain the query at all: the first
 * test settles those with one lower(), which costs more than the rank. `score` is `rankScore`
 * or a column it was computed into.
 */
function relevanceOrder(match: Match, score: SQLWrapper, row: RankedRow = products): SQL[] {
  const title = sql`lower(${row.title})`;
  const query = sql`${match.query}::text`;
  const exact = sql`case when strpos(${title}, ${query}) = 0 then 0
    when ${title} = ${query} then 3
    when left(${title}, length(${query}) + 1) = ${query} || ' ' then 2
    when strpos(' ' || ${title} || ' ', ' ' || ${query} || ' ') > 0 then 1 else 0 end`;
  return [desc(exact), desc(score), desc(sql`${row.stock} > 0`), desc(row.rating), asc(row.id)];
}

/** The full-text rank, or for the fuzzy match the title's similarity, in steps of 0.01. */
function rankScore(match: Match): SQL {
  return match.kind === "text"
    ? sql`round(ts_rank(${productSearch.document}, ${tsQuerySql(match.rankQuery)})::numeric, 2)`
    : sql`round(word_similarity(${match.query}, lower(${products.title}))::numeric, 2)`;
}

function sortOrder(sort: SearchQuery["sort"], match: Match, score: SQLWrapper): SQL[] {
  const ties = relevanceOrder(match, score);
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

/** One page of matching product ids in order, with how many match in all. */
async function rankedIds(
  db: DbOrTx,
  match: Match,
  filters: Filters,
  sort: SearchQuery["sort"],
  limit: number,
  offset: number,
) {
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
    .orderBy(...sortOrder(sort, match, sql`matches.score`))
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

const textMatch = (query: string, parsed: ParsedQuery): Match | undefined =>
  parsed.terms.length > 0
    ? { kind: "text", query, tsquery: toTsQuery(parsed.terms), rankQuery: toTsQuery(parsed.terms, "|") }
    : undefined;

/** Similar enough to be the word the shopper meant; below it, corrections are guesses. */
const CORRECTION_SIMILARITY = 0.4;
/** A long query's later words are left as typed: each correction is a query. */
const MAX_CORRECTIONS = 8;

/** The catalog word most like `typed` (trigram similarity over `search_words`), if any is similar enough. */
function closestWordQuery(db: DbOrTx, typed: Param) {
  const similarity = sql`similarity(${searchWords.word}, ${typed})`;
  return db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(and(sql`${searchWords.word} % ${typed}`, gte(similarity, CORRECTION_SIMILARITY)))
    .orderBy(desc(similarity), asc(searchWords.word))
    .limit(1);
}

/** Finds the catalog word most like a typed one: itself when the catalog has it. */
type ClosestWord = (typed: string) => Promise<string>;

const closestWordIn =
  (db: DbOrTx): ClosestWord =>
  async (typed) =>
    (await closestWordQuery(db, typed))[0]?.word ?? typed;

/** The query with each word the catalog does not know replaced by the most similar catalog word. */
async function correctSpelling(
  closestWord: ClosestWord,
  query: string,
  parsed: ParsedQuery,
): Promise<string> {
  const words = parsed.correctable.slice(0, MAX_CORRECTIONS);
  const closest = new Map(
    await Promise.all(words.map(async (word) => [word, await closestWord(word)] as const)),
  );
  return query.replace(/\p{L}+/gu, (word) => closest.get(word) ?? word);
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
async function find(
  db: DbOrTx,
  query: string,
  filters: Filters,
  sort: SearchQuery["sort"],
  limit: number,
  offset: number,
): Promise<Found> {
  const parsed = parseQuery(query);
  const asTyped = textMatch(query, parsed);
  if (asTyped) {
    const found = await rankedIds(db, asTyped, filters, sort, limit, offset);
    if (found.total > 0) return found;
  }
  const corrected = await correctSpelling(closestWordIn(db), query, parsed);
  const correction = corrected !== query ? corrected : undefined;
  const asCorrected = correction ? textMatch(correction, parseQuery(correction)) : undefined;
  if (asCorrected) {
    const found = await rankedIds(db, asCorrected, filters, sort, limit, offset);
    if (found.total > 0) return { ...found, correctedQuery: correction };
  }
  return { ...(await rankedIds(db, { kind: "fuzzy", query }, filters, sort, limit, offset)), correction };
}

/** The results page: products in the catalog's own JSON, one page at a time. */
export async function searchProducts(db: DbOrTx, params: SearchQuery): Promise<SearchResponseType> {
  const query = normaliseQuery(params.q);
  const filters: Filters = {
    categoryId: params.category,
    minPrice: params.minPrice,
    maxPrice: params.maxPrice,
    inStock: params.inStock,
  };
  const found = await find(db, query, filters, params.sort, params.limit, (params.page - 1) * params.limit);
  const rows = found.ids.length > 0 ? await findProductRows(db, inArray(products.id, found.ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const { defaultWarranty } = await getSettings(db);
  const data = found.ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProductJson(row, defaultWarranty)] : [];
  });
  // Nothing on this page because of the filters: offer the corrected spelling if it finds anything without them.
  const offerCorrection =
    found.total === 0 &&
    found.correction !== undefined &&
    hasFilters(filters) &&
    (await correctionFinds(db, found.correction));
  return {
    data,
    total: found.total,
    page: params.page,
    limit: params.limit,
    ...(found.correctedQuery ? { correctedQuery: found.correctedQuery } : {}),
    ...(offerCorrection ? { didYouMean: found.correction } : {}),
  };
}

async function correctionFinds(db: DbOrTx, correction: string): Promise<boolean> {
  const match = textMatch(correction, parseQuery(correction));
  return match !== undefined && (await countMatches(db, match, {})) > 0;
}

const SUGGESTED_PRODUCTS = 6;
const SUGGESTED_CATEGORIES = 4;
/**
 * Typeahead ranks at most this many matches (docs/decisions/100-search.md): what a
 * suggestion costs does not grow with how many products a broad prefix ("mi", "cooler") matches.
 */
const SUGGEST_CANDIDATES = 40;

type TextMatch = Extract<Match, { kind: "text" }>;

/** What a suggestion shows, and what orders it. */
const suggestionColumns = {
  id: products.id,
  title: products.title,
  images: products.images,
  pricePaise: products.pricePaise,
  salePricePaise: products.salePricePaise,
  stock: products.stock,
  rating: products.rating,
  categoryId: products.categoryId,
};

/**
 * Up to SUGGEST_CANDIDATES active products whose `words` (the title's vector, or the whole
 * document) match, in no particular order, each with its rank. The matches are read behind an
 * OFFSET 0 fence and then joined, so they are planned as every match: from the GIN index, the
 * join stopping at the limit. Under a LIMIT of their own the planner reads product_search in
 * table order expecting matches early, and a catalog loaded category by category keeps them
 * together: "mixer gr" read 5,740 rows for its 40 (docs/decisions/101-uncached-suggest.md).
 */
function textCandidates(db: Db, match: TextMatch, words: SQLWrapper) {
  const matches = db
    .select({ id: sql`${productSearch.productId}`.as("id"), score: rankScore(match).as("score") })
    .from(productSearch)
    .where(sql`${words} @@ ${tsQuerySql(match.tsquery)}`);
  return db
    .select({ ...suggestionColumns, score: sql`matches.score`.as("score") })
    .from(sql`(${matches} offset 0) as matches`)
    .innerJoin(products, eq(products.id, sql`matches.id`))
    .where(eq(products.active, true))
    .limit(SUGGEST_CANDIDATES)
    .as("candidates");
}

/**
 * The SUGGEST_CANDIDATES active products whose titles are nearest the query by trigram word
 * similarity and similar enough (a nearest-neighbour scan of the title's GiST index, which
 * stops there and skips what is below the threshold), each with its similarity.
 */
function nearestTitles(db: Db, match: Match) {
  const title = sql`lower(${products.title})`;
  return db
    .select({ ...suggestionColumns, score: rankScore(match).as("score") })
    .from(products)
    .where(and(eq(products.active, true), sql`${match.query} <% ${title}`))
    .orderBy(sql`${match.query} <<-> ${title}`)
    .limit(SUGGEST_CANDIDATES)
    .as("candidates");
}

type Candidates = ReturnType<typeof textCandidates> | ReturnType<typeof nearestTitles>;

/** The best few candidates in relevance order, with what a suggestion shows. */
function bestOf(db: Db, match: Match, candidates: Candidates) {
  return db
    .select({
      id: candidates.id,
      title: candidates.title,
      images: candidates.images,
      pricePaise: candidates.pricePaise,
      salePricePaise: candidates.salePricePaise,
      categoryId: categories.id,
      categoryName: categories.name,
    })
    .from(candidates)
    .innerJoin(categories, eq(categories.id, candidates.categoryId))
    .orderBy(...relevanceOrder(match, candidates.score, candidates))
    .limit(SUGGESTED_PRODUCTS);
}

/**
 * Categories whose name, or a subcategory's name, matches `anyWord` (a tsquery of the query's
 * words joined by `|`, so the names of a category and its subcategories can match as one).
 */
function namedCategoriesQuery(db: Db, anyWord: Param) {
  return db
    .select({ _id: categories.id, name: categories.name })
    .from(categories)
    .innerJoin(searchCategoryNames, eq(searchCategoryNames.categoryId, categories.id))
    .where(sql`${searchCategoryNames.names} @@ ${tsQuerySql(anyWord)}`)
    .orderBy(asc(categories.sortOrder), asc(categories.name))
    .limit(SUGGESTED_CATEGORIES);
}

/**
 * Typeahead's statements, built once per database and prepared: node-postgres then sends each
 * to be parsed once per connection, and PostgreSQL keeps a generic plan once it is no worse.
 * Building them for every request cost the API about 0.6 ms of CPU per suggestion
 * (docs/decisions/101-uncached-suggest.md).
 */
function prepareSuggestStatements(db: Db) {
  const query = sql.placeholder("query");
  const text: TextMatch = {
    kind: "text",
    query,
    tsquery: sql.placeholder("tsquery"),
    rankQuery: sql.placeholder("rankQuery"),
  };
  const fuzzy: Match = { kind: "fuzzy", query };
  return {
    inTitles: bestOf(db, text, textCandidates(db, text, productSearch.title)).prepare("suggest_in_titles"),
    inDocuments: bestOf(db, text, textCandidates(db, text, productSearch.document)).prepare(
      "suggest_in_documents",
    ),
    nearTitles: bestOf(db, fuzzy, nearestTitles(db, fuzzy)).prepare("suggest_near_titles"),
    namedCategories: namedCategoriesQuery(db, sql.placeholder("anyWord")).prepare("suggest_named_categories"),
    closestWord: closestWordQuery(db, sql.placeholder("typed")).prepare("suggest_closest_word"),
  };
}

type SuggestStatements = ReturnType<typeof prepareSuggestStatements>;

const suggestStatementsByDb = new WeakMap<Db, SuggestStatements>();

function suggestStatements(db: Db): SuggestStatements {
  let statements = suggestStatementsByDb.get(db);
  if (!statements) {
    statements = prepareSuggestStatements(db);
    suggestStatementsByDb.set(db, statements);
  }
  return statements;
}

/**
 * Candidates: products whose title has the query's words (the title's own small index), or
 * when none has, products with them anywhere.
 */
async function suggestedProducts(statements: SuggestStatements, query: string, parsed: ParsedQuery) {
  if (parsed.terms.length === 0) return [];
  const values = { query, tsquery: toTsQuery(parsed.terms), rankQuery: toTsQuery(parsed.terms, "|") };
  const inTitles = await statements.inTitles.execute(values);
  return inTitles.length > 0 ? inTitles : statements.inDocuments.execute(values);
}

/** Categories whose name, or a subcategory's name, has any of the query's words. */
async function namedCategories(statements: SuggestStatements, parsed: ParsedQuery) {
  if (parsed.terms.length === 0) return [];
  return statements.namedCategories.execute({ anyWord: toTsQuery(parsed.terms, "|") });
}

/**
 * Typeahead: a few products (image and price) and the categories the query names or its
 * products are in. Like the results page it falls back to the corrected spelling, then to
 * the titles nearest by trigram similarity, but it ranks a bounded set of candidates and
 * counts nothing.
 */
export async function suggest(db: Db, q: string): Promise<SuggestResponseType> {
  const query = normaliseQuery(q);
  if (query.length < SUGGEST_MIN_CHARS) return { products: [], categories: [] };
  const statements = suggestStatements(db);
  const parsed = parseQuery(query);
  let [rows, named] = await Promise.all([
    suggestedProducts(statements, query, parsed),
    namedCategories(statements, parsed),
  ]);
  if (rows.length === 0) {
    const closestWord: ClosestWord = async (typed) =>
      (await statements.closestWord.execute({ typed }))[0]?.word ?? typed;
    const corrected = await correctSpelling(closestWord, query, parsed);
    const correctedTerms = parseQuery(corrected);
    rows = corrected !== query ? await suggestedProducts(statements, corrected, correctedTerms) : [];
    if (rows.length > 0) named = await namedCategories(statements, correctedTerms);
    else rows = await statements.nearTitles.execute({ query });
  }
  const categoryList = [...named, ...rows.map((row) => ({ _id: row.categoryId, name: row.categoryName }))];
  return {
    products: rows.map((row) => ({
      _id: row.id,
      title: row.title,
      image: row.images[0] ?? null,
      price: paiseToRupees(row.pricePaise),
      ...(row.salePricePaise !== null ? { salePrice: paiseToRupees(row.salePricePaise) } : {}),
    })),
    categories: [...new Map(categoryList.map((c) => [c._id, c])).values()].slice(0, SUGGESTED_CATEGORIES),
  };
}

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
