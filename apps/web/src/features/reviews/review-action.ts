import { msg } from "@lingui/core/macro";
import { localeOfPath, type Locale } from "@vayu/shared/locale";
import { laterMessages } from "@vayu/shared/messages/later";
import { MAX_REVIEW_PHOTOS, type ReviewBodyType, type ReviewFormValues } from "@vayu/shared/reviews";
import { MAX_UPLOAD_BYTES } from "@vayu/shared/staff-catalog";
import { ApiError, errorMessage } from "../../lib/api";
import { i18nFor, messagesIn } from "../../lib/i18n";
import { fieldOf, redirectWithToast } from "../../lib/form-actions";
import { isSignedOut, sendToLogin } from "../../lib/login-intents";
import { addReviewPhoto, postReview } from "./api/my-review";

/** A review form the server refused, posted without JavaScript: shown again with what was typed and why. */
export interface ReviewRefusal {
  /** The form edited the shopper's own review (so it is shown only on that form again). */
  edit: boolean;
  values: ReviewFormValues;
  errors: Partial<Record<keyof ReviewBodyType | "photos", string>>;
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

/** The photos chosen with the form (docs/decisions/332-review-photos.md); the page server leaves out an input with none. */
const photosOf = (form: FormData) => form.getAll("photos").filter((photo): photo is File => typeof photo !== "string");

/** What is wrong with the chosen photos before anything is sent: too many, or one too large. */
function photosProblem(photos: readonly File[], locale: Locale): string | undefined {
  if (photos.length > MAX_REVIEW_PHOTOS) return messagesIn(laterMessages, locale).reviews.tooManyPhotos;
  if (photos.some((photo) => photo.size > MAX_UPLOAD_BYTES)) return i18nFor(locale)._(msg`Each photo can be at most 10 MB.`);
  return undefined;
}

/** A photo the API refused, said near the photo input in the page's language. */
function photoRefusal(error: unknown, locale: Locale): string {
  const i18n = i18nFor(locale);
  if (error instanceof ApiError && error.status === 400)
    return i18n._(msg`This file is not a photo we can take. Please choose a JPEG, PNG, WebP or AVIF picture.`);
  if (error instanceof ApiError && error.status === 429)
    return i18n._(msg`You have added many photos in the last hour. Please try again later.`);
  return errorMessage(error, i18n._(msg`An error occurred. Please try again.`));
}

/**
 * Write a review, or edit one's own, posted before or without JavaScript
 * (docs/decisions/195-forms-before-javascript.md): checked by the schema the form and the API
 * check it by, saved, its photos added through the API's upload pipeline as the enhanced form
 * adds them (docs/decisions/332-review-photos.md), and back to the reviews with the toast the
 * form shows. A photo refused once the review is saved comes back on the form, now the edit of it.
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
  const locale = localeOfPath(back);
  const photos = photosOf(form);
  const tooMuch = photosProblem(photos, locale);
  // Loaded here, not with the product page (docs/decisions/177-lean-first-load.md).
  const { ReviewBody } = await import("@vayu/shared/reviews");
  const checked = ReviewBody.safeParse(values);
  if (!checked.success || tooMuch) {
    const errors = checked.success ? {} : fieldErrors(checked.error.issues);
    return { edit, values, errors: { ...errors, ...(tooMuch && { photos: tooMuch }) }, failure: "" };
  }
  const messages = messagesIn(laterMessages, locale);
  let reviewId: string;
  try {
    reviewId = (await postReview(productId, checked.data)).review._id;
  } catch (error) {
    if (isSignedOut(error)) return sendToLogin(back);
    return { edit, values, errors: {}, failure: errorMessage(error, i18nFor(locale)._(msg`An error occurred. Please try again.`)) };
  }
  try {
    for (const photo of photos) await addReviewPhoto(productId, reviewId, photo);
  } catch (error) {
    if (isSignedOut(error)) return sendToLogin(back);
    return { edit: true, values, errors: { photos: photoRefusal(error, locale) }, failure: "" };
  }
  return redirectWithToast(back, {
    kind: "success",
    message: edit ? messages.reviews.updated : messages.reviews.posted,
  });
}
