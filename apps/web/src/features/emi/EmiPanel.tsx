import type { QueryClient } from "@tanstack/react-query";
import type { ProductType } from "@vayu/shared/catalog";
import type { Locale } from "@vayu/shared/locale";
import { lazy, Suspense, useState } from "react";
import { hasCatalogue, useLocale, withCatalogue } from "../../lib/i18n";

// The product page's EMI plans (docs/decisions/323-emi-plans.md, "As built"): their code is not
// in the page's first load. The server reads it with the plans before rendering, so the page's
// HTML has them; the browser keeps that HTML and takes it over once the code and its messages
// (the `later` catalogue, in the page's language) have come.

type PlansModule = typeof import("./EmiPlans");
let loaded: PlansModule | undefined;
const loadCode = () => import("./EmiPlans").then((module) => (loaded = module));
const load = (locale: Locale) => withCatalogue(loadCode(), locale, "later");

/** For the product page's prefetch: the plans' figures, their code and their messages in `locale`. */
export async function prefetchEmi(queryClient: QueryClient, productId: string, locale: Locale): Promise<void> {
  const [{ productEmiQuery }] = await Promise.all([import("./api/product-emi"), load(locale)]);
  await queryClient.prefetchQuery(productEmiQuery(productId));
}

/** "EMI from ₹X/month" and the plans' table; nothing when no plan reaches the product's price. */
export function EmiPanel({ product }: { product: ProductType }) {
  const locale = useLocale();
  // Chosen once: a component of another type on a later render would remount the open table.
  const [Plans] = useState(() =>
    loaded && hasCatalogue(locale, "later")
      ? loaded.EmiPlans
      : lazy(() => load(locale).then((module) => ({ default: module.EmiPlans }))),
  );
  return (
    <Suspense fallback={null}>
      <Plans productId={product._id} />
    </Suspense>
  );
}
