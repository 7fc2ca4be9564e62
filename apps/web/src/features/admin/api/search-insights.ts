import { queryOptions, useQuery } from "@tanstack/react-query";
import { SearchInsightsResponse } from "@vayu/shared/search";
import { api } from "../../../lib/api";
import { staffRetry } from "./staff-resource";

/** GET /admin/search/insights: the last days' top searches and those that found nothing. */
export const searchInsightsOptions = queryOptions({
  queryKey: ["admin", "search-insights"],
  queryFn: ({ signal }) => api(SearchInsightsResponse, "/admin/search/insights", { signal }),
  retry: staffRetry,
});
export const useSearchInsights = () => useQuery(searchInsightsOptions);
