import { asc, desc, sql, type Placeholder, type SQL, type SQLWrapper } from "drizzle-orm";
import type { ContentLang } from "@vayu/shared/localised-content";
import { products } from "../catalog/tables";
import { toTsQuery, type ParsedQuery } from "./query-terms";
import { productSearch } from "./tables";

// How a query matches products and how matches are ordered, for the results page
// (search-products.ts) and typeahead (suggest.ts) alike.

/** A value a statement is built with, or the placeholder for it in a prepared statement. */
export type Param = string | Placeholder;

/**
 * How products are matched (docs/decisions/100-search.md): full text over the weighted
 * document, or, when that finds nothing even after spelling correction, trigram similarity
 * of the whole query to the title.
 */
export type Match =
  { kind: "text"; query: Param; tsquery: Param; rankQuery: Param } | { kind: "fuzzy"; query: Param };

export const tsQuerySql = (tsquery: Param) => sql`to_tsquery('english', ${tsquery})`;

export function matchWhere(match: Match): SQL {
  return match.kind === "text"
    ? sql`${productSearch.document} @@ ${tsQuerySql(match.tsquery)}`
    : sql`${match.query} <% lower(${products.title})`;
}

/** The columns relevance orders by: the products table's, or a subquery's of the same names. */
interface RankedRow {
  id: SQLWrapper;
  title: SQLWrapper;
  hi: SQLWrapper;
  stock: SQLWrapper;
  rating: SQLWrapper;
}

/** Which titles the query is compared with for an exact, prefix or phrase match. */
export type RankedTitles = "english" | "both";

const DEVANAGARI = /[\u0900-\u097F]/u;

/**
 * Both titles on Hindi pages and for queries written in Devanagari; the English one only
 * otherwise, which keeps English searches' ranking as it was (docs/decisions/314-hindi-search.md).
 */
export const rankedTitles = (lang: ContentLang, query: string): RankedTitles =>
  lang === "hi" || DEVANAGARI.test(query) ? "both" : "english";

/** 3 the title is the query, 2 it starts with it as a word, 1 it has it as a phrase, else 0. */
function titleMatch(title: SQL, query: SQL): SQL {
  return sql`case when strpos(${title}, ${query}) = 0 then 0
    when ${title} = ${query} then 3
    when left(${title}, length(${query}) + 1) = ${query} || ' ' then 2
    when strpos(' ' || ${title} || ' ', ' ' || ${query} || ' ') > 0 then 1 else 0 end`;
}

/**
 * Relevance: the title equal to the query, then starting with it, then containing it as a
 * phrase (a model name: "turbo max"); then the full-text rank in steps of 0.01, so products
 * matching the same words in the same fields tie; then in stock before out of stock. The rank
 * is of any term (`|`): for all terms (`&`) PostgreSQL also weighs how far apart the words
 * are, which in a description is noise. Most titles do not contain the query at all: the first
 * test settles those with one lower(), which costs more than the rank. `score` is `rankScore`
 * or a column it was computed into. With `both`, the Hindi title counts as well, both sides
 * folded as the documents are; a product with no Hindi title scores 0 there.
 */
export function relevanceOrder(
  match: Match,
  score: SQLWrapper,
  row: RankedRow = products,
  titles: RankedTitles = "english",
): SQL[] {
  const query = sql`${match.query}::text`;
  const english = titleMatch(sql`lower(${row.title})`, query);
  const exact =
    titles === "both"
      ? sql`greatest(${english}, ${titleMatch(sql`search_fold(lower(${row.hi} ->> 'title'))`, sql`search_fold(${query})`)})`
      : english;
  return [desc(exact), desc(score), desc(sql`${row.stock} > 0`), desc(row.rating), asc(row.id)];
}

/** The full-text rank, or for the fuzzy match the title's similarity, in steps of 0.01. */
export function rankScore(match: Match): SQL {
  return match.kind === "text"
    ? sql`round(ts_rank(${productSearch.document}, ${tsQuerySql(match.rankQuery)})::numeric, 2)`
    : sql`round(word_similarity(${match.query}, lower(${products.title}))::numeric, 2)`;
}

export type TextMatch = Extract<Match, { kind: "text" }>;

/** The full-text match of a query's terms, or none when it has no terms to match. */
export const textMatch = (query: string, parsed: ParsedQuery): Match | undefined =>
  parsed.terms.length > 0
    ? { kind: "text", query, tsquery: toTsQuery(parsed.terms), rankQuery: toTsQuery(parsed.terms, "|") }
    : undefined;
