import { PackageSearch, SlidersHorizontal } from "lucide-react";
import { useId, useState } from "react";
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { PermanentRedirect } from "../../components/ui/PermanentRedirect";
import { messages } from "@vayu/shared/messages";
import { siteSettings } from "@vayu/shared/site-settings";
import { Breadcrumbs } from "../../components/ui/Breadcrumbs";
import { Button } from "../../components/ui/Button";
import { SortSelect } from "../../components/ui/SortSelect";
import { PageContainer } from "../../components/ui/Page";
import { PageMeta } from "../../components/ui/PageMeta";
import { Skeleton } from "../../components/ui/Skeleton";
import NotFoundPage from "../../components/NotFoundPage";
import { useCategories } from "../../lib/queries/get-categories";
import { useCategoryProducts } from "./api/get-category-products";
import { ListingFilters } from "./ListingFilters";
import { applyListingState } from "./listing-filters";
import { listingHref, readListingState, sortOptions, type ListingState } from "./listing-params";
import { LoadError } from "../../components/ui/LoadError";
import { ProductCard, ProductCardSkeleton } from "../../components/product/ProductCard";

const SKELETON_COUNT = 8;
/** Cards in the first rows of the largest grid load first; the rest load lazily. */
const PRIORITY_CARDS = 4;

const gridClass = "grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4";

export default function ListingPage() {
  const { categoryName = "", categoryId = "", subcategoryId } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const categories = useCategories();
  const products = useCategoryProducts(categoryId);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();

  const category = categories.data?.find((candidate) => candidate._id === categoryId);
  const state = readListingState(subcategoryId, search);

  if (categories.isSuccess && !category) return <NotFoundPage />;
  if (category) {
    // One URL per listing: fixes a renamed slug, unknown subcategories and parameter order.
    const canonical = listingHref(category, state);
    if (canonical !== `${location.pathname}${location.search}`) return <PermanentRedirect to={canonical} />;
  }

  const title = category?.name ?? categoryName.replace(/-/g, " ");
  const change = (next: ListingState) => category && navigate(listingHref(category, next));
  const shown = products.data ? applyListingState(products.data, state) : [];

  return (
    <PageContainer>
      <PageMeta title={`Shop ${title} Online | ${siteSettings.name}`} description={`Buy ${title} online at the best prices in India from ${siteSettings.name}. Flat ₹5 delivery and a 2-year warranty.`} />
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: title }]} />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink capitalize sm:text-3xl">Shop By {title}</h1>
          <p className="mt-1 text-slate-600" aria-live="polite">
            {products.data ? `${shown.length} ${shown.length === 1 ? "product" : "products"}` : "Loading products…"}
          </p>
        </div>
        <div className="flex w-full items-center gap-3 sm:w-auto">
          <Button variant="outline" className="flex-1 lg:hidden" aria-expanded={filtersOpen} aria-controls={panelId} onClick={() => setFiltersOpen((open) => !open)}>
            <SlidersHorizontal className="size-4" aria-hidden />
            {filtersOpen ? "Hide Filters" : "Show Filters"}
          </Button>
          <SortSelect value={state.sort} options={sortOptions} onChange={(sort) => change({ ...state, sort })} />
        </div>
      </div>

      <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:items-start lg:gap-8">
        <aside id={panelId} aria-label="Filters" className={`${filtersOpen ? "mb-6 block" : "hidden"} lg:sticky lg:top-28 lg:mb-0 lg:block lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto lg:rounded-xl`}>
          {category ? (
            <ListingFilters category={category} state={state} products={products.data ?? []} onChange={change} />
          ) : (
            <Skeleton className="h-80 rounded-xl" />
          )}
        </aside>

        <section aria-label="Products" aria-busy={products.isPending}>
          {products.isError ? (
            <LoadError onRetry={() => void products.refetch()} />
          ) : products.isPending ? (
            <div className={gridClass}>
              {Array.from({ length: SKELETON_COUNT }, (_, i) => (
                <ProductCardSkeleton key={i} />
              ))}
            </div>
          ) : shown.length === 0 ? (
            <div className="flex flex-col items-center rounded-xl bg-white px-4 py-16 text-center ring-1 ring-slate-200">
              <PackageSearch className="size-12 text-slate-400" aria-hidden />
              <p className="mt-4 text-lg font-semibold text-ink">{messages.catalog.noProductsInCategory}</p>
              {products.data.length > 0 && (
                <Button variant="outline" className="mt-5" onClick={() => change({ ...state, subcategoryIds: [], minPrice: undefined, maxPrice: undefined })}>
                  Clear filters
                </Button>
              )}
            </div>
          ) : (
            <ul className={gridClass}>
              {shown.map((product, index) => (
                <li key={product._id} className="flex">
                  <ProductCard product={product} priority={index < PRIORITY_CARDS} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </PageContainer>
  );
}
