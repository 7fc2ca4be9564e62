import { queryOptions, useQuery } from "@tanstack/react-query";
import { CodDecisionsResponse } from "@vayu/shared/cod-rules";
import { api } from "../../../lib/api";
import { staffRetry } from "./staff-resource";

/**
 * GET /admin/cod-decisions: logged COD decisions, newest first
 * (docs/decisions/307-cod-rules-at-checkout.md): a shopper's (`userId`), or every refusal.
 */
export const codDecisionsOptions = (filter: { userId: string } | { refused: "true" }) =>
  queryOptions({
    queryKey: ["admin", "cod-decisions", filter],
    queryFn: ({ signal }) => api(CodDecisionsResponse, `/admin/cod-decisions?${new URLSearchParams(filter)}`, { signal }),
    retry: staffRetry,
  });
export const useCodDecisions = (userId: string) => useQuery(codDecisionsOptions({ userId }));
export const useCodRefusals = () => useQuery(codDecisionsOptions({ refused: "true" }));
