import { localeOfPath } from "@vayu/shared/locale";
import { messages } from "@vayu/shared/messages";
import { sessionMessages } from "@vayu/shared/messages/session";
import { ApiError, errorMessage } from "./api";
import { redirectWithToast } from "./form-actions";
import { actionTextsOf } from "./i18n";
import type { Flash } from "./render-context";
import { postCartLine } from "./queries/add-to-cart";
import { putStockAlert } from "./queries/stock-alert";
import { postWishlistProduct } from "./queries/wishlist";

/**
 * What a signed-out shopper tapped before being sent to log in, carried in the login page's URL
 * (`?intent=cart-add:<productId>`) and done once they have, with the toast it would have shown
 * (docs/decisions/195-forms-before-javascript.md).
 */
export interface LoginIntent {
  kind: "cart-add" | "wishlist-add" | "stock-alert";
  productId: string;
}

type Intents = {
  [Kind in LoginIntent["kind"]]: (productId: string, asShopper: Record<string, string>) => Promise<Flash>;
};

/** Each intent done as the shopper just logged in, answering its toast: the one its button shows. */
const intents: Intents = {
  "cart-add": async (productId, asShopper) => {
    try {
      await postCartLine(productId, 1, asShopper);
      return { kind: "success", message: messages.cart.added };
    } catch (error) {
      if (error instanceof ApiError && error.status === 409)
        return { kind: "warning", message: messages.cart.alreadyInCart };
      return { kind: "error", message: messages.cart.addFailed };
    }
  },
  "wishlist-add": async (productId, asShopper) => {
    try {
      await postWishlistProduct(productId, asShopper);
      return { kind: "success", message: messages.wishlist.added };
    } catch {
      return { kind: "error", message: messages.wishlist.updateFailed };
    }
  },
  "stock-alert": async (productId, asShopper) => {
    try {
      await putStockAlert(productId, true, asShopper);
      return { kind: "success", message: messages.stockAlerts.subscribed };
    } catch (error) {
      return { kind: "error", message: errorMessage(error, messages.stockAlerts.failed) };
    }
  },
};

const isKind = (kind: string): kind is LoginIntent["kind"] => Object.hasOwn(intents, kind);

export function parseIntent(value: string | null): LoginIntent | null {
  const [kind = "", productId = ""] = (value ?? "").split(":");
  return isKind(kind) && /^[\w-]{1,64}$/.test(productId) ? { kind, productId } : null;
}

/** The login page that comes back to `back` and then does `intent`. */
export function loginFor(intent: LoginIntent, back: string): string {
  return `/login?${new URLSearchParams({ redirect: back, intent: `${intent.kind}:${intent.productId}` })}`;
}

/** Does the intent as the shopper whose token was just issued; answers its toast. */
export function completeIntent(intent: LoginIntent, token: string): Promise<Flash> {
  return intents[intent.kind](intent.productId, { Authorization: `Bearer ${token}` });
}

/** A form's call the API refused for want of a session (signed out, or the session expired). */
export const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * A route action's answer to a signed-out shopper: login, with the toast the button shows, then
 * back to `back`, doing `intent` when the form's action can be done after login. In the language of
 * `back`, the page posted from.
 */
export function sendToLogin(back: string, intent?: LoginIntent): Response {
  const login = intent ? loginFor(intent, back) : `/login?${new URLSearchParams({ redirect: back })}`;
  const { messages: texts, path } = actionTextsOf(sessionMessages, localeOfPath(new URL(back, "http://store").pathname));
  return redirectWithToast(path(login), { kind: "error", message: texts.auth.loginRequired });
}
