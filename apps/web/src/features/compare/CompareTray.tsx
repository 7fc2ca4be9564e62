import { unlocalisedPath } from "@vayu/shared/locale";
import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { useComparedItems } from "./compare-list";

const CompareBar = lazy(() => import("./CompareBar"));

/** Every page's compare bar, once a product is chosen; its code loads then (docs/decisions/330-compare-products.md). */
export function CompareTray() {
  const items = useComparedItems();
  const { pathname } = useLocation();
  if (items.length === 0 || unlocalisedPath(pathname) === "/compare") return null;
  return (
    <Suspense fallback={null}>
      <CompareBar items={items} />
    </Suspense>
  );
}
