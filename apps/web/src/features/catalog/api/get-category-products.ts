import { queryOptions, useQuery } from "@tanstack/react-query";
import { ProductsResponse, type ProductType } from "@vayu/shared/catalog";
import { api } from "../../../lib/api";

/** GET /api/product/category/:categoryId */
export async function getCategoryProducts(categoryId: string, signal?: AbortSignal): Promise<ProductType[]> {
  const body = await api(ProductsResponse, `/product/category/${encodeURIComponent(categoryId)}`, { signal });
  return body.data;
}

export function categoryProductsQuery(categoryId: string) {
  return queryOptions({
    queryKey: ["catalog", "category-products", categoryId],
    queryFn: ({ signal }) => getCategoryProducts(categoryId, signal),
  });
}

export function useCategoryProducts(categoryId: string) {
  return useQuery(categoryProductsQuery(categoryId));
}
