import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { SuggestResponseType } from "@vayu/shared/search";
import { SUGGEST_MIN_CHARS } from "@vayu/shared/search-limits";
import type { Locale } from "@vayu/shared/locale";
import { api } from "../../lib/api";
import { useLocale } from "../../lib/i18n";
import { searchApiParams, type SearchState } from "../../lib/search-params";

const suggestResponse = () => import("@vayu/shared/search").then((schemas) => schemas.SuggestResponse);
const searchResponse = () => import("@vayu/shared/search").then((schemas) => schemas.SearchResponse);

/**
 * GET /api/search/suggest, the products' titles in `locale`; the signal cancels the request of a
 * query the shopper has typed past.
 */
export function getSuggestions(q: string, locale: Locale, signal?: AbortSignal): Promise<SuggestResponseType> {
  const params = new URLSearchParams({ q });
  if (locale !== "en") params.set("lang", locale);
  return api(suggestResponse, `/search/suggest?${params}`, { signal });
}

/** Asked for only while the box is open: the results page puts its query in a closed box. */
export function useSuggestions(q: string, open: boolean) {
  const query = q.trim();
  const locale = useLocale();
  return useQuery({
    queryKey: ["search", "suggest", query.toLowerCase(), locale],
    queryFn: ({ signal }) => getSuggestions(query, locale, signal),
    enabled: open && query.length >= SUGGEST_MIN_CHARS,
    staleTime: 60_000,
    // The last list stays up while the next one loads, so the panel does not flicker per key.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/search with the results page's state, the products' texts in `locale`. */
export function searchQuery(state: SearchState, locale: Locale) {
  const params = searchApiParams(state);
  if (locale !== "en") params.set("lang", locale);
  return queryOptions({
    queryKey: ["search", "results", params.toString(), locale],
    queryFn: ({ signal }) => api(searchResponse, `/search?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSearchResults(state: SearchState) {
  return useQuery({ ...searchQuery(state, useLocale()), enabled: state.q !== "" });
}
