import type { Product } from "@vayu/shared/catalog";
import { createContext, useContext, type ComponentType } from "react";

/**
 * What a shopper can do with a product on the catalogue's cards and pages: the cart's and the
 * wishlist's buttons and the delivery check. They belong to other features, so the app hands
 * them in here (docs/decisions/120-web-feature-boundaries.md).
 */
export interface ProductActions {
  AddToCart: ComponentType<{ product: Product; variant: "card" | "page" }>;
  WishlistToggle: ComponentType<{ product: Product; variant: "icon" | "button" }>;
  DeliveryCheck: ComponentType;
}

const ProductActionsContext = createContext<ProductActions | null>(null);

export const ProductActionsProvider = ProductActionsContext.Provider;

export function useProductActions(): ProductActions {
  const actions = useContext(ProductActionsContext);
  if (!actions) throw new Error("useProductActions needs a ProductActionsProvider (app/app.tsx).");
  return actions;
}
