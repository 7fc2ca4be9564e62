import type { ProductType } from "@vayu/shared/catalog";
import { createContext, useContext, type ComponentType } from "react";

/**
 * What a shopper can do with a product on the catalogue's cards and pages: the cart's and the
 * wishlist's buttons, the back-in-stock alert, the delivery check and the reviews. They belong to other features, so the app hands
 * them in here (docs/decisions/120-web-feature-boundaries.md).
 */
export interface ProductActions {
  AddToCart: ComponentType<{ product: ProductType; variant: "card" | "page" }>;
  /** The product page's quantity, Add to Cart and Buy Now, for a product in stock. */
  BuyBox: ComponentType<{ product: ProductType }>;
  /** The product page's back-in-stock alert, for a sold-out product. */
  NotifyMe: ComponentType<{ product: ProductType }>;
  WishlistToggle: ComponentType<{ product: ProductType; variant: "icon" | "button" }>;
  DeliveryCheck: ComponentType;
  /** Ratings & Reviews; `onRatingChange` after the shopper's review changed the product's rating. */
  Reviews: ComponentType<{ product: ProductType; onRatingChange: () => void }>;
}

const ProductActionsContext = createContext<ProductActions | null>(null);

export const ProductActionsProvider = ProductActionsContext.Provider;

export function useProductActions(): ProductActions {
  const actions = useContext(ProductActionsContext);
  if (!actions) throw new Error("useProductActions needs a ProductActionsProvider (app/app.tsx).");
  return actions;
}
