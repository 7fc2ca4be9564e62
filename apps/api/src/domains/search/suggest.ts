import { and, asc, eq, sql, type SQLWrapper } from "drizzle-orm";
import { localisedContent, localisedName, type ContentLang } from "@vayu/shared/localised-content";
import { paiseToRupees } from "@vayu/shared/money";
import type { SuggestResponseType } from "@vayu/shared/search";
import { SUGGEST_MIN_CHARS } from "@vayu/shared/search";
import type { Db } from "../../db/client";
import { effectiveSalePaise } from "../catalog/index";
import { categories, products } from "../catalog/tables";
import { normaliseQuery, parseQuery, toTsQuery, type ParsedQuery, type Synonyms } from "./query-terms";
import { productSearch, searchCategoryNames } from "./tables";
import {
  rankedTitles,
  rankScore,
  relevanceOrder,
  tsQuerySql,
  type Match,
  type Param,
  type RankedTitles,
  type TextMatch,
} from "./match";
import { closestWordQuery, correctSpelling, type ClosestWord } from "./spelling";

// Typeahead (GET /api/search/suggest): its prepared statements and the suggestions.

const SUGGESTED_PRODUCTS = 6;
const SUGGESTED_CATEGORIES = 4;
/**
 * Typeahead ranks at most this many matches (docs/decisions/100-search.md): what a
 * suggestion costs does not grow with how many products a broad prefix ("mi", "cooler") matches.
 */
const SUGGEST_CANDIDATES = 40;

/** What a suggestion shows, and what orders it. */
const suggestionColumns = {
  id: products.id,
  title: products.title,
  hi: products.hi,
  images: products.images,
  pricePaise: products.pricePaise,
  salePricePaise: sql<number | null>`${effectiveSalePaise}`.as("sale_price_paise"),
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
function bestOf(db: Db, match: Match, candidates: Candidates, titles: RankedTitles) {
  return db
    .select({
      id: candidates.id,
      title: candidates.title,
      hi: candidates.hi,
      images: candidates.images,
      pricePaise: candidates.pricePaise,
      salePricePaise: candidates.salePricePaise,
      categoryId: categories.id,
      categoryName: categories.name,
      categoryHi: categories.hi,
    })
    .from(candidates)
    .innerJoin(categories, eq(categories.id, candidates.categoryId))
    .orderBy(...relevanceOrder(match, candidates.score, candidates, titles))
    .limit(SUGGESTED_PRODUCTS);
}

/**
 * Categories whose name, or a subcategory's name, matches `anyWord` (a tsquery of the query's
 * words joined by `|`, so the names of a category and its subcategories can match as one).
 */
function namedCategoriesQuery(db: Db, anyWord: Param) {
  return db
    .select({ _id: categories.id, name: categories.name, hi: categories.hi })
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
  // One set per RankedTitles, each with its own name: `both` ranks by the Hindi titles too.
  const ranked = (titles: RankedTitles, suffix: string) => ({
    inTitles: bestOf(db, text, textCandidates(db, text, productSearch.title), titles).prepare(
      `suggest_in_titles${suffix}`,
    ),
    inDocuments: bestOf(db, text, textCandidates(db, text, productSearch.document), titles).prepare(
      `suggest_in_documents${suffix}`,
    ),
    nearTitles: bestOf(db, fuzzy, nearestTitles(db, fuzzy), titles).prepare(`suggest_near_titles${suffix}`),
  });
  return {
    ranked: { english: ranked("english", ""), both: ranked("both", "_both") },
    namedCategories: namedCategoriesQuery(db, sql.placeholder("anyWord")).prepare("suggest_named_categories"),
    closestWord: closestWordQuery(db, sql.placeholder("typed")).prepare("suggest_closest_word"),
  };
}

type SuggestStatements = ReturnType<typeof prepareSuggestStatements>;
type RankedStatements = SuggestStatements["ranked"][RankedTitles];

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
async function suggestedProducts(statements: RankedStatements, query: string, parsed: ParsedQuery) {
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
export async function suggest(db: Db, synonyms: Synonyms, q: string, lang: ContentLang = "en"): Promise<SuggestResponseType> {
  const query = normaliseQuery(q);
  if (query.length < SUGGEST_MIN_CHARS) return { products: [], categories: [] };
  const statements = suggestStatements(db);
  const ranked = statements.ranked[rankedTitles(lang, query)];
  const parsed = parseQuery(query, synonyms);
  let [rows, named] = await Promise.all([
    suggestedProducts(ranked, query, parsed),
    namedCategories(statements, parsed),
  ]);
  if (rows.length === 0) {
    const closestWord: ClosestWord = async (typed) =>
      (await statements.closestWord.execute({ typed }))[0]?.word ?? typed;
    const corrected = await correctSpelling(closestWord, query, parsed);
    const correctedTerms = parseQuery(corrected, synonyms);
    rows = corrected !== query ? await suggestedProducts(ranked, corrected, correctedTerms) : [];
    if (rows.length > 0) named = await namedCategories(statements, correctedTerms);
    else rows = await ranked.nearTitles.execute({ query });
  }
  const categoryList = [...named, ...rows.map((row) => ({ _id: row.categoryId, name: row.categoryName, hi: row.categoryHi }))];
  return {
    products: rows.map((row) => ({
      _id: row.id,
      // A title staff have not translated stays English, named in `untranslated` (docs/decisions/313-hindi-content-fields.md).
      ...localisedContent({ title: row.title }, row.hi, lang, ["title"]),
      image: row.images[0] ?? null,
      price: paiseToRupees(row.pricePaise),
      ...(row.salePricePaise !== null ? { salePrice: paiseToRupees(row.salePricePaise) } : {}),
    })),
    // A Hindi answer names each category in Hindi where staff wrote one, else in English named in `untranslated`.
    categories: [...new Map(categoryList.map((c) => [c._id, c])).values()]
      .slice(0, SUGGESTED_CATEGORIES)
      .map(({ _id, name, hi }) => ({ _id, ...localisedName(name, hi, lang) })),
  };
}
