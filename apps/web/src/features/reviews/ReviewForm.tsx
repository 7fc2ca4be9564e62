import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Star } from "lucide-react";
import { useActionData, useLocation } from "react-router";
import { toast } from "../../lib/toast";
import { laterMessages } from "@vayu/shared/messages/later";
import { reviewLimits } from "@vayu/shared/review-text";
import { MAX_REVIEW_PHOTOS, type OwnReviewType, type ReviewBodyType, type ReviewFormValues } from "@vayu/shared/reviews";
import { Button } from "../../components/ui/Button";
import { FormAlert } from "../../components/ui/FormAlert";
import { TextAreaField } from "../../components/ui/FormFields";
import { PostForm } from "../../components/ui/PostForm";
import { TextField } from "../../components/ui/TextField";
import { errorMessage } from "../../lib/api";
import { useMessages } from "../../lib/i18n";
import { fieldErrorOf, useSchemaForm } from "../../lib/use-schema-form";
import { useKnownMessage } from "../../components/product/known-messages";
import { useSaveReview } from "./api/my-review";
import type { ReviewRefusal } from "./review-action";

const STARS = [1, 2, 3, 4, 5] as const;
const reviewBody = () => import("@vayu/shared/reviews").then((schemas) => schemas.ReviewBody);

/**
 * A star lights when its own choice or a later one is checked: by CSS, so the picked rating
 * shows before the page's script is live and without it.
 */
const starClasses =
  "size-8 fill-slate-200 text-slate-300 group-has-checked/star:fill-amber-500 group-has-checked/star:text-amber-500 group-has-[~label_:checked]/star:fill-amber-500 group-has-[~label_:checked]/star:text-amber-500";

/**
 * Write a review, or edit one's own: shown only to a shopper who received the product. A form
 * to the product page, so it is posted even without JavaScript; what the server refused comes
 * back with it (docs/decisions/195-forms-before-javascript.md).
 */
