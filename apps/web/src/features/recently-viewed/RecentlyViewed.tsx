import { Trans } from "@lingui/react/macro";
import { useQueries } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { CardRow } from "../../components/product/CardRow";
import { useLocale } from "../../lib/i18n";
import type { ProductQuery } from "./index";
import { keptViewed, subscribeViewed, viewedIds } from "./viewed-list";

/** "Recently viewed": the products this device kept other than `productId`, newest first, as the catalogue shows them now. */
export default function RecentlyViewed({ productId, productQuery }: { productId: string; productQuery: ProductQuery }) {
  const locale = useLocale();
  const kept = useSyncExternalStore(subscribeViewed, keptViewed, () => null);
  const ids = viewedIds(kept).filter((id) => id !== productId);
  const viewed = useQueries({ queries: ids.map((id) => ({ ...productQuery(id, locale), retry: false })) });
  // A product hidden or deleted since reads as null, and one that failed to load is left out.
  const products = viewed.flatMap((query) => (query.data ? [query.data] : []));
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed" className="mt-14">
      <h2 id="recently-viewed" className="mb-5 text-xl font-bold tracking-tight text-ink sm:text-2xl">
        <Trans>Recently viewed</Trans>
      </h2>
      <CardRow products={products} />
    </section>
  );
}
