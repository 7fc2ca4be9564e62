import type { ActionFunctionArgs } from "react-router";
import { couponAction, type CouponRefusal } from "../../features/cart/coupon-action";
import { checkoutAction } from "../../features/checkout/checkout-action";
import { fieldOf } from "../../lib/form-actions";

/**
 * The checkout's forms posted before or without JavaScript: the coupon field (its own intents) or
 * Place order (docs/decisions/195-forms-before-javascript.md).
 */
export async function checkoutPageAction(args: ActionFunctionArgs): Promise<Response | CouponRefusal> {
  const intent = fieldOf(await args.request.clone().formData(), "intent");
  if (intent !== "coupon-apply" && intent !== "coupon-remove") return checkoutAction(args);
  const url = new URL(args.request.url);
  return couponAction(await args.request.formData(), `${url.pathname}${url.search}`);
}
