import { PackageSearch } from "lucide-react";
import { useState } from "react";
import { useLocation, useParams, useSearchParams } from "react-router";
import { LocalisedLink, useLocalisedNavigate } from "../../components/LocalisedLink";
import { PermanentRedirect } from "../../components/ui/PermanentRedirect";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { browseMessages } from "@vayu/shared/messages/browse";
import { englishIf } from "../../lib/content-language";
import { useLocale, useMessages } from "../../lib/i18n";
import { STOREFRONT_PAGE_SIZE } from "@vayu/shared/listing-limits";
import { useDeliveryPromise } from "../../components/store-promises";
import { useStoreSettings } from "../../lib/queries/get-settings";
import { Breadcrumbs } from "../../components/ui/Breadcrumbs";
import { Button, buttonClasses } from "../../components/ui/Button";
import { SortSelect } from "../../components/ui/SortSelect";
import { FiltersToolbar } from "../../components/ui/FiltersToolbar";
import { PageContainer } from "../../components/ui/Page";
import { PageMeta } from "../../components/ui/PageMeta";
import { Pagination } from "../../components/ui/Pagination";
import { Skeleton } from "../../components/ui/Skeleton";
import NotFoundPage from "../../components/NotFoundPage";
import { localeOfPath, unlocalisedPath } from "@vayu/shared/locale";
import type { Prefetch } from "../../lib/prefetch";
import { categoriesQuery, useCategories } from "../../lib/queries/get-categories";
import {
  categoryPageQuery,
  priceQuartilesQuery,
  useCategoryPage,
  usePriceQuartiles,
} from "./api/get-category-products";
import { ListingFilters } from "./ListingFilters";
import {
  clearFilters,
  isFiltered,
  listingHref,
  readListingState,
  sortOptions,
  type ListingState,
} from "./listing-params";
import { LoadError } from "../../components/ui/LoadError";
import { cardPriority, ProductCard, ProductCardSkeleton } from "../../components/product/ProductCard";
import { productGridClass, ProductResults } from "../../components/product/ProductResults";
import { useDomId } from "../../lib/use-dom-id";

const SKELETON_COUNT = 8;

/** The listing's first products, asked for only when the URL is the listing's own (as the page does). */
export const prefetch: Prefetch = async ({ queryClient, params, url }) => {
  const categoryId = params.categoryId ?? "";
  const locale = localeOfPath(url.pathname);
  const quartiles = queryClient.prefetchQuery(priceQuartilesQuery(categoryId));
  const categories = categoriesQuery(locale);
  await queryClient.prefetchQuery(categories);
  const category = queryClient
    .getQueryData(categories.queryKey)
    ?.find((candidate) => candidate._id === categoryId);
  const state = readListingState(params.subcategoryId, url.searchParams);
  // A Hindi listing is the English path under /hi (docs/product/http-contract.md "Languages").
  if (category && listingHref(category, state) === `${unlocalisedPath(url.pathname)}${url.search}`)
    await queryClient.prefetchQuery(categoryPageQuery(categoryId, state, locale));
  await quartiles;
};

