import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { SearchX } from "lucide-react";
import { englishIf } from "../../lib/content-language";
import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { LocalisedLink, useLocalisedNavigate } from "../../components/LocalisedLink";
import type { CategoryType } from "@vayu/shared/catalog";
import { categoryPath } from "@vayu/shared/catalog-paths";
import { useStoreSettings } from "../../lib/queries/get-settings";
import { Breadcrumbs } from "../../components/ui/Breadcrumbs";
import { Button, buttonClasses } from "../../components/ui/Button";
import { SortSelect } from "../../components/ui/SortSelect";
import { FiltersToolbar } from "../../components/ui/FiltersToolbar";
import { PageContainer } from "../../components/ui/Page";
import { PageMeta } from "../../components/ui/PageMeta";
import { PermanentRedirect } from "../../components/ui/PermanentRedirect";
import { Pagination } from "../../components/ui/Pagination";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { Skeleton } from "../../components/ui/Skeleton";
import { useCategories } from "../../lib/queries/get-categories";
import { LoadError } from "../../components/ui/LoadError";
import { cardPriority, ProductCard, ProductCardSkeleton } from "../../components/product/ProductCard";
import { productGridClass, ProductResults } from "../../components/product/ProductResults";
import { localeOfPath, unlocalisedPath } from "@vayu/shared/locale";
import type { Prefetch } from "../../lib/prefetch";
import { searchQuery, useSearchResults } from "./api";
import { clearFilters, isFiltered, SearchFilters } from "./SearchFilters";
import {
  newSearchHref,
  readSearchState,
  RESULTS_PER_PAGE,
  searchHref,
  searchSortOptions,
  type SearchState,
} from "../../lib/search-params";
import { useDomId } from "../../lib/use-dom-id";

/** Popular categories, as tiles: where a search that found nothing can go next. */
function CategoryTiles({ categories }: { categories: CategoryType[] }) {
  return (
    <ul className="mt-6 grid w-full grid-cols-2 gap-3 sm:grid-cols-4">
      {categories.map((category) => (
        <li key={category._id}>
          <LocalisedLink
            to={categoryPath(category)}
            className="flex flex-col items-center gap-2 rounded-xl bg-slate-50 p-3 text-sm font-semibold text-ink ring-1 ring-slate-200 hover:bg-brand-50 hover:text-brand-700"
          >
            <ResponsiveImage
              src={category.image}
              alt=""
              sizes="160px"
              width={160}
              height={120}
              className="aspect-[4/3] w-full object-contain"
            />
            <span lang={englishIf(category, "name")}>{category.name}</span>
          </LocalisedLink>
        </li>
      ))}
    </ul>
  );
}

function NoResults({
  state,
  didYouMean,
  categories,
  onChange,
}: {
  state: SearchState;
  didYouMean: string | undefined;
  categories: CategoryType[];
  onChange: (state: SearchState) => void;
}) {
  const { t } = useLingui();
  const query = state.q;
  return (
    <div className="flex flex-col items-center rounded-xl bg-white px-4 py-12 text-center ring-1 ring-slate-200">
      <SearchX className="size-12 text-slate-400" aria-hidden />
      <h2 className="mt-4 text-lg font-semibold text-ink">
        {isFiltered(state) ? (
          <Trans>No products match “{query}” with these filters</Trans>
        ) : (
          <Trans>No products match “{query}”</Trans>
        )}
      </h2>
      {didYouMean && (
        <p className="mt-2 text-slate-700">
          <Trans>
            Did you mean{" "}
            <LocalisedLink to={newSearchHref(didYouMean)} className="font-semibold text-brand-700 underline">
              {didYouMean}
            </LocalisedLink>
            ?
          </Trans>
        </p>
      )}
      <p className="mt-2 max-w-md text-sm text-slate-600">
        <Trans>
          Check the spelling, use fewer words, or try a size such as “40 litre cooler” or “43 inch TV”.
        </Trans>
      </p>
      {isFiltered(state) && (
        <Button
          variant="outline"
          className="mt-5 noscript:hidden"
          onClick={() => onChange(clearFilters(state))}
        >
          <Trans>Clear filters</Trans>
        </Button>
      )}
      {categories.length > 0 && (
        <section aria-label={t`Popular categories`} className="mt-8 w-full max-w-2xl">
          <h3 className="text-sm font-bold tracking-wider text-slate-500 uppercase">
            <Trans>Popular categories</Trans>
          </h3>
          <CategoryTiles categories={categories} />
        </section>
      )}
    </div>
  );
}

