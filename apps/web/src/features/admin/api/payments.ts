import { queryOptions, useQuery } from "@tanstack/react-query";
import { StuckPaymentsResponse } from "@vayu/shared/admin";
import { api } from "../../../lib/api";
import { staffRetry } from "./staff-resource";

/** GET /admin/payments/stuck: online payments that neither settled nor failed. */
export const stuckPaymentsOptions = queryOptions({
  queryKey: ["admin", "payments", "stuck"],
  queryFn: ({ signal }) =>
    api(StuckPaymentsResponse, "/admin/payments/stuck", { signal }).then((body) => body.payments),
  retry: staffRetry,
});
export const useStuckPayments = () => useQuery(stuckPaymentsOptions);
