import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BlogType } from "@vayu/shared/content";
import { api, ApiError } from "../../../lib/api";

const blogResponse = () => import("@vayu/shared/content").then((schemas) => schemas.BlogResponse);

/** GET /api/blogs/:id — `null` when there is no such post (404): an answer, not a failure. */
export async function getBlog(id: string, signal?: AbortSignal): Promise<BlogType | null> {
  try {
    const body = await api(blogResponse, `/blogs/${encodeURIComponent(id)}`, { signal });
    return body.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function blogQuery(id: string) {
  return queryOptions({
    queryKey: ["content", "blog", id],
    queryFn: ({ signal }) => getBlog(id, signal),
  });
}

export function useBlog(id: string, enabled: boolean) {
  return useQuery({ ...blogQuery(id), enabled });
}
