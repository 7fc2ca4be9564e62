import type { WishlistType } from "@vayu/shared/cart";
import { api } from "../api";

const wishlistMessageResponse = () =>
  import("@vayu/shared/cart").then((schemas) => schemas.WishlistMessageResponse);

/** POST /api/wishlist, as the shopper the call names (`headers`) or the signed-in one; answers the wishlist. */
export async function postWishlistProduct(
  productId: string,
  headers?: Record<string, string>,
): Promise<WishlistType> {
  const { wishlist } = await api(wishlistMessageResponse, "/wishlist", {
    method: "POST",
    body: { productId },
    ...(headers && { headers }),
  });
  return wishlist;
}

/** DELETE /api/wishlist/:productId; answers the wishlist. */
export async function deleteWishlistProduct(productId: string): Promise<WishlistType> {
  const { wishlist } = await api(wishlistMessageResponse, `/wishlist/${encodeURIComponent(productId)}`, {
    method: "DELETE",
  });
  return wishlist;
}
