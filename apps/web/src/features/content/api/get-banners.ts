import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BannerType } from "@vayu/shared/content";
import { api } from "../../../lib/api";

const bannersResponse = () => import("@vayu/shared/content").then((schemas) => schemas.BannersResponse);

/** GET /api/banner */
export async function getBanners(signal?: AbortSignal): Promise<BannerType[]> {
  const body = await api(bannersResponse, "/banner", { signal });
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
