import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BlogType } from "@vayu/shared/content";
import type { Locale } from "@vayu/shared/locale";
import { api } from "../../../lib/api";
import { inLanguage } from "../../../lib/content-language";
import { useLocale } from "../../../lib/i18n";

const blogsResponse = () => import("@vayu/shared/content").then((schemas) => schemas.BlogsResponse);

/** GET /api/blogs */
export async function getBlogs(locale: Locale, signal?: AbortSignal): Promise<BlogType[]> {
  const body = await api(blogsResponse, inLanguage("/blogs", locale), { signal });
  return body.data;
}

export const blogsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ["content", "blogs", locale],
    queryFn: ({ signal }) => getBlogs(locale, signal),
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useBlogs() {
  return useQuery(blogsQuery(useLocale()));
}
