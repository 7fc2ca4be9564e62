import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Locale } from "@vayu/shared/locale";
import type { PolicyPage } from "@vayu/shared/site-settings";
import type { PolicyTextResponseType } from "@vayu/shared/store-settings";
import { api } from "../../../lib/api";
import { inLanguage } from "../../../lib/content-language";
import { useLocale } from "../../../lib/i18n";

const policyResponse = () =>
  import("@vayu/shared/store-settings").then((schemas) => schemas.PolicyTextResponse);

/**
 * GET /api/settings/policies/:page: the owner's text with the store's figures filled in; Hindi
 * pages ask for the Hindi text (docs/decisions/326-hindi-content.md).
 */
export function getPolicy(page: PolicyPage, locale: Locale, signal?: AbortSignal): Promise<PolicyTextResponseType> {
  return api(policyResponse, inLanguage(`/settings/policies/${page}`, locale), { signal });
}

export function policyQuery(page: PolicyPage, locale: Locale) {
  return queryOptions({
    queryKey: ["settings", "policy", page, locale],
    queryFn: ({ signal }) => getPolicy(page, locale, signal),
    staleTime: 60_000,
  });
}

export function usePolicy(page: PolicyPage) {
  return useQuery(policyQuery(page, useLocale()));
}
