import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BlogType } from "@vayu/shared/content";
import { api } from "../../../lib/api";

const blogsResponse = () => import("@vayu/shared/content").then((schemas) => schemas.BlogsResponse);

/** GET /api/blogs */
export async function getBlogs(signal?: AbortSignal): Promise<BlogType[]> {
  const body = await api(blogsResponse, "/blogs", { signal });
  return body.data;
}

export const blogsQuery = queryOptions({
  queryKey: ["content", "blogs"],
  queryFn: ({ signal }) => getBlogs(signal),
  retry: false,
  staleTime: 5 * 60_000,
});

export function useBlogs() {
  return useQuery(blogsQuery);
}