export function ReviewForm({
  productId,
  own,
  onSaved,
}: {
  productId: string;
  own: OwnReviewType | null;
  onSaved: () => void;
}) {
  const save = useSaveReview(productId);
  const location = useLocation();
  const answer = useActionData<ReviewRefusal | undefined>();
  // A refusal belongs to this form only: not to the one that replaces it once a review is saved.
  const refused = answer?.edit === (own !== null) ? answer : undefined;
  const defaults = refused?.values ?? {
    rating: own?.rating ?? 0,
    title: own?.title ?? "",
    body: own?.body ?? "",
  };
  const [failure, setFailure] = useState("");
  const [photos, setPhotos] = useState<File[]>([]);
  const room = MAX_REVIEW_PHOTOS - (own?.photos.length ?? 0);
  const { t } = useLingui();
  const text = useMessages(laterMessages);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState,
    preloadSchema,
  } = useSchemaForm<ReviewFormValues, ReviewBodyType>(reviewBody, defaults, { refusedByServer: Boolean(refused) });
  const { isSubmitted } = formState;
  const known = useKnownMessage();
  const errorOf = fieldErrorOf<ReviewFormValues, keyof ReviewBodyType>(formState, refused?.errors);
  const error = (field: keyof ReviewBodyType) => known(errorOf(field));
  const alert = failure || (isSubmitted ? "" : known(refused?.failure ?? ""));
  // Said by the route action in the page's language (review-action.ts).
  const photosError = isSubmitted ? "" : (refused?.errors.photos ?? "");
  const rating = watch("rating");
  // Set by hand: react-hook-form reads a registered radio's value as a string, never as a number.
  const choose = (stars: number) =>
    setValue("rating", stars, { shouldDirty: true, shouldValidate: isSubmitted || Boolean(refused) });

  // Awaited rather than passed to mutate(): the refetch of the shopper's own review can land before the list's
  // and give this form a new key, and TanStack Query drops mutate()'s callbacks once their component unmounts.
  const submit = handleSubmit(async (review) => {
    setFailure("");
    let photoError: unknown;
    try {
      ({ photoError } = await save.mutateAsync({ review, photos }));
    } catch (error) {
      setFailure(errorMessage(error, t`An error occurred. Please try again.`));
      return;
    }
    toast.success(own ? text.reviews.updated : text.reviews.posted);
    // A toast, not the form's alert: the saved review gives this form a new key, so its state goes.
    if (photoError) toast.error(errorMessage(photoError, t`An error occurred. Please try again.`));
    onSaved();
  });

  return (
    <PostForm
      action={`/product/${productId}`}
      intent="review"
      returnTo={`${location.pathname}${location.search}#reviews`}
      onSubmit={(event) => void submit(event)}
      onFocusCapture={preloadSchema}
      // Multipart so that the photos post without JavaScript too (docs/decisions/332-review-photos.md).
      encType="multipart/form-data"
      noValidate
      aria-labelledby="review-form-heading"
      className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6"
    >
      <h3 id="review-form-heading" className="text-base font-bold text-ink">
        {own ? <Trans>Edit your review</Trans> : <Trans>Write a review</Trans>}
      </h3>
      {own?.hidden && (
        <p className="mt-1 text-sm text-amber-800">
          <Trans>Our staff have hidden this review from the product page.</Trans>
        </p>
      )}
      {own && <input type="hidden" name="edit" value="1" />}
      {alert && <FormAlert message={alert} className="mt-4" />}
      <fieldset className="mt-4" aria-describedby={error("rating") ? "review-rating-error" : undefined}>
        <legend className="text-sm font-medium text-slate-700">
          <Trans>Your rating</Trans>
        </legend>
        <div className="mt-1 flex gap-1">
          {STARS.map((n) => (
            <label
              key={n}
              className="group/star cursor-pointer rounded p-0.5 has-focus-visible:ring-2 has-focus-visible:ring-brand-600"
            >
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => choose(n)}
                className="sr-only"
              />
              <Star className={starClasses} strokeWidth={1} aria-hidden />
              <span className="sr-only">
                <Plural value={n} one="# star" other="# stars" />
              </span>
            </label>
          ))}
        </div>
        {error("rating") && (
          <p id="review-rating-error" className="mt-1 text-sm text-red-700">
            {error("rating")}
          </p>
        )}
      </fieldset>
      <div className="mt-4 grid gap-4">
        <TextField
          label={t`Title`}
          placeholder={t`Sum it up in a line`}
          maxLength={reviewLimits.title}
          error={error("title")}
          // In the server's HTML too (react-hook-form fills a field only once the script runs), so a post without it keeps the text.
          defaultValue={defaults.title}
          {...register("title")}
        />
        <TextAreaField
          label={t`Review`}
          placeholder={t`What did you like or dislike? How do you use it?`}
          maxLength={reviewLimits.body}
          error={error("body")}
          defaultValue={defaults.body}
          {...register("body")}
        />
      </div>
      {room > 0 && (
        <div className="mt-4">
          <label htmlFor="review-photos" className="text-sm font-medium text-slate-700">
            <Trans>Add photos (up to {room})</Trans>
          </label>
          <input
            id="review-photos"
            type="file"
            name="photos"
            accept="image/jpeg,image/png,image/webp,image/avif"
            multiple
            aria-describedby={photosError ? "review-photos-hint review-photos-error" : "review-photos-hint"}
            aria-invalid={photosError ? true : undefined}
            onChange={(event) => setPhotos([...(event.target.files ?? [])].slice(0, room))}
            className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700"
          />
          <p id="review-photos-hint" className="mt-1 text-xs text-slate-500">
            {photos.length > 0 ? (
              <Plural value={photos.length} one="# photo chosen" other="# photos chosen" />
            ) : (
              <Trans>JPEG, PNG, WebP or AVIF, up to 10 MB each.</Trans>
            )}
          </p>
          {photosError && (
            <p id="review-photos-error" className="mt-1 text-sm text-red-700">
              {photosError}
            </p>
          )}
        </div>
      )}
      <Button type="submit" loading={save.isPending} className="mt-5 w-full sm:w-auto">
        {own ? <Trans>Update review</Trans> : <Trans>Post review</Trans>}
      </Button>
    </PostForm>
  );
}
