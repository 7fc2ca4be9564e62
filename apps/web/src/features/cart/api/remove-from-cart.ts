import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import type { CartMessageResponse } from "@vayu/shared/cart";
import { messages } from "@vayu/shared/messages";
import { api } from "../../../lib/api";
import { storeCart } from "./get-cart";

/** DELETE /api/cart/remove/:productId, with the spec's success and failure toasts. */
export function useRemoveFromCart(userId: string) {
  return useMutation({
    mutationFn: (productId: string) =>
      api<CartMessageResponse>(`/cart/remove/${encodeURIComponent(productId)}`, { method: "DELETE" }),
    onSuccess: ({ cart }) => {
      storeCart(userId, cart);
      toast.success(messages.cart.removed);
    },
    onError: () => toast.error(messages.cart.removeFailed),
  });
}
