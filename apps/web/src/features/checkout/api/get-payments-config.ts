import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PaymentsConfigResponseType } from "@vayu/shared/checkout";
import { api } from "../../../lib/api";

const paymentsConfigResponse = () =>
  import("@vayu/shared/checkout").then((schemas) => schemas.PaymentsConfigResponse);

/** GET /api/payments/config: which provider takes payments, and whether it is the demo sandbox. */
export function getPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfigResponseType> {
  return api(paymentsConfigResponse, "/payments/config", { signal });
}

export const paymentsConfigQuery = queryOptions({
  queryKey: ["payments", "config"],
  queryFn: ({ signal }) => getPaymentsConfig(signal),
  // Set at start-up: it does not change while the store runs.
  staleTime: Infinity,
});

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQuery);
}
