import { useMutation } from "@tanstack/react-query";
import type { Locale } from "@vayu/shared/locale";
import { cardMessages } from "@vayu/shared/messages/card";
import { ApiError } from "../../../lib/api";
import { messagesIn } from "../../../lib/i18n";
import { readAfterWrite } from "../../../lib/query-client";
import { addToCart } from "../../../lib/queries/add-to-cart";
import { cartKey } from "../../../lib/queries/get-cart";
import type { Flash } from "../../../lib/render-context";
import { removeFromWishlist } from "./update-wishlist";

export class WishlistStepFailed extends Error {}

/**
 * Move to cart (beyond docs/product/storefront.md, ADR 041): POST /api/cart, then DELETE /api/wishlist/:id,
 * by the calls given (the browser's keep their answers, a route action's do not).
 * A product already in the cart still leaves the wishlist: it ends where the shopper wanted it.
 */
export async function moveSteps(
  addLine: () => Promise<unknown>,
  leaveWishlist: () => Promise<unknown>,
): Promise<{ alreadyInCart: boolean }> {
  let alreadyInCart = false;
  try {
    await addLine();
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    alreadyInCart = true;
  }
  try {
    await leaveWishlist();
  } catch {
    throw new WishlistStepFailed();
  }
  return { alreadyInCart };
}

/** The toast of a move (docs/product/messages.md "Cart and wishlist"), in the page's language. */
export function movedToast({ alreadyInCart }: { alreadyInCart: boolean }, locale: Locale): Flash {
  const messages = messagesIn(cardMessages, locale);
  return alreadyInCart
    ? { kind: "warning", message: messages.cart.alreadyInCart }
    : { kind: "success", message: messages.cart.added };
}

/** The toast of a move that failed: the step that did. */
export function moveFailedToast(error: unknown, locale: Locale): Flash {
  const messages = messagesIn(cardMessages, locale);
  return {
    kind: "error",
    message: error instanceof WishlistStepFailed ? messages.wishlist.updateFailed : messages.cart.addFailed,
  };
}

export async function moveToCart(userId: string, productId: string): Promise<{ alreadyInCart: boolean }> {
  const moved = await moveSteps(
    () => addToCart(userId, productId, 1),
    () => removeFromWishlist(userId, productId),
  );
  if (moved.alreadyInCart) void readAfterWrite({ queryKey: cartKey(userId) });
  return moved;
}

export function useMoveToCart(userId: string) {
  return useMutation({ mutationFn: (productId: string) => moveToCart(userId, productId) });
}
