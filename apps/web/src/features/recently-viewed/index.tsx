import type { UseQueryOptions } from "@tanstack/react-query";
import type { ProductType } from "@vayu/shared/catalog";
import type { Locale } from "@vayu/shared/locale";
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { keptViewed, rememberViewed, subscribeViewed, viewedIds } from "./viewed-list";

/** How a product is read for the row: the product page's own query, handed in by the app. */
export type ProductQuery = (id: string, locale: Locale) => UseQueryOptions<ProductType | null, Error, ProductType | null, string[]>;

const RecentlyViewed = lazy(() => import("./RecentlyViewed"));

/**
 * The product page's "Recently viewed" row (docs/decisions/335-home-that-sells.md): the view is
 * kept on this device once the page is hydrated, and the row drawn then from what is kept (the
 * server renders none, so its HTML stays the same for every shopper); the row's code loads only
 * then, so the page's first load does not grow.
 */
export function RecentlyViewedRow({ productId, productQuery }: { productId: string; productQuery: ProductQuery }) {
  const kept = useSyncExternalStore(subscribeViewed, keptViewed, () => null);
  useEffect(() => rememberViewed(productId), [productId]);
  const viewedBefore = viewedIds(kept).filter((id) => id !== productId);
  if (viewedBefore.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewed ids={viewedBefore} productQuery={productQuery} />
    </Suspense>
  );
}
