import { localeOfPath } from "@vayu/shared/locale";
import { errorMessage } from "../../lib/api";
import { fieldOf, redirectWithToast } from "../../lib/form-actions";
import { isSignedOut, sendToLogin } from "../../lib/login-intents";
import { deleteCoupon, postCoupon } from "./api/coupon";
import { couponCode } from "./coupon-schema";
import { actionTexts } from "../../components/order/action-texts";

/** A coupon the action could not apply: the code as typed and why, shown under the field. */
export interface CouponRefusal {
  coupon: { code: string; failure: string };
}

export const isCouponRefusal = (data: unknown): data is CouponRefusal =>
  typeof data === "object" && data !== null && "coupon" in data;

/**
 * The coupon field posted before or without JavaScript (docs/decisions/195-forms-before-javascript.md),
 * from the cart or the checkout: applied or removed, back to the page with the server's message;
 * refused, the page again with the code and the reason under the field, the cart untouched.
 */
export async function couponAction(form: FormData, back: string): Promise<Response | CouponRefusal> {
  const { messages } = actionTexts(localeOfPath(back));
  if (fieldOf(form, "intent") === "coupon-remove") {
    try {
      const { message } = await deleteCoupon();
      return redirectWithToast(back, {
        kind: "success",
        message: message || messages.promotions.couponRemoved,
      });
    } catch (error) {
      if (isSignedOut(error)) return sendToLogin(back);
      return redirectWithToast(back, {
        kind: "error",
        message: errorMessage(error, messages.promotions.couponRemoveFailed),
      });
    }
  }
  const typed = fieldOf(form, "code");
  const code = (await couponCode()).safeParse(typed);
  if (!code.success)
    return {
      coupon: {
        code: typed,
        failure: code.error.issues[0]?.message ?? messages.promotions.couponApplyFailed,
      },
    };
  try {
    const { message } = await postCoupon(code.data);
    return redirectWithToast(back, {
      kind: "success",
      message: message || messages.promotions.couponApplied,
    });
  } catch (error) {
    if (isSignedOut(error)) return sendToLogin(back);
    return { coupon: { code: typed, failure: errorMessage(error, messages.promotions.couponApplyFailed) } };
  }
}
