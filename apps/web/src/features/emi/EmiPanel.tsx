import type { QueryClient } from "@tanstack/react-query";
import type { ProductType } from "@vayu/shared/catalog";
import { lazy, Suspense, useState } from "react";

// The product page's EMI plans (docs/decisions/323-emi-plans.md, "As built"): their code is not
// in the page's first load. The server reads it with the plans before rendering, so the page's
// HTML has them; the browser keeps that HTML and takes it over once the code has come.

type PlansModule = typeof import("./EmiPlans");
let loaded: PlansModule | undefined;
const load = () => import("./EmiPlans").then((module) => (loaded = module));
const LazyPlans = lazy(() => load().then((module) => ({ default: module.EmiPlans })));

/** For the product page's prefetch: the plans' figures and their code. */
export async function prefetchEmi(queryClient: QueryClient, productId: string): Promise<void> {
  const [{ productEmiQuery }] = await Promise.all([import("./api/product-emi"), load()]);
  await queryClient.prefetchQuery(productEmiQuery(productId));
}

/** "EMI from ₹X/month" and the plans' table; nothing when no plan reaches the product's price. */
export function EmiPanel({ product }: { product: ProductType }) {
  // Chosen once: a component of another type on a later render would remount the open table.
  const [Plans] = useState(() => loaded?.EmiPlans ?? LazyPlans);
  return (
    <Suspense fallback={null}>
      <Plans productId={product._id} />
    </Suspense>
  );
}
