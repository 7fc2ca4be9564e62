import type { UseQueryOptions } from "@tanstack/react-query";
import type { ProductType } from "@vayu/shared/catalog";
import type { Locale } from "@vayu/shared/locale";
import { lazy, Suspense, useEffect, useState } from "react";

/** How a product is read for the row: the product page's own query, handed in by the app. */
export type ProductQuery = (id: string, locale: Locale) => UseQueryOptions<ProductType | null, Error, ProductType | null, string[]>;

const RecentlyViewed = lazy(() => import("./RecentlyViewed"));

/**
 * The product page's "Recently viewed" row (docs/decisions/335-home-that-sells.md): drawn after
 * hydration from what this device kept, so the server's HTML stays the same for every shopper,
 * and its code loaded then, so the page's first load does not grow. Another product starts anew.
 */
export function RecentlyViewedRow({ productId, productQuery }: { productId: string; productQuery: ProductQuery }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewed key={productId} productId={productId} productQuery={productQuery} />
    </Suspense>
  );
}
