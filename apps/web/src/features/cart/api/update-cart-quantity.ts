import { useIsMutating, useMutation } from "@tanstack/react-query";
import type { CartType } from "@vayu/shared/cart";
import { quantityChangeType } from "@vayu/shared/cart-totals";
import { api, errorMessage } from "../../../lib/api";
import { queryClient, readAfterWrite } from "../../../lib/query-client";
import { toast } from "../../../lib/toast";
import { withQuantity } from "../cart-state";
import { cartKey, storeCart } from "../../../lib/queries/get-cart";
import { storeSettingsNow } from "../../../lib/queries/get-settings";
import { deliveryFeesOf } from "@vayu/shared/site-settings";

const mutationKey = ["cart", "update-quantity"];
const cartResponse = () => import("@vayu/shared/cart").then((schemas) => schemas.CartResponse);

export interface QuantityChange {
  productId: string;
  from: number;
  to: number;
}

/** The quantity shown at once, in the cart of each language the tab holds. */
function setLocalQuantity(userId: string, productId: string, quantity: number) {
  queryClient.setQueriesData<CartType>(
    { queryKey: cartKey(userId) },
    (cart) => cart && withQuantity(cart, productId, quantity, deliveryFeesOf(storeSettingsNow())),
  );
}

/** PUT /api/cart/updatequantity: sets a line's quantity, naming the direction of the change as the contract asks. */
export function putCartQuantity({ productId, from, to }: QuantityChange) {
  return api(cartResponse, "/cart/updatequantity", {
    method: "PUT",
    body: { productId, quantity: to, type: quantityChangeType(from, to) },
  });
}

/**
 * PUT /api/cart/updatequantity, applied locally first (docs/product/storefront.md "Behaviour") and rolled back when
 * the server refuses. The refusal's reason is shown: it names the stock (docs/product/policies.md "Stock").
 */
export function useUpdateCartQuantity(userId: string) {
  return useMutation({
    mutationKey,
    mutationFn: putCartQuantity,
    onMutate: async ({ productId, to }) => {
      await queryClient.cancelQueries({ queryKey: cartKey(userId) });
      setLocalQuantity(userId, productId, to);
    },
    onSuccess: ({ cart }) => storeCart(userId, cart),
    onError: (error, { productId, from }) => {
      setLocalQuantity(userId, productId, from);
      const reason = errorMessage(error, "");
      if (reason) toast.error(reason);
      void readAfterWrite({ queryKey: cartKey(userId) });
    },
  });
}

/** True while any quantity change runs: the cart's buttons wait for it (docs/product/storefront.md "Behaviour"). */
export function useQuantityUpdating(): boolean {
  return useIsMutating({ mutationKey }) > 0;
}
