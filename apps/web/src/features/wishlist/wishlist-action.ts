import { localeOfPath } from "@vayu/shared/locale";
import { cardMessages } from "@vayu/shared/messages/card";
import type { ActionFunctionArgs } from "react-router";
import { messagesIn } from "../../lib/i18n";
import { fieldOf, redirectWithToast, returnPathOf } from "../../lib/form-actions";
import { isSignedOut, sendToLogin } from "../../lib/login-intents";
import { postCartLine } from "../../lib/queries/add-to-cart";
import { deleteWishlistProduct, postWishlistProduct } from "../../lib/queries/wishlist";
import { moveFailedToast, movedToast, moveSteps } from "./api/move-to-cart";

/** The toasts in the language of the page posted from (a card posts here from any page). */
const messagesOf = (back: string) => messagesIn(cardMessages, localeOfPath(back));
const updateFailed = (back: string) => ({ kind: "error", message: messagesOf(back).wishlist.updateFailed }) as const;

/** The heart on a card or the product page: a signed-out shopper logs in and the product is then added. */
async function add(productId: string, back: string): Promise<Response> {
  try {
    await postWishlistProduct(productId);
    return redirectWithToast(back, { kind: "success", message: messagesOf(back).wishlist.added });
  } catch (error) {
    if (isSignedOut(error)) return sendToLogin(back, { kind: "wishlist-add", productId });
    return redirectWithToast(back, updateFailed(back));
  }
}

async function remove(productId: string, back: string): Promise<Response> {
  try {
    await deleteWishlistProduct(productId);
    return redirectWithToast(back, { kind: "success", message: messagesOf(back).wishlist.removed });
  } catch (error) {
    if (isSignedOut(error)) return sendToLogin(back);
    return redirectWithToast(back, updateFailed(back));
  }
}

async function move(productId: string, back: string): Promise<Response> {
  try {
    const moved = await moveSteps(
      () => postCartLine(productId, 1),
      () => deleteWishlistProduct(productId),
    );
    return redirectWithToast(back, movedToast(moved, localeOfPath(back)));
  } catch (error) {
    if (isSignedOut(error)) return sendToLogin(back);
    return redirectWithToast(back, moveFailedToast(error, localeOfPath(back)));
  }
}

/**
 * The wishlist's forms as the page server runs them (docs/decisions/195-forms-before-javascript.md):
 * the heart's add and remove, and the wishlist page's remove and Move to cart, each with the
 * toast its button shows, back on the page it was posted from.
 */
export async function wishlistAction({ request }: ActionFunctionArgs): Promise<Response> {
  const form = await request.formData();
  const back = returnPathOf(form, "/wishlist");
  const productId = fieldOf(form, "productId");
  switch (fieldOf(form, "intent")) {
    case "add":
      return add(productId, back);
    case "remove":
      return remove(productId, back);
    case "move":
      return move(productId, back);
    default:
      return redirectWithToast(back, updateFailed(back));
  }
}
