import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PolicyPage } from "@vayu/shared/site-settings";
import type { PolicyTextResponseType } from "@vayu/shared/store-settings";
import { api } from "../../../lib/api";

const policyResponse = () =>
  import("@vayu/shared/store-settings").then((schemas) => schemas.PolicyTextResponse);

/** GET /api/settings/policies/:page: the owner's text with the store's figures filled in. */
export function getPolicy(page: PolicyPage, signal?: AbortSignal): Promise<PolicyTextResponseType> {
  return api(policyResponse, `/settings/policies/${page}`, { signal });
}

export function policyQuery(page: PolicyPage) {
  return queryOptions({
    queryKey: ["settings", "policy", page],
    queryFn: ({ signal }) => getPolicy(page, signal),
    staleTime: 60_000,
  });
}

export function usePolicy(page: PolicyPage) {
  return useQuery(policyQuery(page));
}
