import { useMutation, useQuery } from "@tanstack/react-query";
import {
  StockAlertResponse,
  StockAlertStatusResponse,
  StockAlertUnsubscribeResponse,
} from "@vayu/shared/stock-alerts";
import { api } from "../../../lib/api";
import { queryClient } from "../../../lib/query-client";

/** GET /api/product/:id/notify: whether the signed-in shopper waits for this product. */
export function stockAlertQuery(userId: string, productId: string) {
  return {
    queryKey: ["stock-alert", userId, productId],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api(StockAlertStatusResponse, `/product/${productId}/notify`, { signal }),
  };
}

export function useStockAlert(userId: string | undefined, productId: string) {
  return useQuery({ ...stockAlertQuery(userId ?? "", productId), enabled: userId !== undefined });
}

/** POST (wait for it) or DELETE (stop waiting) /api/product/:id/notify. */
export function useSetStockAlert(userId: string, productId: string) {
  return useMutation({
    mutationFn: (wanted: boolean) =>
      api(StockAlertResponse, `/product/${productId}/notify`, { method: wanted ? "POST" : "DELETE" }),
    onSuccess: ({ subscribed }) =>
      queryClient.setQueryData(stockAlertQuery(userId, productId).queryKey, { subscribed }),
  });
}

/** POST /api/notify/unsubscribe: the e-mail's link. Safe to repeat, so a query: it runs once per token. */
export function useUnsubscribeLink(token: string) {
  return useQuery({
    queryKey: ["stock-alert-unsubscribe", token],
    queryFn: () =>
      api(StockAlertUnsubscribeResponse, "/notify/unsubscribe", { method: "POST", body: { token } }),
    enabled: token !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
