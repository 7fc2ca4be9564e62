import { useMutation } from "@tanstack/react-query";
import type { Cart, CartMessageResponse } from "@vayu/shared/cart";
import { api } from "../api";
import { storeCart } from "./get-cart";

/** POST /api/cart with the cart add step of 1 (docs/product/storefront.md "Behaviour"). */
export async function addToCart(userId: string, productId: string): Promise<Cart> {
  const { cart } = await api<CartMessageResponse>("/cart", {
    method: "POST",
    body: { productId, quantity: 1 },
  });
  storeCart(userId, cart);
  return cart;
}

export function useAddToCart(userId: string) {
  return useMutation({ mutationFn: (productId: string) => addToCart(userId, productId) });
}
