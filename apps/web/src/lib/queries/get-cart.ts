import type { CartType } from "@vayu/shared/cart";
import type { Locale } from "@vayu/shared/locale";
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

/** GET /api/cart: the shopper's lines with full products and the server's totals, as they are, stored nowhere (as a route action reads them). */
export async function readCart(signal?: AbortSignal): Promise<CartType> {
  return (await api(cartResponse, "/cart", { ...(signal && { signal }) })).cart;
}

const cartList: MirroredList<CartType> = {
  name: "cart",
  storageKey: STORAGE_KEYS.cart,
  fetch: readCart,
};
followOtherTabs(cartList);

/** The shopper's cart in `locale`, or in both languages. */
export const cartKey = (userId: string, locale?: Locale) => listKey(cartList, userId, locale);

export function storeCart(userId: string, cart: CartType) {
  storeList(cartList, userId, cart);
}

export function useCart(refetch?: RefetchOptions) {
  const { userId, data, query } = useMirroredList(cartList, refetch);
  return { userId, cart: data, query };
}
