import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BlogType } from "@vayu/shared/content";
import { api, ApiError } from "../../../lib/api";

const blogResponse = () => import("@vayu/shared/content").then((schemas) => schemas.BlogResponse);

/** GET /api/blogs/:id */
export async function getBlog(id: string, signal?: AbortSignal): Promise<BlogType> {
  const body = await api(blogResponse, `/blogs/${encodeURIComponent(id)}`, { signal });
  return body.data;
}

export function blogQuery(id: string) {
  return queryOptions({
    queryKey: ["content", "blog", id],
    queryFn: ({ signal }) => getBlog(id, signal),
    // A missing post stays missing; other failures get one more try.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
}

export function useBlog(id: string, enabled: boolean) {
  return useQuery({ ...blogQuery(id), enabled });
}
