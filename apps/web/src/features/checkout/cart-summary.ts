import { CartSummary } from "@vayu/shared/cart";
import { STORAGE_KEYS } from "../../lib/session";

/** The summary the cart page saved before sending the shopper here (spec section 4), or null. */
export function readCartSummary(): CartSummary | null {
  try {
    const parsed = CartSummary.safeParse(
      JSON.parse(localStorage.getItem(STORAGE_KEYS.cartSummary) ?? "null"),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearCartSummary() {
  localStorage.removeItem(STORAGE_KEYS.cartSummary);
}
