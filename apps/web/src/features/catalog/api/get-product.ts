import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProductType } from "@vayu/shared/catalog";
import type { Locale } from "@vayu/shared/locale";
import { api, ApiError } from "../../../lib/api";
import { inLanguage } from "../../../lib/content-language";
import { useLocale } from "../../../lib/i18n";

const productResponse = () => import("@vayu/shared/catalog").then((schemas) => schemas.ProductResponse);

/** GET /api/product/:id in `locale` — `null` when the product does not exist (404) or the id is malformed (400). */
export async function getProduct(id: string, locale: Locale, signal?: AbortSignal): Promise<ProductType | null> {
  try {
    const body = await api(productResponse, inLanguage(`/product/${encodeURIComponent(id)}`, locale), { signal });
    return body.data;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export function productQuery(id: string, locale: Locale) {
  return queryOptions({
    queryKey: ["catalog", "product", id, locale],
    queryFn: ({ signal }) => getProduct(id, locale, signal),
  });
}

export function useProduct(id: string) {
  return useQuery(productQuery(id, useLocale()));
}