export default function ListingPage() {
  const settings = useStoreSettings();
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const text = useMessages(browseMessages);
  const promise = useDeliveryPromise(settings);
  const { categoryName = "", categoryId = "", subcategoryId } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useLocalisedNavigate();
  const categories = useCategories();
  const category = categories.data?.find((candidate) => candidate._id === categoryId);
  const state = readListingState(subcategoryId, search);
  // One URL per listing: fixes a renamed slug, unknown subcategories and parameter order.
  const canonical = category && listingHref(category, state);
  const isCanonical = canonical === `${unlocalisedPath(location.pathname)}${location.search}`;
  // Asked for once the URL is the listing's own, so an unknown subcategory never reaches the API.
  const products = useCategoryPage(categoryId, state, isCanonical);
  const quartiles = usePriceQuartiles(categoryId);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useDomId();
  const formId = useDomId();

  if (categories.isSuccess && !category) return <NotFoundPage />;
  if (canonical !== undefined && !isCanonical) return <PermanentRedirect to={canonical} />;

  const title = category?.name ?? categoryName.replace(/-/g, " ");
  // Until the categories arrive the slug stands in for the name: English, as is a name staff have not translated.
  const titleLang = category ? englishIf(category, "name") : locale === "en" ? undefined : "en";
  const { storeName } = settings;
  // A new filter or sort starts again at the first page.
  const change = (next: ListingState) => category && navigate(listingHref(category, { ...next, page: 1 }));
  const shown = products.data?.data ?? [];
  const total = products.data?.total ?? 0;
  const pages = Math.ceil(total / STOREFRONT_PAGE_SIZE);

  return (
    <PageContainer>
      <PageMeta
        title={t`Shop ${title} Online`}
        description={t`Buy ${title} online at the best prices in India from ${storeName}. ${promise} and a warranty on every appliance.`}
      />
      <Breadcrumbs
        items={[
          { label: t`Home`, to: "/" },
          { label: title, lang: titleLang },
        ]}
      />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink capitalize sm:text-3xl">
            <Trans>
              Shop By <span lang={titleLang}>{title}</span>
            </Trans>
          </h1>
          <p className="mt-1 text-slate-600" aria-live="polite">
            {products.data ? (
              <Plural value={total} one="# product" other="# products" />
            ) : (
              <Trans>Loading products…</Trans>
            )}
          </p>
        </div>
        <FiltersToolbar
          filtersOpen={filtersOpen}
          onToggleFilters={() => setFiltersOpen((open) => !open)}
          panelId={panelId}
          formId={formId}
        >
          <SortSelect
            value={state.sort}
            options={sortOptions.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
            onChange={(sort) => change({ ...state, sort })}
            form={formId}
          />
        </FiltersToolbar>
      </div>

      <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:items-start lg:gap-8">
        <aside
          id={panelId}
          aria-label={t`Filters`}
          className={`${filtersOpen ? "mb-6 block" : "hidden"} noscript:block noscript:max-lg:mb-6 lg:sticky lg:top-28 lg:mb-0 lg:block lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto lg:rounded-xl`}
        >
          {category ? (
            <ListingFilters
              formId={formId}
              category={category}
              state={state}
              quartiles={quartiles.data ?? []}
              onChange={change}
            />
          ) : (
            <Skeleton className="h-80 rounded-xl" />
          )}
        </aside>

        <ProductResults heading={t`Products`} busy={products.isPending || products.isPlaceholderData}>
          {products.isError ? (
            <LoadError onRetry={() => void products.refetch()} />
          ) : products.isPending ? (
            <div className={productGridClass}>
              {Array.from({ length: SKELETON_COUNT }, (_, i) => (
                <ProductCardSkeleton key={i} />
              ))}
            </div>
          ) : shown.length === 0 ? (
            <div className="flex flex-col items-center rounded-xl bg-white px-4 py-16 text-center ring-1 ring-slate-200">
              <PackageSearch className="size-12 text-slate-400" aria-hidden />
              <p className="mt-4 text-lg font-semibold text-ink">
                {total > 0 ? (
                  <Plural value={pages} one="This listing has # page." other="This listing has # pages." />
                ) : (
                  text.catalog.noProductsInCategory
                )}
              </p>
              {total > 0 && category ? (
                <LocalisedLink
                  to={listingHref(category, { ...state, page: 1 })}
                  className={`${buttonClasses("outline")} mt-5`}
                >
                  <Trans>Back to the first page</Trans>
                </LocalisedLink>
              ) : (
                isFiltered(state) && (
                  <Button
                    variant="outline"
                    className="mt-5 noscript:hidden"
                    onClick={() => change(clearFilters(state))}
                  >
                    <Trans>Clear filters</Trans>
                  </Button>
                )
              )}
            </div>
          ) : (
            <>
              <ul className={productGridClass}>
                {shown.map((product, index) => (
                  <li key={product._id} className="flex">
                    <ProductCard
                      product={product}
                      priority={state.page === 1 ? cardPriority(index) : undefined}
                    />
                  </li>
                ))}
              </ul>
              {category && (
                <Pagination
                  page={state.page}
                  pages={pages}
                  href={(page) => listingHref(category, { ...state, page })}
                />
              )}
            </>
          )}
        </ProductResults>
      </div>
    </PageContainer>
  );
}
