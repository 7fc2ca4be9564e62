import { useMutation } from "@tanstack/react-query";
import type { CartMessageResponse } from "@vayu/shared/cart";
import { api } from "../../../lib/api";
import { storeCart } from "./get-cart";

/** DELETE /api/cart/remove/:productId. */
export function useRemoveFromCart(userId: string) {
  return useMutation({
    mutationFn: (productId: string) =>
      api<CartMessageResponse>(`/cart/remove/${encodeURIComponent(productId)}`, { method: "DELETE" }),
    onSuccess: ({ cart }) => storeCart(userId, cart),
  });
}
