import { useMutation } from "@tanstack/react-query";
import type { CartType } from "@vayu/shared/cart";
import { api } from "../api";
import { storeCart } from "./get-cart";

/** POST /api/cart: one unit from cards and the wishlist (docs/product/storefront.md "Behaviour"), the picked quantity from the product page. */
const cartMessageResponse = () => import("@vayu/shared/cart").then((schemas) => schemas.CartMessageResponse);

export async function addToCart(userId: string, productId: string, quantity: number): Promise<CartType> {
  const { cart } = await api(cartMessageResponse, "/cart", { method: "POST", body: { productId, quantity } });
  storeCart(userId, cart);
  return cart;
}

export function useAddToCart(userId: string) {
  return useMutation({
    mutationFn: ({ productId, quantity }: { productId: string; quantity: number }) =>
      addToCart(userId, productId, quantity),
  });
}
