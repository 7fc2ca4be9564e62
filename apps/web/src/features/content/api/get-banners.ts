import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Banner } from "@vayu/shared/content";
import { api } from "../../../lib/api";

/** GET /api/banner */
export async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  const body = await api<{ banners: Banner[] }>("/banner", { signal });
  return body.banners;
}

export const bannersQuery = queryOptions({
  queryKey: ["content", "banners"],
  queryFn: ({ signal }) => getBanners(signal),
  // A failure keeps the built-in slides (docs/product/storefront.md "Behaviour"): no point retrying in front of the visitor.
  retry: false,
  staleTime: 5 * 60_000,
});

export function useBanners() {
  return useQuery(bannersQuery);
}
