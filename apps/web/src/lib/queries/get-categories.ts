import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Category } from "@vayu/shared/catalog";
import { api } from "../api";

/** GET /api/category/categoryandsubcategpry (the misspelt path is the contract). */
export async function getCategories(): Promise<Category[]> {
  const body = await api<{ categories?: unknown }>("/category/categoryandsubcategpry");
  if (!Array.isArray(body.categories)) {
    // A non-array answer is only logged; the menus stay empty (docs/product/storefront.md "Behaviour").
    console.warn("categories: expected an array", body.categories);
    return [];
  }
  return body.categories as Category[];
}

export const categoriesQuery = queryOptions({
  queryKey: ["catalog", "categories"],
  queryFn: getCategories,
  staleTime: 5 * 60_000,
});

export function useCategories() {
  return useQuery(categoriesQuery);
}
