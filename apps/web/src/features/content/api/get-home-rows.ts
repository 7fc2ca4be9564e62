import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProductType } from "@vayu/shared/catalog";
import type { Locale } from "@vayu/shared/locale";
import { api } from "../../../lib/api";
import { inLanguage } from "../../../lib/content-language";
import { useLocale } from "../../../lib/i18n";

/** The home page's product rows (docs/decisions/335-home-that-sells.md). */
export type HomeRow = "bestsellers" | "deals";

const homeRowResponse = () => import("@vayu/shared/catalog").then((schemas) => schemas.HomeRowResponse);

/** GET /api/product/bestsellers or /api/product/deals in `locale`. */
export async function getHomeRow(row: HomeRow, locale: Locale, signal?: AbortSignal): Promise<ProductType[]> {
  const body = await api(homeRowResponse, inLanguage(`/product/${row}`, locale), { signal });
  return body.data;
}

export const homeRowQuery = (row: HomeRow, locale: Locale) =>
  queryOptions({
    queryKey: ["catalog", row, locale],
    queryFn: ({ signal }) => getHomeRow(row, locale, signal),
    retry: false,
    staleTime: 60_000,
  });

export function useHomeRow(row: HomeRow) {
  return useQuery(homeRowQuery(row, useLocale()));
}
