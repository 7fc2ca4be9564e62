import type { UseQueryOptions } from "@tanstack/react-query";
import type { ProductType } from "@vayu/shared/catalog";
import type { Locale } from "@vayu/shared/locale";
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { rememberViewed } from "./viewed-list";

/** How a product is read for the row: the product page's own query, handed in by the app. */
export type ProductQuery = (id: string, locale: Locale) => UseQueryOptions<ProductType | null, Error, ProductType | null, string[]>;

const RecentlyViewed = lazy(() => import("./RecentlyViewed"));
const unchanging = () => () => undefined;

/**
 * The product page's "Recently viewed" row (docs/decisions/335-home-that-sells.md): neither in the
 * server's HTML, which stays the same for every shopper, nor in the page's first load. The view is
 * kept on this device as soon as the page is live, so a shopper who moves on before the row's code
 * arrives still finds this product on the next page; the code loads once the page is hydrated and
 * draws the row.
 */
export function RecentlyViewedRow(props: { productId: string; productQuery: ProductQuery }) {
  const hydrated = useSyncExternalStore(unchanging, () => true, () => false);
  useEffect(() => rememberViewed(props.productId), [props.productId]);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewed {...props} />
    </Suspense>
  );
}
