import { api } from "../api";

const stockAlertResponse = () =>
  import("@vayu/shared/stock-alerts").then((schemas) => schemas.StockAlertResponse);

/**
 * POST (wait for it) or DELETE (stop waiting) /api/product/:id/notify, as the shopper the call
 * names (`headers`) or the signed-in one (docs/decisions/172-back-in-stock.md).
 */
export function putStockAlert(productId: string, wanted: boolean, headers?: Record<string, string>) {
  return api(stockAlertResponse, `/product/${encodeURIComponent(productId)}/notify`, {
    method: wanted ? "POST" : "DELETE",
    ...(headers && { headers }),
  });
}
