import { cartKey } from "../../lib/queries/get-cart";
import { readAfterWrite } from "../../lib/query-client";
import { useSession } from "../../lib/session";

/**
 * After an order is placed (or may have been): `refreshCart` reads the cart again, and
 * `refreshCartAndOrders` also has the page read My Orders again (`refreshOrders`, which the
 * page builds from the orders' query options: checkout does not know their key).
 */
export function useRefreshAfterOrder(refreshOrders: () => void) {
  const session = useSession();
  const refreshCart = () => void readAfterWrite({ queryKey: cartKey(session?.user._id ?? "") });
  return {
    refreshCart,
    refreshCartAndOrders() {
      refreshCart();
      refreshOrders();
    },
  };
}