export const prefetch: Prefetch = async ({ queryClient, url }) => {
  const state = readSearchState(url.searchParams);
  if (state.q) await queryClient.prefetchQuery(searchQuery(state, localeOfPath(url.pathname)));
};

/** `/search?q=`: the results page, its state in the URL (docs/decisions/100-search.md). */
export default function SearchPage() {
  const settings = useStoreSettings();
  const { t, i18n } = useLingui();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useLocalisedNavigate();
  const state = readSearchState(search);
  // One URL per search: the filter form sent without JavaScript names every field, empty ones too.
  const canonical = searchHref(state);
  const results = useSearchResults(state);
  const categories = useCategories();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useDomId();
  const formId = useDomId();
  const change = (next: SearchState) => navigate(searchHref(next));
  const data = results.data;
  const shownFor = data?.correctedQuery ?? state.q;
  const { q } = state;
  const { storeName } = settings;
  const corrected = data?.correctedQuery;
  const total = data?.total ?? 0;

  if (state.q && canonical !== `${unlocalisedPath(location.pathname)}${location.search}`)
    return <PermanentRedirect to={canonical} />;
  if (!state.q) {
    return (
      <PageContainer>
        <PageMeta title={t`Search`} />
        <div className="mx-auto flex max-w-2xl flex-col items-center py-12 text-center">
          <h1 className="text-2xl font-bold text-ink">
            <Trans>Search the store</Trans>
          </h1>
          <p className="mt-2 text-slate-600">
            <Trans>
              Type what you are looking for in the search box at the top, or start from a category.
            </Trans>
          </p>
          <CategoryTiles categories={categories.data ?? []} />
          <LocalisedLink to="/" className={`${buttonClasses("outline")} mt-8`}>
            <Trans>Back to home</Trans>
          </LocalisedLink>
        </div>
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <PageMeta title={t`${q} | Search`} description={t`Search results for ${q} at ${storeName}.`} />
      <Breadcrumbs items={[{ label: t`Home`, to: "/" }, { label: t`Search` }]} />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-ink sm:text-3xl">
            <Trans>Results for “{shownFor}”</Trans>
          </h1>
          <p className="mt-1 text-slate-600" aria-live="polite">
            {data ? <Plural value={total} one="# product" other="# products" /> : <Trans>Searching…</Trans>}
          </p>
          {data?.correctedQuery && (
            <p className="mt-1 text-sm text-slate-600" data-testid="corrected">
              <Trans>
                Nothing matched “{q}”, so these are the results for “{corrected}”.
              </Trans>
            </p>
          )}
        </div>
        <FiltersToolbar
          filtersOpen={filtersOpen}
          onToggleFilters={() => setFiltersOpen((open) => !open)}
          panelId={panelId}
          formId={formId}
        >
          <SortSelect
            value={state.sort}
            options={searchSortOptions.map((option) => ({
              value: option.value,
              label: i18n._(option.label),
            }))}
            onChange={(sort) => change({ ...state, sort, page: 1 })}
            form={formId}
          />
        </FiltersToolbar>
      </div>

      <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:items-start lg:gap-8">
        <aside
          id={panelId}
          aria-label={t`Filters`}
          className={`${filtersOpen ? "mb-6 block" : "hidden"} noscript:block noscript:max-lg:mb-6 lg:sticky lg:top-28 lg:mb-0 lg:block`}
        >
          {categories.data ? (
            <SearchFilters formId={formId} state={state} categories={categories.data} onChange={change} />
          ) : (
            <Skeleton className="h-80 rounded-xl" />
          )}
        </aside>

        <ProductResults heading={t`Search results`} busy={results.isFetching}>
          {results.isError ? (
            <LoadError onRetry={() => void results.refetch()} />
          ) : !data ? (
            <div className={productGridClass}>
              {Array.from({ length: 8 }, (_, i) => (
                <ProductCardSkeleton key={i} />
              ))}
            </div>
          ) : data.data.length === 0 ? (
            <NoResults
              state={state}
              didYouMean={data.didYouMean}
              categories={categories.data ?? []}
              onChange={change}
            />
          ) : (
            <>
              <ul
                className={`${productGridClass} transition-opacity ${results.isPlaceholderData ? "opacity-60" : ""}`}
              >
                {data.data.map((product, index) => (
                  <li key={product._id} className="flex">
                    <ProductCard product={product} priority={cardPriority(index)} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={state.page}
                pages={Math.ceil(data.total / RESULTS_PER_PAGE)}
                href={(page) => searchHref({ ...state, page })}
              />
            </>
          )}
        </ProductResults>
      </div>
    </PageContainer>
  );
}
