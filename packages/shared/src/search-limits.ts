// Search's bounds, without zod: the header's search box on every page's first load imports
// these (docs/decisions/177-lean-first-load.md). Search itself: docs/decisions/100-search.md.

export const SEARCH_QUERY_MAX = 200;
export const SEARCH_LIMIT_MAX = 48;
export const SEARCH_LIMIT_DEFAULT = 24;
export const SEARCH_PAGE_MAX = 500;
/** Shorter queries get no suggestions: one letter matches half the catalog. */
export const SUGGEST_MIN_CHARS = 2;

export const SEARCH_SORTS = ["relevance", "price-asc", "price-desc", "rating", "newest"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
