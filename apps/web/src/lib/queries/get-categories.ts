import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CategoryType } from "@vayu/shared/catalog";
import { api } from "../api";

/** GET /api/category/categoryandsubcategpry (the misspelt path is the contract). */
const categoriesResponse = () =>
  import("@vayu/shared/catalog").then((schemas) => schemas.CategoriesResponse.partial());

export async function getCategories(): Promise<CategoryType[]> {
  const body = await api(categoriesResponse, "/category/categoryandsubcategpry");
  if (!body.categories) {
    // An answer without them is only logged; the menus stay empty (docs/product/storefront.md "Behaviour").
    console.warn("categories: none in the answer");
    return [];
  }
  return body.categories;
}

export const categoriesQuery = queryOptions({
  queryKey: ["catalog", "categories"],
  queryFn: getCategories,
  staleTime: 5 * 60_000,
});

export function useCategories() {
  return useQuery(categoriesQuery);
}
