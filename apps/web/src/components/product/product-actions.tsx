import type { ProductType } from "@vayu/shared/catalog";
import { createContext, useContext, type ComponentType } from "react";

/**
 * What a shopper can do with a product on the catalogue's cards: the cart's and the
 * wishlist's buttons. They belong to other features, so the app hands them in here
 * (docs/decisions/120-web-feature-boundaries.md).
 */
export interface CardActions {
  AddToCart: ComponentType<{ product: ProductType; variant: "card" | "page" }>;
  WishlistToggle: ComponentType<{ product: ProductType; variant: "icon" | "button" }>;
  /** Ticks the product into the list to compare (docs/decisions/330-compare-products.md). */
  CompareToggle: ComponentType<{ product: ProductType; variant?: "card" | "page" }>;
}

/**
 * The product page's own actions, handed in by its route (app/routes/ProductPage.tsx) so
 * that their code loads with that page, not with every page's first load
 * (docs/decisions/177-lean-first-load.md).
 */
export interface ProductPageActions extends Pick<CardActions, "WishlistToggle" | "CompareToggle"> {
  /** The product page's quantity, Add to Cart and Buy Now, for a product in stock. */
  BuyBox: ComponentType<{ product: ProductType }>;
  /** The product page's back-in-stock alert, for a sold-out product. */
  NotifyMe: ComponentType<{ product: ProductType }>;
  DeliveryCheck: ComponentType;
  /** "EMI from ₹X/month" and the EMI plans' table, under the buy box. */
  Emi: ComponentType<{ product: ProductType }>;
  /** Ratings & Reviews; `onRatingChange` after the shopper's review changed the product's rating. */
  Reviews: ComponentType<{ product: ProductType; onRatingChange: () => void }>;
  /** The products this device opened before, below the details (docs/decisions/335-home-that-sells.md). */
  RecentlyViewed: ComponentType<{ productId: string }>;
  /** Questions and answers (docs/decisions/331-product-questions.md). */
  Questions: ComponentType<{ product: ProductType }>;
}

const CardActionsContext = createContext<CardActions | null>(null);

export const CardActionsProvider = CardActionsContext.Provider;

export function useCardActions(): CardActions {
  const actions = useContext(CardActionsContext);
  if (!actions) throw new Error("useCardActions needs a CardActionsProvider (app/app.tsx).");
  return actions;
}
