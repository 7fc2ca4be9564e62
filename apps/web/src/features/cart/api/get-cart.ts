import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Cart, CartResponse } from "@vayu/shared/cart";
import { api } from "../../../lib/api";
import { queryClient } from "../../../lib/query-client";
import { STORAGE_KEYS, useSession } from "../../../lib/session";
import { readMirror, writeMirror } from "../session-mirror";

export const cartKey = (userId: string) => ["cart", userId] as const;

/** GET /api/cart: the shopper's lines with full products and the server's totals. */
export async function getCart(signal?: AbortSignal): Promise<Cart> {
  return (await api<CartResponse>("/cart", { signal })).cart;
}

/** Puts the server's cart into the query cache and its local storage mirror. */
export function storeCart(userId: string, cart: Cart) {
  queryClient.setQueryData(cartKey(userId), cart);
  writeMirror(STORAGE_KEYS.cart, userId, cart);
}

export function cartQuery(userId: string) {
  return queryOptions({
    queryKey: cartKey(userId),
    queryFn: async ({ signal }) => {
      const cart = await getCart(signal);
      writeMirror(STORAGE_KEYS.cart, userId, cart);
      return cart;
    },
    // The mirror shows at once; it is always refetched (updated at 0 is stale).
    initialData: () => readMirror<Cart>(STORAGE_KEYS.cart, userId),
    initialDataUpdatedAt: 0,
  });
}

/** The logged-in shopper's cart; undefined when anonymous, loading, or when the fetch failed. */
export function useCart() {
  const session = useSession();
  const userId = session?.user._id ?? "";
  const query = useQuery({ ...cartQuery(userId), enabled: Boolean(session) });
  // Spec section 8: a failed cart fetch empties the list.
  const cart = session && !query.isError ? query.data : undefined;
  return { userId, cart, query };
}
