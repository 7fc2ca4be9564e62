import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { STOREFRONT_PAGE_SIZE } from "@vayu/shared/listing-limits";
import type { Locale } from "@vayu/shared/locale";
import { api } from "../../../lib/api";
import { inLanguage } from "../../../lib/content-language";
import { useLocale } from "../../../lib/i18n";
import type { ListingState } from "../listing-params";

const productsResponse = () => import("@vayu/shared/catalog").then((schemas) => schemas.ProductsResponse);
const priceQuartilesResponse = () =>
  import("@vayu/shared/catalog").then((schemas) => schemas.PriceQuartilesResponse);

const categoryPath = (categoryId: string) => `/product/category/${encodeURIComponent(categoryId)}`;

/** The API's query for a listing state: the URL's `min`/`max` are its `minPrice`/`maxPrice`. */
function pageQuery(state: ListingState, locale: Locale): URLSearchParams {
  const search = new URLSearchParams({
    page: String(state.page),
    limit: String(STOREFRONT_PAGE_SIZE),
    sort: state.sort,
  });
  for (const id of state.subcategoryIds) search.append("sub", id);
  if (state.minPrice !== undefined) search.set("minPrice", String(state.minPrice));
  if (state.maxPrice !== undefined) search.set("maxPrice", String(state.maxPrice));
  if (locale !== "en") search.set("lang", locale);
  return search;
}

/** GET /api/product/category/:categoryId?page&limit&sort&sub&minPrice&maxPrice&lang: one page, filtered and sorted by the server. */
export function categoryPageQuery(categoryId: string, state: ListingState, locale: Locale) {
  return queryOptions({
    queryKey: ["catalog", "category-page", categoryId, state, locale],
    queryFn: ({ signal }) =>
      api(productsResponse, `${categoryPath(categoryId)}?${pageQuery(state, locale)}`, { signal }),
    // The cards stay while the next filter, sort or page loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useCategoryPage(categoryId: string, state: ListingState, enabled: boolean) {
  return useQuery({ ...categoryPageQuery(categoryId, state, useLocale()), enabled });
}

/** GET /api/product/category/:categoryId/price-quartiles: what the quick price ranges are cut from. */
export function priceQuartilesQuery(categoryId: string) {
  return queryOptions({
    queryKey: ["catalog", "price-quartiles", categoryId],
    queryFn: async ({ signal }) =>
      (await api(priceQuartilesResponse, `${categoryPath(categoryId)}/price-quartiles`, { signal }))
        .quartiles,
  });
}

export function usePriceQuartiles(categoryId: string) {
  return useQuery(priceQuartilesQuery(categoryId));
}

/** The first products of a category, or of one subcategory, in the catalogue's order, in `locale`. */
export function categorySampleQuery(locale: Locale, categoryId: string, count: number, subcategoryId?: string) {
  const search = new URLSearchParams({ limit: String(count) });
  if (subcategoryId) search.set("sub", subcategoryId);
  return queryOptions({
    queryKey: ["catalog", "category-sample", categoryId, subcategoryId ?? null, count, locale],
    queryFn: async ({ signal }) =>
      (await api(productsResponse, inLanguage(`${categoryPath(categoryId)}?${search}`, locale), { signal })).data,
  });
}
