import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BlogType } from "@vayu/shared/content";
import type { Locale } from "@vayu/shared/locale";
import { api, ApiError } from "../../../lib/api";
import { inLanguage } from "../../../lib/content-language";
import { useLocale } from "../../../lib/i18n";

const blogResponse = () => import("@vayu/shared/content").then((schemas) => schemas.BlogResponse);

/** GET /api/blogs/:id — `null` when there is no such post (404): an answer, not a failure. */
export async function getBlog(id: string, locale: Locale, signal?: AbortSignal): Promise<BlogType | null> {
  try {
    const body = await api(blogResponse, inLanguage(`/blogs/${encodeURIComponent(id)}`, locale), { signal });
    return body.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function blogQuery(id: string, locale: Locale) {
  return queryOptions({
    queryKey: ["content", "blog", id, locale],
    queryFn: ({ signal }) => getBlog(id, locale, signal),
  });
}

export function useBlog(id: string, enabled: boolean) {
  return useQuery({ ...blogQuery(id, useLocale()), enabled });
}
