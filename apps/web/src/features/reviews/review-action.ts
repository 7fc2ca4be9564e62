import { msg } from "@lingui/core/macro";
import { localeOfPath } from "@vayu/shared/locale";
import { browseMessages } from "@vayu/shared/messages/browse";
import type { ReviewBodyType, ReviewFormValues } from "@vayu/shared/reviews";
import { errorMessage } from "../../lib/api";
import { i18nFor, messagesIn } from "../../lib/i18n";
import { fieldOf, redirectWithToast } from "../../lib/form-actions";
import { isSignedOut, sendToLogin } from "../../lib/login-intents";
import { postReview } from "./api/my-review";

/** A review form the server refused, posted without JavaScript: shown again with what was typed and why. */
export interface ReviewRefusal {
  /** The form edited the shopper's own review (so it is shown only on that form again). */
  edit: boolean;
  values: ReviewFormValues;
  errors: Partial<Record<keyof ReviewBodyType, string>>;
  /** The API's refusal ("Only shoppers who have received this product can review it."). */
  failure: string;
}

/** The first message for each field, as the form shows them with JavaScript. */
function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): ReviewRefusal["errors"] {
  const errors: ReviewRefusal["errors"] = {};
  for (const { path, message } of issues) {
    const field = path[0];
    if ((field === "rating" || field === "title" || field === "body") && !errors[field])
      errors[field] = message;
  }
  return errors;
}

/**
 * Write a review, or edit one's own, posted before or without JavaScript
 * (docs/decisions/195-forms-before-javascript.md): checked by the schema the form and the API
 * check it by, saved, and back to the reviews with the toast the form shows.
 */
export async function reviewAction(
  productId: string,
  form: FormData,
  back: string,
): Promise<Response | ReviewRefusal> {
  const edit = fieldOf(form, "edit") === "1";
  const values = {
    rating: Number(fieldOf(form, "rating")) || 0,
    title: fieldOf(form, "title"),
    body: fieldOf(form, "body"),
  };
  // Loaded here, not with the product page (docs/decisions/177-lean-first-load.md).
  const { ReviewBody } = await import("@vayu/shared/reviews");
  const checked = ReviewBody.safeParse(values);
  if (!checked.success) return { edit, values, errors: fieldErrors(checked.error.issues), failure: "" };
  const locale = localeOfPath(back);
  const messages = messagesIn(browseMessages, locale);
  try {
    await postReview(productId, checked.data);
    return redirectWithToast(back, {
      kind: "success",
      message: edit ? messages.reviews.updated : messages.reviews.posted,
    });
  } catch (error) {
    if (isSignedOut(error)) return sendToLogin(back);
    return { edit, values, errors: {}, failure: errorMessage(error, i18nFor(locale)._(msg`An error occurred. Please try again.`)) };
  }
}
