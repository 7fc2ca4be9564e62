import { useLingui } from "@lingui/react/macro";
import type { ProductType } from "@vayu/shared/catalog";
import { comparePath } from "@vayu/shared/compare-ids";
import { lazy, Suspense, useSyncExternalStore } from "react";
import { LocalisedLink } from "../../components/LocalisedLink";
import { toggleClasses } from "./compare-key";

const CompareCheckbox = lazy(() => import("./CompareCheckbox"));
const unchanging = () => () => undefined;

/**
 * "Compare" on a listing card and the product page (docs/decisions/330-compare-products.md, "As
 * built"). The server's HTML, on every render, and the first paint have a link that opens the
 * comparison with this product, so it works without JavaScript; the checkbox (the list kept on the
 * device) takes its place once the page is hydrated and its code has loaded, so the cards' and the
 * product page's first load stay as they were. Only after hydration: on the server the lazy code
 * would suspend the render, which then fails (the first page after a start came as the bare shell).
 */
export function CompareToggle({
  product,
  variant = "card",
}: {
  product: ProductType;
  variant?: "card" | "page";
}) {
  const { t } = useLingui();
  const hydrated = useSyncExternalStore(unchanging, () => true, () => false);
  const plain = (
    <LocalisedLink to={comparePath([product._id])} className={toggleClasses[variant]}>
      {/* Drawn as the checkbox that replaces it, unticked. */}
      <span aria-hidden className="size-4 shrink-0 rounded-[3px] border border-slate-400 bg-white" />
      {t`Compare`}
    </LocalisedLink>
  );
  if (!hydrated) return plain;
  return (
    <Suspense fallback={plain}>
      <CompareCheckbox product={product} variant={variant} />
    </Suspense>
  );
}
