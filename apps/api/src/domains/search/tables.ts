import { customType, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "../../db/columns";
import { categories, products } from "../catalog/tables";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Each product's full-text document: title (weight A), category and subcategory names (B),
 * description with its specifications (C), units written as one token ("40 L" -> "40l");
 * and its title's words alone, where typeahead looks for candidates (migration search_speed).
 * Kept by triggers on products, categories and subcategories (migration search_indexes),
 * so no code path that writes the catalog has to remember it.
 */
export const productSearch = pgTable("product_search", {
  productId: uuid()
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  document: tsvector().notNull(),
  title: tsvector().notNull(),
});

/**
 * Each category's name and its subcategories' names as one vector (units as one token, as
 * in the documents): what typeahead matches to name categories, without working the names
 * out again for every query. Kept by triggers on categories and subcategories (migration
 * search_category_names).
 */
export const searchCategoryNames = pgTable("search_category_names", {
  categoryId: uuid()
    .primaryKey()
    .references(() => categories.id, { onDelete: "cascade" }),
  names: tsvector().notNull(),
});

/**
 * Every word of the catalog's titles, names and descriptions (lower-case, letters only, 3+
 * long), with a trigram index: what a misspelt word is corrected to. Kept by the same
 * triggers; words are never removed (a stale one can only suggest a search that finds less).
 */
export const searchWords = pgTable("search_words", {
  word: text().primaryKey(),
});

/**
 * Names shoppers use for the catalog's words, edited by staff (docs/decisions/314-hindi-search.md):
 * a query's `term` (one or more words, as staff typed it, normalised) matches any of its
 * `alternatives` (each one or more words, all of which must match). Hindi and Hinglish names
 * ("कूलर", "pankha") and Indian spellings ("mixi") map to the catalog's English words. Read
 * once per process and kept until a change is heard (`search_catalog`, as the catalog's).
 */
export const searchSynonyms = pgTable("search_synonyms", {
  id: id(),
  term: text().notNull().unique(),
  alternatives: text().array().notNull(),
  ...timestamps,
});

/** Searches shoppers ran from the results page: the normalised query and how many products it found. */
export const searchQueries = pgTable(
  "search_queries",
  {
    id: id(),
    query: text().notNull(),
    results: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt)],
);
