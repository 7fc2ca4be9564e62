import { msg } from "@lingui/core/macro";
import { localeOfPath } from "@vayu/shared/locale";
import { errorMessage } from "../../lib/api";
import { fieldOf, redirectWithToast } from "../../lib/form-actions";
import { i18nFor } from "../../lib/i18n";
import { isSignedOut, sendToLogin } from "../../lib/login-intents";
import { postHelpful } from "./api/my-review";

/**
 * Helpful on a review, posted before or without JavaScript (docs/decisions/195-forms-before-javascript.md):
 * the vote is recorded and the reviews come back with its count, the button pressed. A signed-out
 * shopper is sent to log in ("You need to login First"); a refusal (their own review) comes back
 * as the toast the button shows.
 */
export async function helpfulAction(productId: string, form: FormData, back: string): Promise<Response> {
  try {
    await postHelpful(productId, fieldOf(form, "reviewId"));
    return redirectWithToast(back, null);
  } catch (error) {
    if (isSignedOut(error)) return sendToLogin(back);
    const failed = i18nFor(localeOfPath(new URL(back, "http://store").pathname))._(msg`An error occurred. Please try again.`);
    return redirectWithToast(back, { kind: "error", message: errorMessage(error, failed) });
  }
}
