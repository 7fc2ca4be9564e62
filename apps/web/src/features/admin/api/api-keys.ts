import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { ApiKeyCreatedResponse, ApiKeyResponse, ApiKeysResponse, type ApiKeyCreateBodyType } from "@vayu/shared/api-keys";
import { api } from "../../../lib/api";
import { readAfterWrite } from "../../../lib/query-client";
import { staffRetry } from "./staff-resource";

/** GET /admin/api-keys (owner only): the store's API keys, never the keys themselves (docs/api-keys.md). */
export const apiKeysOptions = queryOptions({
  queryKey: ["admin", "api-keys"],
  queryFn: ({ signal }) => api(ApiKeysResponse, "/admin/api-keys", { signal }).then((body) => body.apiKeys),
  retry: staffRetry,
});
export const useApiKeys = () => useQuery(apiKeysOptions);

const refresh = () => readAfterWrite({ queryKey: apiKeysOptions.queryKey });

/** POST /admin/api-keys: its answer is the only time the key is seen. */
export const useCreateApiKey = () =>
  useMutation({
    mutationFn: (body: ApiKeyCreateBodyType) => api(ApiKeyCreatedResponse, "/admin/api-keys", { method: "POST", body }),
    onSuccess: refresh,
  });

export const useRevokeApiKey = () =>
  useMutation({
    mutationFn: (id: string) => api(ApiKeyResponse, `/admin/api-keys/${id}`, { method: "DELETE" }).then((body) => body.apiKey),
    onSuccess: refresh,
  });
