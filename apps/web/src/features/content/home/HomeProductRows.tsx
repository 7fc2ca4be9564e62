import { useLingui } from "@lingui/react/macro";
import { useHomeRow } from "../api/get-home-rows";
import { ProductRow } from "./ProductRow";

/** "Bestsellers": the products most bought in the last 30 days; left out while there are too few (the server sends none). */
export function Bestsellers({ className }: { className: string }) {
  const { t } = useLingui();
  const products = useHomeRow("bestsellers").data ?? [];
  if (products.length === 0) return null;
  return (
    <ProductRow
      className={className}
      id="bestsellers"
      eyebrow={t`Popular with shoppers`}
      title={t`Bestsellers`}
      subtitle={t`What shoppers bought most in the last 30 days.`}
      products={products}
    />
  );
}

/** "Deals": products on sale now, the biggest discount first; left out when nothing is on sale. */
export function Deals({ className }: { className: string }) {
  const { t } = useLingui();
  const products = useHomeRow("deals").data ?? [];
  if (products.length === 0) return null;
  return (
    <ProductRow
      className={className}
      id="deals"
      eyebrow={t`On sale now`}
      title={t`Deals`}
      subtitle={t`The biggest discounts first, at the prices you pay today.`}
      products={products}
    />
  );
}
