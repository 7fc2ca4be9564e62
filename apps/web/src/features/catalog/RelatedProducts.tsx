import { Trans } from "@lingui/react/macro";
import type { ProductType } from "@vayu/shared/catalog";
import { categoryPath } from "@vayu/shared/catalog-paths";
import { ArrowRight } from "lucide-react";
import { LocalisedLink } from "../../components/LocalisedLink";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { Locale } from "@vayu/shared/locale";
import { useLocale } from "../../lib/i18n";
import { englishIf } from "../../lib/content-language";
import { categorySampleQuery } from "./api/get-category-products";
import { ProductCard } from "../../components/product/ProductCard";

const SHOWN = 4;

// A few of the same subcategory and a few of the category (one may be this product): never the whole category.
const sameKindQuery = (product: ProductType, locale: Locale) =>
  categorySampleQuery(locale, product.category._id, SHOWN + 1, product.subcategory._id);
const sameCategoryQuery = (product: ProductType, locale: Locale) =>
  categorySampleQuery(locale, product.category._id, SHOWN * 2 + 1);

export const prefetchRelated = (queryClient: QueryClient, product: ProductType, locale: Locale) =>
  Promise.all([
    queryClient.prefetchQuery(sameKindQuery(product, locale)),
    queryClient.prefetchQuery(sameCategoryQuery(product, locale)),
  ]);

/** Other products of the same category, so a shopper can compare. */
export function RelatedProducts({ product }: { product: ProductType }) {
  const locale = useLocale();
  const sameKind = useQuery(sameKindQuery(product, locale));
  const sameCategory = useQuery(sameCategoryQuery(product, locale));
  const candidates = new Map(
    [...(sameKind.data ?? []), ...(sameCategory.data ?? [])].map((candidate) => [candidate._id, candidate]),
  );
  // Same subcategory first, then what can be bought today; ties keep the catalogue's order.
  const score = (p: ProductType) =>
    (p.subcategory._id === product.subcategory._id ? 2 : 0) + (p.stock > 0 ? 1 : 0);
  const related = [...candidates.values()]
    .filter((candidate) => candidate._id !== product._id)
    .sort((a, b) => score(b) - score(a))
    .slice(0, SHOWN);
  if (related.length === 0) return null;
  const categoryName = product.category.name;
  return (
    <section aria-labelledby="related-products" className="mt-14">
      <div className="mb-5 flex items-end justify-between gap-4">
        <h2 id="related-products" className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
          <Trans>You may also like</Trans>
        </h2>
        <LocalisedLink
          to={categoryPath(product.category)}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          <span lang={englishIf(product.category, "name")}>
            <Trans>All {categoryName}</Trans>
          </span>{" "}
          <ArrowRight className="size-4" aria-hidden />
        </LocalisedLink>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-4">
        {related.map((item) => (
          <li key={item._id} className="flex">
            <ProductCard product={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
