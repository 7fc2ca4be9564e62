import { localeOfPath } from "@vayu/shared/locale";
import type { ActionFunctionArgs } from "react-router";
import { ApiError, errorMessage } from "../../lib/api";
import { fieldOf, redirectWithToast, returnPathOf } from "../../lib/form-actions";
import { postCartLine } from "../../lib/queries/add-to-cart";
import { readCart } from "../../lib/queries/get-cart";
import { isSignedOut, sendToLogin } from "../../lib/login-intents";
import { deleteCartLine } from "./api/remove-from-cart";
import { putCartQuantity } from "./api/update-cart-quantity";
import { quantityWithin } from "./cart-state";
import { couponAction, type CouponRefusal } from "./coupon-action";
import { actionTexts } from "../../components/order/action-texts";
import { localeOfRequest } from "../../lib/i18n";

/** The toasts in the language of the page posted from (a card posts here from any page). */
const messagesOf = (back: string) => actionTexts(localeOfPath(back)).messages;

/** Add to cart from a card or the product page, posted before or without JavaScript. */
async function add(form: FormData, back: string): Promise<Response> {
  const productId = fieldOf(form, "productId");
  const quantity = Math.max(1, Math.trunc(Number(fieldOf(form, "quantity"))) || 1);
  const messages = messagesOf(back);
  try {
    await postCartLine(productId, quantity);
    return redirectWithToast(back, { kind: "success", message: messages.cart.added });
  } catch (error) {
    if (isSignedOut(error)) return sendToLogin(back, { kind: "cart-add", productId });
    if (error instanceof ApiError && error.status === 409)
      return redirectWithToast(back, { kind: "warning", message: messages.cart.alreadyInCart });
    return redirectWithToast(back, { kind: "error", message: messages.cart.addFailed });
  }
}

/**
 * A step of a line's stepper: the quantity it asks for, within 1 and the stock the server
 * has now, as the stepper does with JavaScript. Like there, a change shows no toast and only a
 * refusal that names its reason (the stock) says it (docs/product/policies.md "Stock").
 */
async function changeQuantity(form: FormData, back: string): Promise<Response> {
  const productId = fieldOf(form, "productId");
  const requested = Math.trunc(Number(fieldOf(form, "quantity")));
  try {
    const line = (await readCart()).items.find((item) => item.product._id === productId);
    if (!line || !Number.isFinite(requested)) return redirectWithToast(back, null);
    const to = quantityWithin(requested, line.product.stock);
    if (to !== line.quantity) await putCartQuantity({ productId, from: line.quantity, to });
    return redirectWithToast(back, null);
  } catch (error) {
    if (isSignedOut(error)) return sendToLogin(back);
    const reason = errorMessage(error, "");
    return redirectWithToast(back, reason ? { kind: "error", message: reason } : null);
  }
}

async function remove(form: FormData, back: string): Promise<Response> {
  const messages = messagesOf(back);
  try {
    await deleteCartLine(fieldOf(form, "productId"));
    return redirectWithToast(back, { kind: "success", message: messages.cart.removed });
  } catch (error) {
    if (isSignedOut(error)) return sendToLogin(back);
    return redirectWithToast(back, { kind: "error", message: messages.cart.removeFailed });
  }
}

/**
 * The cart's forms as the page server runs them (docs/decisions/195-forms-before-javascript.md):
 * each does what the button does with JavaScript and comes back to the page it was on.
 */
export async function cartAction({ request }: ActionFunctionArgs): Promise<Response | CouponRefusal> {
  const form = await request.formData();
  const back = returnPathOf(form, actionTexts(localeOfRequest(request)).path("/cart"));
  switch (fieldOf(form, "intent")) {
    case "add":
      return add(form, back);
    case "quantity":
      return changeQuantity(form, back);
    case "remove":
      return remove(form, back);
    case "coupon-apply":
    case "coupon-remove":
      return couponAction(form, back);
    default:
      return redirectWithToast(back, { kind: "error", message: messagesOf(back).cart.addFailed });
  }
}
