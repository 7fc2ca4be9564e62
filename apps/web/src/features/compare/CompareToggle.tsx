import { useLingui } from "@lingui/react/macro";
import type { ProductType } from "@vayu/shared/catalog";
import { lazy, Suspense, useSyncExternalStore } from "react";
import { toggleClasses } from "./compare-key";

const CompareCheckbox = lazy(() => import("./CompareCheckbox"));
const unchanging = () => () => undefined;

/**
 * "Compare" on a listing card and the product page (docs/decisions/330-compare-products.md). The
 * server's HTML and the first paint show the box unticked; its code (the list kept on the
 * device) loads after, so the cards' and the product page's first load stay as they were.
 * Only after hydration: on the server the lazy code would suspend the render, which then fails
 * (the first page after a start came as the bare shell, in English: `<html lang="en-IN">` on `/hi`).
 */
export function CompareToggle({
  product,
  variant = "card",
}: {
  product: ProductType;
  variant?: "card" | "page";
}) {
  const { t } = useLingui();
  const still = (
    <label className={toggleClasses[variant]}>
      <input type="checkbox" disabled className="size-4 rounded border-slate-300 accent-brand-600" />
      {t`Compare`}
    </label>
  );
  const hydrated = useSyncExternalStore(unchanging, () => true, () => false);
  if (!hydrated) return still;
  return (
    <Suspense fallback={still}>
      <CompareCheckbox product={product} variant={variant} />
    </Suspense>
  );
}
