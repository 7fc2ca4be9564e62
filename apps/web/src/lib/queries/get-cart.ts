import type { CartType } from "@vayu/shared/cart";
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

const cartResponse = () => import("@vayu/shared/cart").then((schemas) => schemas.CartResponse);

/** GET /api/cart: the shopper's lines with full products and the server's totals. */
const cartList: MirroredList<CartType> = {
  name: "cart",
  storageKey: STORAGE_KEYS.cart,
  fetch: async (signal) => (await api(cartResponse, "/cart", { signal })).cart,
};
followOtherTabs(cartList);

export const cartKey = (userId: string) => listKey(cartList, userId);

export function storeCart(userId: string, cart: CartType) {
  storeList(cartList, userId, cart);
}

export function useCart(refetch?: RefetchOptions) {
  const { userId, data, query } = useMirroredList(cartList, refetch);
  return { userId, cart: data, query };
}
