import { messages } from "@vayu/shared/messages";
import type { ActionFunctionArgs } from "react-router";
import { ApiError } from "../../lib/api";
import { fieldOf, redirectWithToast, returnPathOf } from "../../lib/form-actions";
import { postCartLine } from "../../lib/queries/add-to-cart";
import { loginFor } from "../../lib/login-intents";

const loginRequired = { kind: "error", message: messages.auth.loginRequired } as const;

/** Add to cart from a card or the product page, posted before or without JavaScript. */
async function add(form: FormData, back: string): Promise<Response> {
  const productId = fieldOf(form, "productId");
  const quantity = Math.max(1, Math.trunc(Number(fieldOf(form, "quantity"))) || 1);
  try {
    await postCartLine(productId, quantity);
    return redirectWithToast(back, { kind: "success", message: messages.cart.added });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      return redirectWithToast(loginFor({ kind: "cart-add", productId }, back), loginRequired);
    if (error instanceof ApiError && error.status === 409)
      return redirectWithToast(back, { kind: "warning", message: messages.cart.alreadyInCart });
    return redirectWithToast(back, { kind: "error", message: messages.cart.addFailed });
  }
}

/**
 * The cart's forms as the page server runs them (docs/decisions/195-forms-before-javascript.md):
 * each does what the button does with JavaScript and comes back to the page it was on.
 */
export async function cartAction({ request }: ActionFunctionArgs): Promise<Response> {
  const form = await request.formData();
  const back = returnPathOf(form, "/cart");
  switch (fieldOf(form, "intent")) {
    case "add":
      return add(form, back);
    default:
      return redirectWithToast(back, { kind: "error", message: messages.cart.addFailed });
  }
}
