import { msg } from "@lingui/core/macro";
import type { CategoryType } from "@vayu/shared/catalog";
import { LISTING_PAGE_MAX, LISTING_PRICE_MAX } from "@vayu/shared/listing-limits";
import { categoryPath } from "@vayu/shared/catalog-paths";
import { orderedRange } from "../../lib/price-range";

/** The listing's sorts; each label is shown with `i18n._` in the page's language. */
export const sortOptions = [
  { value: "featured", label: msg`Featured` },
  { value: "price-asc", label: msg`Price: Low to High` },
  { value: "price-desc", label: msg`Price: High to Low` },
  { value: "rating", label: msg`Customer Rating` },
  { value: "newest", label: msg`Newest First` },
] as const;

export type SortKey = (typeof sortOptions)[number]["value"];

/** What a listing shows, as read from its URL (docs/decisions/020-listing-url-state.md). */
export interface ListingState {
  subcategoryIds: string[];
  sort: SortKey;
  /** Whole rupees, inclusive; undefined when unbounded. */
  minPrice: number | undefined;
  maxPrice: number | undefined;
  /** From 1. */
  page: number;
}

const isSortKey = (value: string | null): value is SortKey =>
  sortOptions.some((option) => option.value === value);

function readPrice(value: string | null): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const rupees = Math.floor(Number(value));
  return Number.isFinite(rupees) && rupees >= 0 ? Math.min(rupees, LISTING_PRICE_MAX) : undefined;
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= LISTING_PAGE_MAX ? page : 1;
}

/** The path's subcategory plus any `sub` search params, without duplicates. */
export function readListingState(
  pathSubcategoryId: string | undefined,
  search: URLSearchParams,
): ListingState {
  const ids = [...(pathSubcategoryId ? [pathSubcategoryId] : []), ...search.getAll("sub")];
  const sort = search.get("sort");
  return {
    subcategoryIds: [...new Set(ids)],
    sort: isSortKey(sort) ? sort : "featured",
    ...orderedRange(readPrice(search.get("min")), readPrice(search.get("max"))),
    page: readPage(search.get("page")),
  };
}

/**
 * The URL of a listing state: no subcategory is the category path, exactly one is the
 * `/{category}/{id}/{subcategoryId}` path, several are the category path with one `sub` param
 * each (in menu order, so equal selections give equal URLs). Sort, price and page ride along.
 */
export function listingHref(
  category: Pick<CategoryType, "_id" | "name" | "subcategories">,
  state: ListingState,
): string {
  const order = category.subcategories.map((subcategory) => subcategory._id);
  const selected = order.filter((id) => state.subcategoryIds.includes(id));
  const search = new URLSearchParams();
  if (selected.length > 1) for (const id of selected) search.append("sub", id);
  if (state.sort !== "featured") search.set("sort", state.sort);
  if (state.minPrice !== undefined) search.set("min", String(state.minPrice));
  if (state.maxPrice !== undefined) search.set("max", String(state.maxPrice));
  if (state.page > 1) search.set("page", String(state.page));
  const query = search.toString();
  return `${categoryPath(category, selected.length === 1 ? selected[0] : undefined)}${query ? `?${query}` : ""}`;
}

/** Whether a subcategory or a price bound narrows the listing. */
export const isFiltered = (state: ListingState) =>
  state.subcategoryIds.length > 0 || state.minPrice !== undefined || state.maxPrice !== undefined;

/** The same sort with every subcategory and price bound dropped. */
export const clearFilters = (state: ListingState): ListingState => ({
  ...state,
  subcategoryIds: [],
  minPrice: undefined,
  maxPrice: undefined,
});

export function toggleSubcategory(state: ListingState, subcategoryId: string): ListingState {
  const has = state.subcategoryIds.includes(subcategoryId);
  return {
    ...state,
    subcategoryIds: has
      ? state.subcategoryIds.filter((id) => id !== subcategoryId)
      : [...state.subcategoryIds, subcategoryId],
  };
}
