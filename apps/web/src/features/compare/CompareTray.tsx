import { unlocalisedPath } from "@vayu/shared/locale";
import { lazy, Suspense, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { COMPARE_CHANGED, COMPARE_KEY } from "./compare-key";

const CompareBar = lazy(() => import("./CompareBar"));

function subscribe(listener: () => void) {
  window.addEventListener(COMPARE_CHANGED, listener);
  window.addEventListener("storage", listener);
  return () => {
    window.removeEventListener(COMPARE_CHANGED, listener);
    window.removeEventListener("storage", listener);
  };
}

function anyChosen(): boolean {
  try {
    return (window.localStorage.getItem(COMPARE_KEY) ?? "[]") !== "[]";
  } catch {
    return false;
  }
}

/**
 * Every page's compare bar once a product is chosen (docs/decisions/330-compare-products.md): the
 * bar and the list's code load only then.
 */
export function CompareTray() {
  const chosen = useSyncExternalStore(subscribe, anyChosen, () => false);
  const { pathname } = useLocation();
  if (!chosen || unlocalisedPath(pathname) === "/compare") return null;
  return (
    <Suspense fallback={null}>
      <CompareBar />
    </Suspense>
  );
}
