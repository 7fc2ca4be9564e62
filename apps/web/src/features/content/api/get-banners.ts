import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BannerType } from "@vayu/shared/content";
import type { Locale } from "@vayu/shared/locale";
import { api } from "../../../lib/api";
import { inLanguage } from "../../../lib/content-language";
import { useLocale } from "../../../lib/i18n";

const bannersResponse = () => import("@vayu/shared/content").then((schemas) => schemas.BannersResponse);

/** GET /api/banner */
export async function getBanners(locale: Locale, signal?: AbortSignal): Promise<BannerType[]> {
  const body = await api(bannersResponse, inLanguage("/banner", locale), { signal });
  return body.banners;
}

export const bannersQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ["content", "banners", locale],
    queryFn: ({ signal }) => getBanners(locale, signal),
    // A failure keeps the built-in slides (docs/product/storefront.md "Behaviour"): no point retrying in front of the visitor.
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useBanners() {
  return useQuery(bannersQuery(useLocale()));
}
