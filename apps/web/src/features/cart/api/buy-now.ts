import { useMutation } from "@tanstack/react-query";
import { addToCart } from "../../../lib/queries/add-to-cart";
import { fetchCart, storeCart } from "../../../lib/queries/get-cart";
import { putCartQuantity } from "./update-cart-quantity";

/**
 * Buy Now (docs/decisions/173-buy-now-and-savings.md): the cart gets exactly `quantity` of
 * the product, added or set, and the checkout then reads that cart like any other (ADR 065).
 * It asks the server what the cart holds: the page's copy may not have loaded yet.
 */
async function buyNow(userId: string, productId: string, quantity: number): Promise<void> {
  const line = (await fetchCart(userId)).items.find((item) => item.product._id === productId);
  if (!line) {
    await addToCart(userId, productId, quantity);
    return;
  }
  if (line.quantity === quantity) return;
  const { cart } = await putCartQuantity({ productId, from: line.quantity, to: quantity });
  storeCart(userId, cart);
}

export function useBuyNow(userId: string) {
  return useMutation({
    mutationFn: ({ productId, quantity }: { productId: string; quantity: number }) =>
      buyNow(userId, productId, quantity),
  });
}
