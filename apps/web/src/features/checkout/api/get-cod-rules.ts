import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CodAvailabilityResponseType } from "@vayu/shared/cod-rules";
import { api } from "../../../lib/api";

const codAvailabilityResponse = () => import("@vayu/shared/cod-rules").then((schemas) => schemas.CodAvailabilityResponse);

/** GET /api/checkout/cod: whether the store's COD rules let this shopper pay this order on delivery (docs/decisions/307-cod-rules-at-checkout.md). */
export function codRulesQuery(pincode: string, total: number, saving: number) {
  const search = new URLSearchParams({ pincode, total: String(total), saving: String(saving) });
  return queryOptions({
    queryKey: ["cod-rules", pincode, total, saving],
    queryFn: ({ signal }): Promise<CodAvailabilityResponseType> => api(codAvailabilityResponse, `/checkout/cod?${search}`, { signal }),
    staleTime: 60_000,
  });
}

export function useCodRules(pincode: string | null, total: number, saving: number) {
  return useQuery({ ...codRulesQuery(pincode ?? "", total, saving), enabled: pincode !== null });
}
