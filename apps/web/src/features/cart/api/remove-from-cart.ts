import { useMutation } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import { messages } from "@vayu/shared/messages";
import { api } from "../../../lib/api";
import { storeCart } from "../../../lib/queries/get-cart";

const cartMessageResponse = () => import("@vayu/shared/cart").then((schemas) => schemas.CartMessageResponse);

/** DELETE /api/cart/remove/:productId; answers the cart. */
export const deleteCartLine = (productId: string) =>
  api(cartMessageResponse, `/cart/remove/${encodeURIComponent(productId)}`, { method: "DELETE" });

/** The cart line removed, with the success and failure toasts of docs/product/messages.md "Cart and wishlist". */
export function useRemoveFromCart(userId: string) {
  return useMutation({
    mutationFn: deleteCartLine,
    onSuccess: ({ cart }) => {
      storeCart(userId, cart);
      toast.success(messages.cart.removed);
    },
    onError: () => toast.error(messages.cart.removeFailed),
  });
}
