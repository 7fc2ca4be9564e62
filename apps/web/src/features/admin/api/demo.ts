import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { DemoClearResponse, DemoPreviewResponse } from "@vayu/shared/demo-clear";
import { api } from "../../../lib/api";
import { readAfterWrite } from "../../../lib/query-client";
import { staffRetry } from "./staff-resource";

/** GET /admin/demo (owner only): what "Remove demo content" would remove now. */
const demoOptions = queryOptions({
  queryKey: ["admin", "demo"],
  queryFn: ({ signal }) => api(DemoPreviewResponse, "/admin/demo", { signal }).then((body) => body.demo),
  retry: staffRetry,
});
export const useDemoPreview = (enabled: boolean) => useQuery({ ...demoOptions, enabled });

/** POST /admin/demo/clear; every page may have shown demo rows, so every query refreshes. */
export const useClearDemo = () =>
  useMutation({
    mutationFn: () => api(DemoClearResponse, "/admin/demo/clear", { method: "POST" }),
    onSuccess: () => void readAfterWrite(),
  });
