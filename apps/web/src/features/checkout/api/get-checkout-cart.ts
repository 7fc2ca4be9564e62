import { queryOptions, useQuery } from "@tanstack/react-query";
import { buildCart, type Cart, type CartResponse } from "@vayu/shared/cart";
import { api } from "../../../lib/api";
import { useSession } from "../../../lib/session";

/**
 * GET /api/cart, priced again here with the shared pricing function: the Price Details
 * panel shows exactly what the server will charge for these lines (decisions 5.1).
 */
export async function getCheckoutCart(signal?: AbortSignal): Promise<Cart> {
  const body = await api<CartResponse>("/cart", { signal });
  return buildCart(body.cart.items);
}

/** Under the "cart" key prefix, so anything that invalidates the cart refreshes this too. */
export function checkoutCartQuery(userId: string) {
  return queryOptions({
    queryKey: ["cart", "checkout", userId],
    queryFn: ({ signal }) => getCheckoutCart(signal),
    staleTime: 0,
  });
}

export function useCheckoutCart() {
  const session = useSession();
  return useQuery({ ...checkoutCartQuery(session?.user._id ?? ""), enabled: Boolean(session) });
}
