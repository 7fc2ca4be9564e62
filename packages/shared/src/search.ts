import { z } from "zod";
import { Category, priceAndStockFilters, Product } from "./catalog";
import { contentLang, untranslatedFields } from "./localised-content";
import { wholeNumber } from "./query-params";
import {
  SEARCH_LIMIT_DEFAULT,
  SEARCH_LIMIT_MAX,
  SEARCH_PAGE_MAX,
  SEARCH_QUERY_MAX,
  SEARCH_SORTS,
} from "./search-limits";

/** Search (docs/decisions/100-search.md): GET /api/search and GET /api/search/suggest. */

export * from "./search-limits";

const q = z
  .string({ message: "q is required" })
  .trim()
  .min(1, { message: "q must not be empty" })
  .max(SEARCH_QUERY_MAX, { message: `q must be at most ${SEARCH_QUERY_MAX} characters` });

export const searchQuery = z.object({
  q,
  category: z.uuid({ message: "category must be a valid id" }).optional(),
  sort: z
    .enum(SEARCH_SORTS, { message: `sort must be one of ${SEARCH_SORTS.join(", ")}` })
    .default("relevance"),
  page: wholeNumber("page", 1, SEARCH_PAGE_MAX).default(1),
  limit: wholeNumber("limit", 1, SEARCH_LIMIT_MAX).default(SEARCH_LIMIT_DEFAULT),
  ...priceAndStockFilters,
  /** The language of the products' texts (docs/decisions/313-hindi-content-fields.md). */
  lang: contentLang,
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const suggestQuery = z.object({
  q,
  /** The language of the suggested products' titles (docs/decisions/313-hindi-content-fields.md). */
  lang: contentLang,
});

export const SearchResponse = z.object({
  data: z.array(Product),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  /** Present when nothing matched as typed and these are the results for the corrected spelling. */
  correctedQuery: z.string().optional(),
  /** On a page with no results: a spelling of the query that finds products without the filters. */
  didYouMean: z.string().optional(),
});
export type SearchResponseType = z.infer<typeof SearchResponse>;

export const ProductSuggestion = z.object({
  _id: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  price: z.number(),
  salePrice: z.number().optional(),
  /** On `?lang=hi` answers: `["title"]` when the title is still English. */
  untranslated: untranslatedFields(["title"]),
});
export type ProductSuggestionType = z.infer<typeof ProductSuggestion>;

export const SuggestResponse = z.object({
  products: z.array(ProductSuggestion),
  /** On `?lang=hi` answers: names in Hindi where staff wrote one, with `slug` and `untranslated` (docs/decisions/313-hindi-content-fields.md). */
  categories: z.array(Category.pick({ _id: true, name: true, slug: true, untranslated: true })),
});
export type SuggestResponseType = z.infer<typeof SuggestResponse>;

const QueryCount = z.object({ query: z.string(), count: z.number() });

export const SearchInsightsResponse = z.object({
  /** The window the figures cover, in days. */
  days: z.number(),
  topQueries: z.array(QueryCount),
  zeroResultQueries: z.array(QueryCount),
});
export type SearchInsightsResponseType = z.infer<typeof SearchInsightsResponse>;

/**
 * Staff-edited synonyms (docs/decisions/314-hindi-search.md): GET, POST, PATCH and DELETE
 * /api/admin/search/synonyms. A query's term ("कूलर", "pankha", "टी वी") matches products
 * that have any of the alternatives ("cooler"; "fan"; "tv"), each one or more words.
 */
export const SYNONYM_TEXT_MAX = 60;
export const SYNONYM_ALTERNATIVES_MAX = 10;

const synonymText = (field: string) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .min(1, { message: `${field} must not be empty` })
    .max(SYNONYM_TEXT_MAX, { message: `${field} must be at most ${SYNONYM_TEXT_MAX} characters` })
    .regex(/[\p{L}\p{N}]/u, { message: `${field} must have a letter or a digit` });

const synonymFields = {
  term: synonymText("term"),
  alternatives: z
    .array(synonymText("alternatives"), { message: "alternatives must be a list of words" })
    .min(1, { message: "alternatives must have at least one entry" })
    .max(SYNONYM_ALTERNATIVES_MAX, { message: `alternatives must have at most ${SYNONYM_ALTERNATIVES_MAX} entries` }),
};

export const SearchSynonymBody = z.object(synonymFields);
export type SearchSynonymBodyType = z.infer<typeof SearchSynonymBody>;

export const SearchSynonymPatchBody = z
  .object({ term: synonymFields.term.optional(), alternatives: synonymFields.alternatives.optional() })
  .refine((body) => body.term !== undefined || body.alternatives !== undefined, {
    message: "Give a term or alternatives to change",
    path: ["term"],
  });
export type SearchSynonymPatchBodyType = z.infer<typeof SearchSynonymPatchBody>;

export const SearchSynonym = z.object({
  _id: z.string(),
  term: z.string(),
  alternatives: z.array(z.string()),
  updatedAt: z.string(),
});
export type SearchSynonymType = z.infer<typeof SearchSynonym>;

export const SearchSynonymResponse = z.object({ synonym: SearchSynonym });
export const SearchSynonymsResponse = z.object({ synonyms: z.array(SearchSynonym) });
export type SearchSynonymsResponseType = z.infer<typeof SearchSynonymsResponse>;
