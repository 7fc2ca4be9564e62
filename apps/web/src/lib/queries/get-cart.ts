import type { Cart, CartResponse } from "@vayu/shared/cart";
import { api } from "../api";
import { STORAGE_KEYS } from "../session";
import {
  followOtherTabs,
  listKey,
  storeList,
  useMirroredList,
  type MirroredList,
  type RefetchOptions,
} from "../mirrored-list";

/** GET /api/cart: the shopper's lines with full products and the server's totals. */
const cartList: MirroredList<Cart> = {
  name: "cart",
  storageKey: STORAGE_KEYS.cart,
  fetch: async (signal) => (await api<CartResponse>("/cart", { signal })).cart,
};
followOtherTabs(cartList);

export const cartKey = (userId: string) => listKey(cartList, userId);

export function storeCart(userId: string, cart: Cart) {
  storeList(cartList, userId, cart);
}

export function useCart(refetch?: RefetchOptions) {
  const { userId, data, query } = useMirroredList(cartList, refetch);
  return { userId, cart: data, query };
}
