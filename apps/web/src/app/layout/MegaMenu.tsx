import { Trans } from "@lingui/react/macro";
import { categoryPath } from "@vayu/shared/catalog-paths";
import { ArrowRight } from "lucide-react";
import { LocalisedLink as Link } from "../../components/LocalisedLink";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { Skeleton } from "../../components/ui/Skeleton";
import { useCategories } from "../../lib/queries/get-categories";

/** The Product mega menu: every category with its image and subcategory links. */
export function MegaMenu() {
  const { data: categories, isPending, isError } = useCategories();
  if (isPending) {
    return (
      <div className="grid grid-cols-4 gap-6" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-40 rounded-xl" />
        ))}
      </div>
    );
  }
  if (isError || categories.length === 0) {
    return (
      <p className="py-6 text-center text-slate-600">
        <Trans>Our catalogue is being updated. Please check back shortly.</Trans>
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-x-6 gap-y-8 xl:grid-cols-4">
      {categories.map((category) => (
        <li key={category._id} className="flex gap-4">
          <Link
            to={categoryPath(category)}
            tabIndex={-1}
            aria-hidden="true"
            className="size-16 shrink-0 overflow-hidden rounded-xl bg-slate-50 ring-1 ring-slate-200"
          >
            <ResponsiveImage
              src={category.image}
              alt=""
              sizes="64px"
              width={64}
              height={64}
              className="size-full object-contain p-1.5"
            />
          </Link>
          <div className="min-w-0">
            <Link to={categoryPath(category)} className="font-bold text-ink hover:text-brand-700">
              {category.name}
            </Link>
            <ul className="mt-2 space-y-1.5">
              {category.subcategories.map((subcategory) => (
                <li key={subcategory._id}>
                  <Link
                    to={categoryPath(category, subcategory._id)}
                    className="text-sm text-slate-600 hover:text-brand-700 hover:underline"
                  >
                    {subcategory.name}
                  </Link>
                </li>
              ))}
              <li>
                <Link
                  to={categoryPath(category)}
                  className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
                >
                  <Trans>
                    Shop all<span className="sr-only"> {category.name}</span>
                  </Trans>{" "}
                  <ArrowRight className="size-3.5" aria-hidden />
                </Link>
              </li>
            </ul>
          </div>
        </li>
      ))}
    </ul>
  );
}
