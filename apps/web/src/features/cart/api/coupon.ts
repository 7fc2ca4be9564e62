import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { storeCart } from "../../../lib/queries/get-cart";

const cartMessageResponse = () => import("@vayu/shared/cart").then((schemas) => schemas.CartMessageResponse);

/** POST /api/cart/coupon `{ code }`: answers `{ cart, message }`; a code that cannot apply is a 400/409 `{ message }` saying why. */
export const postCoupon = (code: string) =>
  api(cartMessageResponse, "/cart/coupon", { method: "POST", body: { code } });

/** DELETE /api/cart/coupon: answers `{ cart, message }`. */
export const deleteCoupon = () => api(cartMessageResponse, "/cart/coupon", { method: "DELETE" });

/** Applies a code; only the server's answer changes the cart, so a refusal leaves it as it was. */
export function useApplyCoupon(userId: string) {
  return useMutation({
    mutationFn: postCoupon,
    onSuccess: ({ cart }) => storeCart(userId, cart),
  });
}

export function useRemoveCoupon(userId: string) {
  return useMutation({
    mutationFn: deleteCoupon,
    onSuccess: ({ cart }) => storeCart(userId, cart),
  });
}
