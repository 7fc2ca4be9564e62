import type { BuyNowLineType } from "@vayu/shared/checkout";

/**
 * Buy Now opens the checkout of one product alone, named in its address, so the cart is
 * neither read nor changed (docs/decisions/200-buy-now-alone.md): `/checkoutPage?buyNow=<id>`,
 * with `&quantity=<n>` when the product page picked more than one.
 */
export function buyNowPath(productId: string, quantity: number): string {
  const params = new URLSearchParams({ buyNow: productId });
  if (quantity > 1) params.set("quantity", String(quantity));
  return `/checkoutPage?${params}`;
}

/** The Buy Now line of a checkout address, or null for the checkout of the cart. A quantity that is not a whole number of at least 1 is 1. */
export function readBuyNow(params: URLSearchParams): BuyNowLineType | null {
  const product = params.get("buyNow");
  if (!product) return null;
  const quantity = Number(params.get("quantity") ?? 1);
  return { product, quantity: Number.isInteger(quantity) && quantity >= 1 ? quantity : 1 };
}
