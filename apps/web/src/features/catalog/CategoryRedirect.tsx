import type { CategoryType } from "@vayu/shared/catalog";
import { categoryPath, categorySlug, slugOf } from "@vayu/shared/catalog-paths";
import { useParams } from "react-router";
import { PermanentRedirect } from "../../components/ui/PermanentRedirect";
import { Spinner } from "../../components/ui/Spinner";
import NotFoundPage from "../../components/NotFoundPage";
import { useCategories } from "../../lib/queries/get-categories";
import { LoadError } from "../../components/ui/LoadError";

/** A category by id, by slug ("air-coolers") or by English name in any case ("Air Coolers"). */
export function findCategory(
  categories: readonly CategoryType[],
  idOrName: string,
): CategoryType | undefined {
  const slug = categorySlug(idOrName);
  return (
    categories.find((category) => category._id === idOrName) ??
    categories.find((category) => slugOf(category) === slug)
  );
}

/** /category/:idOrName (the mobile menu's links) replaces itself with the canonical listing URL. */
export default function CategoryRedirect() {
  const { idOrName = "" } = useParams();
  const categories = useCategories();
  if (categories.isPending) {
    return (
      <div className="flex justify-center py-24 text-brand-600">
        <Spinner className="size-8" />
      </div>
    );
  }
  if (categories.isError) return <LoadError onRetry={() => void categories.refetch()} />;
  const category = findCategory(categories.data, idOrName);
  return category ? <PermanentRedirect to={categoryPath(category)} /> : <NotFoundPage />;
}
