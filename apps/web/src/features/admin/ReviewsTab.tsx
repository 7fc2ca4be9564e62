import { useState } from "react";
import { Link } from "react-router";
import { toast } from "../../lib/toast";
import { imageVariant } from "@vayu/shared/catalog-paths";
import {
  STAFF_REVIEW_FILTERS,
  type StaffReviewFilter,
  type StaffReviewPhotoType,
  type StaffReviewType,
} from "@vayu/shared/reviews";
import { Button } from "../../components/ui/Button";
import { LoadError } from "../../components/ui/LoadError";
import { NewerOlderPager } from "./NewerOlderPager";
import { StarRating } from "../../components/ui/StarRating";
import { errorMessage } from "../../lib/api";
import { useSetReviewHidden, useSetReviewPhotoHidden, useStaffReviews } from "./api/reviews";

const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });
const FILTER_LABELS: Record<StaffReviewFilter, string> = { all: "All", visible: "Visible", hidden: "Hidden" };

/** Shoppers' reviews, newest first: staff hide abusive ones (docs/decisions/171-reviews.md); each change is audited. */
export function ReviewsTab() {
  const [status, setStatus] = useState<StaffReviewFilter>("all");
  const [page, setPage] = useState(1);
  const reviews = useStaffReviews(page, status);
  return (
    <section aria-label="Reviews" className="space-y-3">
      <div
        role="group"
        aria-label="Show reviews"
        className="inline-flex rounded-lg bg-white p-1 ring-1 ring-slate-200"
      >
        {STAFF_REVIEW_FILTERS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={status === option}
            onClick={() => {
              setStatus(option);
              setPage(1);
            }}
            className={`rounded-md px-3 py-1.5 text-sm font-semibold ${status === option ? "bg-brand-600 text-white" : "text-slate-700 hover:text-brand-700"}`}
          >
            {FILTER_LABELS[option]}
          </button>
        ))}
      </div>
      {reviews.isPending ? (
        <div
          role="status"
          aria-label="Loading"
          className="h-40 animate-pulse rounded-xl bg-white ring-1 ring-slate-200"
        />
      ) : reviews.isError ? (
        <LoadError onRetry={() => void reviews.refetch()} />
      ) : reviews.data.reviews.length === 0 ? (
        <p className="rounded-xl bg-white px-4 py-10 text-center font-semibold text-ink ring-1 ring-slate-200">
          No reviews here.
        </p>
      ) : (
        <>
          <ul className="grid gap-3 lg:grid-cols-2">
            {reviews.data.reviews.map((review) => (
              <ReviewCard key={review._id} review={review} />
            ))}
          </ul>
          <NewerOlderPager page={page} total={reviews.data.total} pageSize={reviews.data.pageSize} onPage={setPage} />
        </>
      )}
    </section>
  );
}

function ReviewCard({ review }: { review: StaffReviewType }) {
  const setHidden = useSetReviewHidden();
  const toggle = () =>
    setHidden.mutate(
      { id: review._id, hidden: !review.hidden },
      {
        onSuccess: () => toast.success(review.hidden ? "Review shown again." : "Review hidden."),
        onError: (error) =>
          toast.error(errorMessage(error, "The review could not be changed. Please try again.")),
      },
    );
  return (
    <li className={`rounded-xl bg-white p-4 ring-1 ${review.hidden ? "ring-amber-300" : "ring-slate-200"}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link
            to={`/product/${review.product._id}#reviews`}
            className="text-sm font-semibold break-words text-brand-700 hover:underline"
          >
            {review.product.title}
          </Link>
          <div className="mt-1 flex flex-wrap items-center gap-x-2">
            <StarRating value={review.rating} />
            <p className="font-semibold break-words text-ink">{review.title}</p>
          </div>
        </div>
        <Button
          variant={review.hidden ? "outline" : "danger"}
          size="sm"
          loading={setHidden.isPending}
          onClick={toggle}
          aria-label={`${review.hidden ? "Show" : "Hide"} review "${review.title}"`}
        >
          {review.hidden ? "Show" : "Hide"}
        </Button>
      </div>
      <p className="mt-1 text-xs break-all text-slate-500">
        {review.author} ({review.authorEmail}) ·{" "}
        <time dateTime={review.createdAt}>{dateTime.format(new Date(review.createdAt))}</time> · Helpful (
        {review.helpfulCount})
        {review.hidden && <span className="ml-1 font-semibold text-amber-800">· Hidden</span>}
      </p>
      <p className="mt-2 rounded-lg bg-slate-50 p-3 text-sm break-words whitespace-pre-line text-slate-800">
        {review.body}
      </p>
      {review.photos.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-3" aria-label="Photos">
          {review.photos.map((photo, index) => (
            <PhotoModeration key={photo._id} reviewId={review._id} photo={photo} n={index + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** One buyer's photo: staff hide it from the product page or show it again, audited (docs/decisions/332-review-photos.md). */
function PhotoModeration({ reviewId, photo, n }: { reviewId: string; photo: StaffReviewPhotoType; n: number }) {
  const setHidden = useSetReviewPhotoHidden();
  const toggle = () =>
    setHidden.mutate(
      { reviewId, photoId: photo._id, hidden: !photo.hidden },
      {
        onSuccess: () => toast.success(photo.hidden ? "Photo shown again." : "Photo hidden."),
        onError: (error) => toast.error(errorMessage(error, "The photo could not be changed. Please try again.")),
      },
    );
  return (
    <li className="flex flex-col items-center gap-1">
      <a href={photo.url} target="_blank" rel="noreferrer">
        <img
          src={imageVariant(photo.url, 320)}
          width={320}
          height={Math.round((320 * photo.height) / photo.width)}
          loading="lazy"
          alt={`Photo ${n}${photo.hidden ? " (hidden)" : ""}`}
          className={`h-20 w-20 rounded-lg object-cover ring-1 ${photo.hidden ? "opacity-40 ring-amber-400" : "ring-slate-200"}`}
        />
      </a>
      <Button
        variant={photo.hidden ? "outline" : "danger"}
        size="sm"
        loading={setHidden.isPending}
        onClick={toggle}
        aria-label={`${photo.hidden ? "Show" : "Hide"} photo ${n}`}
      >
        {photo.hidden ? "Show" : "Hide"}
      </Button>
    </li>
  );
}
