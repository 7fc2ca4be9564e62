import { queryOptions, useQuery } from "@tanstack/react-query";
import { CodDecisionsResponse } from "@vayu/shared/cod-rules";
import { api } from "../../../lib/api";
import { staffRetry } from "./staff-resource";

/** GET /admin/cod-decisions?userId=: the shopper's logged COD decisions, newest first (docs/decisions/307-cod-rules-at-checkout.md). */
export const codDecisionsOptions = (userId: string) =>
  queryOptions({
    queryKey: ["admin", "cod-decisions", userId],
    queryFn: ({ signal }) =>
      api(CodDecisionsResponse, `/admin/cod-decisions?${new URLSearchParams({ userId })}`, { signal }),
    retry: staffRetry,
  });
export const useCodDecisions = (userId: string) => useQuery(codDecisionsOptions(userId));
