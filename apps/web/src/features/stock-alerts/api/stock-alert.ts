import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryClient } from "../../../lib/query-client";
import { putStockAlert } from "../../../lib/queries/stock-alert";

const stockAlertStatusResponse = () =>
  import("@vayu/shared/stock-alerts").then((schemas) => schemas.StockAlertStatusResponse);
const stockAlertUnsubscribeResponse = () =>
  import("@vayu/shared/stock-alerts").then((schemas) => schemas.StockAlertUnsubscribeResponse);

/** GET /api/product/:id/notify: whether the signed-in shopper waits for this product. */
export function stockAlertQuery(userId: string, productId: string) {
  return {
    queryKey: ["stock-alert", userId, productId],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api(stockAlertStatusResponse, `/product/${productId}/notify`, { signal }),
  };
}

export function useStockAlert(userId: string | undefined, productId: string) {
  return useQuery({ ...stockAlertQuery(userId ?? "", productId), enabled: userId !== undefined });
}

/** POST (wait for it) or DELETE (stop waiting) /api/product/:id/notify. */
export function useSetStockAlert(userId: string, productId: string) {
  return useMutation({
    mutationFn: (wanted: boolean) => putStockAlert(productId, wanted),
    onSuccess: ({ subscribed }) =>
      queryClient.setQueryData(stockAlertQuery(userId, productId).queryKey, { subscribed }),
  });
}

/** POST /api/notify/unsubscribe: the e-mail's link. Safe to repeat, so a query: it runs once per token. */
export function useUnsubscribeLink(token: string) {
  return useQuery({
    queryKey: ["stock-alert-unsubscribe", token],
    queryFn: () =>
      api(stockAlertUnsubscribeResponse, "/notify/unsubscribe", { method: "POST", body: { token } }),
    enabled: token !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
