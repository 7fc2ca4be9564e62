import { queryOptions } from "@tanstack/react-query";
import type { CompareResponseType } from "@vayu/shared/compare";
import type { Locale } from "@vayu/shared/locale";
import { api, ApiError } from "../../../lib/api";
import { inLanguage } from "../../../lib/content-language";

const compareResponse = () => import("@vayu/shared/compare").then((schemas) => schemas.CompareResponse);

/** What GET /api/compare answered: the products and rows, or why they cannot be compared (400, 404). */
export type CompareResult = { ok: true; compared: CompareResponseType } | { ok: false; status: 400 | 404 };

export async function getCompare(
  ids: readonly string[],
  locale: Locale,
  signal?: AbortSignal,
): Promise<CompareResult> {
  try {
    const compared = await api(
      compareResponse,
      inLanguage(`/compare?ids=${ids.map(encodeURIComponent).join(",")}`, locale),
      { signal },
    );
    return { ok: true, compared };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 404))
      return { ok: false, status: error.status };
    throw error;
  }
}

export function compareQuery(ids: readonly string[], locale: Locale) {
  return queryOptions({
    queryKey: ["catalog", "compare", ids.join(","), locale],
    queryFn: ({ signal }) => getCompare(ids, locale, signal),
  });
}
