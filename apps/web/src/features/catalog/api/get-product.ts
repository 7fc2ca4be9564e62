import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProductType } from "@vayu/shared/catalog";
import { api, ApiError } from "../../../lib/api";

const productResponse = () => import("@vayu/shared/catalog").then((schemas) => schemas.ProductResponse);

/** GET /api/product/:id — `null` when the product does not exist (404) or the id is malformed (400). */
export async function getProduct(id: string, signal?: AbortSignal): Promise<ProductType | null> {
  try {
    const body = await api(productResponse, `/product/${encodeURIComponent(id)}`, { signal });
    return body.data;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export function productQuery(id: string) {
  return queryOptions({
    queryKey: ["catalog", "product", id],
    queryFn: ({ signal }) => getProduct(id, signal),
  });
}

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}
