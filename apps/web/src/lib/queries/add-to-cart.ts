import { useMutation } from "@tanstack/react-query";
import type { CartType } from "@vayu/shared/cart";
import { api } from "../api";
import { storeCart } from "./get-cart";

/** POST /api/cart: one unit from cards and the wishlist (docs/product/storefront.md "Behaviour"), the picked quantity from the product page. */
const cartMessageResponse = () => import("@vayu/shared/cart").then((schemas) => schemas.CartMessageResponse);

/** The line added, as the shopper the call names (`headers`) or the signed-in one; answers the cart. */
export async function postCartLine(productId: string, quantity: number, headers?: Record<string, string>): Promise<CartType> {
  const { cart } = await api(cartMessageResponse, "/cart", {
    method: "POST",
    body: { productId, quantity },
    ...(headers && { headers }),
  });
  return cart;
}

export async function addToCart(userId: string, productId: string, quantity: number): Promise<CartType> {
  const cart = await postCartLine(productId, quantity);
  storeCart(userId, cart);
  return cart;
}

export function useAddToCart(userId: string) {
  return useMutation({
    mutationFn: ({ productId, quantity }: { productId: string; quantity: number }) =>
      addToCart(userId, productId, quantity),
  });
}
