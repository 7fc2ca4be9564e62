import { messages } from "@vayu/shared/messages";
import { ApiError } from "./api";
import type { Flash } from "./render-context";
import { postCartLine } from "./queries/add-to-cart";

/**
 * What a signed-out shopper tapped before being sent to log in, carried in the login page's URL
 * (`?intent=cart-add:<productId>`) and done once they have, with the toast it would have shown
 * (docs/decisions/195-forms-before-javascript.md).
 */
export interface LoginIntent {
  kind: "cart-add";
  productId: string;
}

const KINDS: readonly LoginIntent["kind"][] = ["cart-add"];

const isKind = (kind: string): kind is LoginIntent["kind"] => (KINDS as readonly string[]).includes(kind);

export function parseIntent(value: string | null): LoginIntent | null {
  const [kind = "", productId = ""] = (value ?? "").split(":");
  return isKind(kind) && /^[\w-]{1,64}$/.test(productId) ? { kind, productId } : null;
}

/** The login page that comes back to `back` and then does `intent`. */
export function loginFor(intent: LoginIntent, back: string): string {
  return `/login?${new URLSearchParams({ redirect: back, intent: `${intent.kind}:${intent.productId}` })}`;
}

/** Does the intent as the shopper whose token was just issued; answers its toast. */
export async function completeIntent(intent: LoginIntent, token: string): Promise<Flash> {
  const asShopper = { Authorization: `Bearer ${token}` };
  try {
    await postCartLine(intent.productId, 1, asShopper);
    return { kind: "success", message: messages.cart.added };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return { kind: "warning", message: messages.cart.alreadyInCart };
    return { kind: "error", message: messages.cart.addFailed };
  }
}
