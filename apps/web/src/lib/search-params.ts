import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { orderedRange } from "./price-range";
import { SEARCH_QUERY_MAX, SEARCH_SORTS, type SearchSort } from "@vayu/shared/search-limits";

/** The results page's state, all of it in the URL: `/search?q=&category=&min=&max=&stock=1&sort=&page=`. */
export interface SearchState {
  q: string;
  categoryId: string | undefined;
  /** Whole rupees, inclusive. */
  minPrice: number | undefined;
  maxPrice: number | undefined;
  inStock: boolean;
  sort: SearchSort;
  page: number;
}

export const RESULTS_PER_PAGE = 24;

export const searchSortOptions: { value: SearchSort; label: MessageDescriptor }[] = [
  { value: "relevance", label: msg`Relevance` },
  { value: "price-asc", label: msg`Price: Low to High` },
  { value: "price-desc", label: msg`Price: High to Low` },
  { value: "rating", label: msg`Customer Rating` },
  { value: "newest", label: msg`Newest First` },
];

const isSort = (value: string | null): value is SearchSort => SEARCH_SORTS.some((sort) => sort === value);

function readWhole(value: string | null): number | undefined {
  if (value === null || !/^\d{1,8}$/.test(value.trim())) return undefined;
  return Number(value);
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the URL; malformed values are dropped rather than sent to the API as 400s. */
export function readSearchState(search: URLSearchParams): SearchState {
  const category = search.get("category");
  const sort = search.get("sort");
  return {
    q: (search.get("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX),
    categoryId: category && uuid.test(category) ? category : undefined,
    ...orderedRange(readWhole(search.get("min")), readWhole(search.get("max"))),
    inStock: search.get("stock") === "1",
    sort: isSort(sort) ? sort : "relevance",
    page: Math.max(1, Math.min(500, readWhole(search.get("page")) ?? 1)),
  };
}

/** The page's URL for a state: defaults are left out, so one search has one URL. */
export function searchHref(state: SearchState): string {
  const search = new URLSearchParams({ q: state.q });
  if (state.categoryId) search.set("category", state.categoryId);
  if (state.minPrice !== undefined) search.set("min", String(state.minPrice));
  if (state.maxPrice !== undefined) search.set("max", String(state.maxPrice));
  if (state.inStock) search.set("stock", "1");
  if (state.sort !== "relevance") search.set("sort", state.sort);
  if (state.page > 1) search.set("page", String(state.page));
  return `/search?${search}`;
}

/** A new search (from the header box or a did-you-mean link): no filters, first page. */
export const newSearchHref = (q: string) =>
  searchHref({
    q: q.trim(),
    categoryId: undefined,
    minPrice: undefined,
    maxPrice: undefined,
    inStock: false,
    sort: "relevance",
    page: 1,
  });

/** The API's query string for a state. */
export function searchApiParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams({
    q: state.q,
    limit: String(RESULTS_PER_PAGE),
    page: String(state.page),
  });
  if (state.categoryId) params.set("category", state.categoryId);
  if (state.minPrice !== undefined) params.set("minPrice", String(state.minPrice));
  if (state.maxPrice !== undefined) params.set("maxPrice", String(state.maxPrice));
  if (state.inStock) params.set("inStock", "true");
  if (state.sort !== "relevance") params.set("sort", state.sort);
  return params;
}
