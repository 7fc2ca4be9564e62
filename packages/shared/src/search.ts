import { z } from "zod";
import type { Product } from "./catalog";

/** Search (docs/decisions/100-search.md): GET /api/search and GET /api/search/suggest. */

export const SEARCH_QUERY_MAX = 200;
export const SEARCH_LIMIT_MAX = 48;
export const SEARCH_LIMIT_DEFAULT = 24;
export const SEARCH_PAGE_MAX = 500;
/** Shorter queries get no suggestions: one letter matches half the catalog. */
export const SUGGEST_MIN_CHARS = 2;

export const SEARCH_SORTS = ["relevance", "price-asc", "price-desc", "rating", "newest"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

const q = z
  .string({ message: "q is required" })
  .trim()
  .min(1, { message: "q must not be empty" })
  .max(SEARCH_QUERY_MAX, { message: `q must be at most ${SEARCH_QUERY_MAX} characters` });

/** A whole number from a query-string value, within bounds; `field` names it in the message. */
const wholeNumber = (field: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { message: `${field} must be a whole number` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { message: `${field} must be at least ${min}` })
        .max(max, { message: `${field} must be at most ${max}` }),
    );

export const searchQuery = z.object({
  q,
  category: z.uuid({ message: "category must be a valid id" }).optional(),
  sort: z
    .enum(SEARCH_SORTS, { message: `sort must be one of ${SEARCH_SORTS.join(", ")}` })
    .default("relevance"),
  page: wholeNumber("page", 1, SEARCH_PAGE_MAX).default(1),
  limit: wholeNumber("limit", 1, SEARCH_LIMIT_MAX).default(SEARCH_LIMIT_DEFAULT),
  /** Rupees, inclusive, on the price the shopper pays (the sale price when there is one). */
  minPrice: wholeNumber("minPrice", 0, 10_000_000).optional(),
  maxPrice: wholeNumber("maxPrice", 0, 10_000_000).optional(),
  inStock: z
    .enum(["true", "false"], { message: "inStock must be true or false" })
    .transform((value) => value === "true")
    .optional(),
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const suggestQuery = z.object({ q });

export interface SearchResponse {
  data: Product[];
  total: number;
  page: number;
  limit: number;
  /** Present when nothing matched as typed and these are the results for the corrected spelling. */
  correctedQuery?: string;
  /** On a page with no results: a spelling of the query that finds products without the filters. */
  didYouMean?: string;
}

export interface ProductSuggestion {
  _id: string;
  title: string;
  image: string | null;
  price: number;
  salePrice?: number;
}

export interface SuggestResponse {
  products: ProductSuggestion[];
  categories: { _id: string; name: string }[];
}

export interface SearchInsightsResponse {
  /** The window the figures cover, in days. */
  days: number;
  topQueries: { query: string; count: number }[];
  zeroResultQueries: { query: string; count: number }[];
}
