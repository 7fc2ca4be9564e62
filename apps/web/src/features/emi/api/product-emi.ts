import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";

const productEmiResponse = () => import("@vayu/shared/emi-plans").then((schemas) => schemas.ProductEmiResponse);

/** GET /api/product/:id/emi: the plans open to the product's price today, lowest instalment first (docs/decisions/323-emi-plans.md). */
export function productEmiQuery(productId: string) {
  return queryOptions({
    queryKey: ["emi", productId],
    queryFn: ({ signal }) => api(productEmiResponse, `/product/${encodeURIComponent(productId)}/emi`, { signal }),
  });
}

export function useProductEmi(productId: string) {
  return useQuery(productEmiQuery(productId));
}
