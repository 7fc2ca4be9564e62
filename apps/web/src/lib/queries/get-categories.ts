import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CategoryType } from "@vayu/shared/catalog";
import type { Locale } from "@vayu/shared/locale";
import { api } from "../api";
import { inLanguage } from "../content-language";
import { useLocale } from "../i18n";

/** GET /api/category/categoryandsubcategpry (the misspelt path is the contract). */
const categoriesResponse = () =>
  import("@vayu/shared/catalog").then((schemas) => schemas.CategoriesResponse.partial());

/** The categories named in `locale`; a Hindi answer keeps each English slug for the links (`categoryPath`). */
export async function getCategories(locale: Locale): Promise<CategoryType[]> {
  const body = await api(categoriesResponse, inLanguage("/category/categoryandsubcategpry", locale));
  if (!body.categories) {
    // An answer without them is only logged; the menus stay empty (docs/product/storefront.md "Behaviour").
    console.warn("categories: none in the answer");
    return [];
  }
  return body.categories;
}

export const categoriesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ["catalog", "categories", locale],
    queryFn: () => getCategories(locale),
    staleTime: 5 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQuery(useLocale()));
}
