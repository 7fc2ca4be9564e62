import { Trans } from "@lingui/react/macro";
import { LocalisedLink as Link } from "../../../components/LocalisedLink";
import { categoryPath } from "@vayu/shared/catalog-paths";
import { ResponsiveImage } from "../../../components/ui/ResponsiveImage";
import { useCategories } from "../../../lib/queries/get-categories";

const PLACEHOLDER_TILES = 4;

/**
 * "Shop by category": one tile per category, straight into its listing. While the list
 * loads, same-size placeholders hold its place so the sections below do not jump; a store
 * without categories shows nothing.
 */
export function CategoryStrip() {
  const { data: categories = [], isPending } = useCategories();
  if (isPending) return <CategoryStripPlaceholder />;
  if (categories.length === 0) return null;
  return (
    <nav aria-labelledby="shop-by-category">
      <h2 id="shop-by-category" className="mb-4 text-lg font-bold text-ink sm:text-xl">
        <Trans>Shop by category</Trans>
      </h2>
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-4 sm:gap-4 sm:overflow-visible sm:px-0 lg:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]">
        {categories.map((category) => (
          <li key={category._id} className="w-36 shrink-0 snap-start sm:w-auto">
            <Link
              to={categoryPath(category)}
              className="group flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition hover:border-brand-600 hover:shadow-md"
            >
              <span className="size-14 shrink-0 overflow-hidden rounded-lg bg-brand-50">
                <ResponsiveImage
                  src={category.image}
                  alt=""
                  sizes="56px"
                  width={56}
                  height={56}
                  className="size-full object-cover transition-transform group-hover:scale-110"
                />
              </span>
              <span className="text-sm font-semibold text-ink group-hover:text-brand-700">
                {category.name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function CategoryStripPlaceholder() {
  return (
    <div aria-hidden="true">
      <div className="mb-4 h-7 w-44 animate-pulse rounded bg-slate-200" />
      <div className="-mx-4 flex gap-3 overflow-hidden px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-4 sm:gap-4 sm:px-0">
        {Array.from({ length: PLACEHOLDER_TILES }, (_, i) => (
          <div key={i} className="h-20 w-36 shrink-0 animate-pulse rounded-xl bg-slate-200 sm:w-auto" />
        ))}
      </div>
    </div>
  );
}
