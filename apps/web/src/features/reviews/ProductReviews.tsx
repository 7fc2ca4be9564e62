import { Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useState } from "react";
import { ThumbsUp } from "lucide-react";
import { useLocation, useSearchParams } from "react-router";
import { LocalisedLink } from "../../components/LocalisedLink";
import { toast } from "../../lib/toast";
import type { ProductType } from "@vayu/shared/catalog";
import { laterMessages } from "@vayu/shared/messages/later";
import { intlLocale } from "@vayu/shared/locale";
import { REVIEW_SORTS, type ReviewSort } from "@vayu/shared/review-text";
import type { ReviewSummaryType, ReviewType } from "@vayu/shared/reviews";
import { ProductRating } from "../../components/product/ProductRating";
import { Button } from "../../components/ui/Button";
import { PostForm } from "../../components/ui/PostForm";
import { LoadError } from "../../components/ui/LoadError";
import { Skeleton } from "../../components/ui/Skeleton";
import { StarRating } from "../../components/ui/StarRating";
import { errorMessage } from "../../lib/api";
import { useLocale, useMessages } from "../../lib/i18n";
import { returnPath } from "../../lib/resume-after-login";
import { useSession } from "../../lib/session";
import { useMarkHelpful, useMyReview } from "./api/my-review";
import { FIRST_REVIEW_SORT, useReviews } from "./api/reviews";
import { ReviewPhotos } from "./ReviewPhotos";
import { laterPart } from "../../lib/later-part";

const SORT_LABELS: Record<ReviewSort, MessageDescriptor> = { newest: msg`Newest`, helpful: msg`Most helpful` };
// With react-hook-form, only for a shopper who received the product: not in the page's first load (lib/later-part.tsx).
const reviewForm = laterPart(
  "review-form",
  () => import("./ReviewForm").then((module) => module.ReviewForm),
  <div className="h-96 rounded-2xl bg-white ring-1 ring-slate-200" aria-busy="true" />,
  "later",
);
/** For the product page's prefetch: the server renders the form with the page. */
export const loadReviewForm = reviewForm.load;

/** `?review=1`: the shopper came to write a review, through login (docs/decisions/210-wishlist-cart-and-product-forms.md). */
const REVIEW_PARAM = "review";

const reviewDays = new Map<string, Intl.DateTimeFormat>();
/** "25 Nov 2026" / "25 नव॰ 2026". */
function reviewDay(locale: keyof typeof intlLocale): Intl.DateTimeFormat {
  let format = reviewDays.get(locale);
  if (!format) reviewDays.set(locale, (format = new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: "medium" })));
  return format;
}

/** "Ratings & Reviews" on the product page (docs/decisions/171-reviews.md). */
export function ProductReviews({
  product,
  onRatingChange,
}: {
  product: ProductType;
  onRatingChange: () => void;
}) {
  const [sort, setSort] = useState<ReviewSort>(FIRST_REVIEW_SORT);
  const reviews = useReviews(product._id, sort);
  const mine = useMyReview(product._id);
  const list = reviews.data?.pages.flatMap((page) => page.data) ?? [];
  const summary = reviews.data?.pages[0]?.summary;
  const { t, i18n } = useLingui();
  const text = useMessages(laterMessages);
  const noReviews = text.reviews.noReviews;
  const location = useLocation();
  // A vote posted without JavaScript comes back to the reviews.
  const back = `${location.pathname}${location.search}#reviews`;

  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-12 scroll-mt-32">
      <h2 id="reviews-heading" className="text-xl font-bold text-ink">
        <Trans>Ratings &amp; Reviews</Trans>
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-10">
        <div className="space-y-6">
          {summary ? (
            <Summary summary={summary} />
          ) : (
            reviews.isPending && <Skeleton className="h-44 rounded-2xl" />
          )}
          <WriteReview product={product} onSaved={onRatingChange} />
        </div>
        <div>
          {reviews.isError ? (
            <LoadError onRetry={() => void reviews.refetch()} />
          ) : reviews.isPending ? (
            <Skeleton className="h-40 rounded-2xl" />
          ) : list.length === 0 ? (
            <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
              <Trans>{noReviews}. Bought this? Tell other shoppers how it works for you.</Trans>
            </p>
          ) : (
            <>
              <div
                role="group"
                aria-label={t`Sort reviews`}
                className="mb-4 inline-flex rounded-lg bg-white p-1 ring-1 ring-slate-200"
              >
                {REVIEW_SORTS.map((option) => (
                  <button
                    key={option}
                    type="button"
                    aria-pressed={sort === option}
                    onClick={() => setSort(option)}
                    className={`rounded-md px-3 py-1.5 text-sm font-semibold ${sort === option ? "bg-brand-600 text-white" : "text-slate-700 hover:text-brand-700"}`}
                  >
                    {i18n._(SORT_LABELS[option])}
                  </button>
                ))}
              </div>
              <ul className="space-y-3">
                {list.map((review) => (
                  <ReviewItem
                    key={review._id}
                    review={review}
                    productId={product._id}
                    voted={mine.data?.helpfulReviewIds.includes(review._id) ?? false}
                    own={mine.data?.review?._id === review._id}
                    back={back}
                  />
                ))}
              </ul>
              {reviews.hasNextPage && (
                <Button
                  variant="outline"
                  className="mt-4 w-full sm:w-auto"
                  loading={reviews.isFetchingNextPage}
                  onClick={() => void reviews.fetchNextPage()}
                >
                  <Trans>Show more reviews</Trans>
                </Button>
              )}
            </>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * The review form for a shopper who received the product. A signed-out shopper is offered
 * login, which brings them back here with `?review=1`: the server renders the form for them
 * then, or says why there is none.
 */
function WriteReview({ product, onSaved }: { product: ProductType; onSaved: () => void }) {
  const session = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const mine = useMyReview(product._id);
  const text = useMessages(laterMessages);
  if (!session) {
    const back = `${returnPath(location, REVIEW_PARAM, "1")}#reviews`;
    return (
      <p className="rounded-2xl bg-white p-5 text-sm text-slate-700 ring-1 ring-slate-200">
        <Trans>
          Received this product?{" "}
          <LocalisedLink
            to={`/login?${new URLSearchParams({ redirect: back })}`}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Log in to write a review
          </LocalisedLink>
        </Trans>
      </p>
    );
  }
  if (mine.data?.canReview)
    return (
      <reviewForm.Part
        key={mine.data.review?._id ?? "new"}
        productId={product._id}
        own={mine.data.review}
        onSaved={onSaved}
      />
    );
  if (mine.data && params.get(REVIEW_PARAM) === "1")
    return (
      <p className="rounded-2xl bg-white p-5 text-sm text-slate-700 ring-1 ring-slate-200">
        {text.reviews.notBuyer}
      </p>
    );
  return null;
}

function Summary({ summary }: { summary: ReviewSummaryType }) {
  const text = useMessages(laterMessages);
  const average = summary.average.toFixed(1);
  return (
    <div className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      {summary.count === 0 ? (
        <p className="font-semibold text-ink">{text.reviews.noReviews}</p>
      ) : (
        <>
          <p className="text-4xl font-bold text-ink">
            <Trans>
              {average}
              <span className="text-base font-medium text-slate-500"> out of 5</span>
            </Trans>
          </p>
          <div className="mt-1">
            <ProductRating product={{ rating: summary.average, ratingCount: summary.count }} size="md" />
          </div>
          <dl className="mt-4 space-y-1.5">
            {(["5", "4", "3", "2", "1"] as const).map((stars) => {
              const n = summary.histogram[stars];
              return (
                <div
                  key={stars}
                  className="grid grid-cols-[3.5rem_minmax(0,1fr)_2.5rem] items-center gap-2 text-sm"
                >
                  <dt className="text-slate-700">
                    <Trans>{stars} star</Trans>
                  </dt>
                  <dd className="h-2.5 overflow-hidden rounded-full bg-slate-100" aria-hidden>
                    <div
                      className="h-full rounded-full bg-amber-500"
                      style={{ width: `${(n / summary.count) * 100}%` }}
                    />
                  </dd>
                  <dd className="text-right text-slate-600">{n}</dd>
                </div>
              );
            })}
          </dl>
        </>
      )}
    </div>
  );
}

function ReviewItem({
  review,
  productId,
  voted,
  own,
  back,
}: {
  review: ReviewType;
  productId: string;
  voted: boolean;
  own: boolean;
  back: string;
}) {
  const session = useSession();
  const helpful = useMarkHelpful(productId);
  const { t } = useLingui();
  const locale = useLocale();
  const helpfulCount = review.helpfulCount;
  const { author } = review;
  const vote = () => {
    if (!session) {
      toast.error(t`You need to login First`);
      return;
    }
    helpful.mutate(review._id, {
      onError: (error) => toast.error(errorMessage(error, t`An error occurred. Please try again.`)),
    });
  };
  return (
    <li className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating value={review.rating} />
        <h3 className="font-semibold break-words text-ink">{review.title}</h3>
      </div>
      <p className="mt-1 text-xs text-slate-500">
        <Trans>{author} · Verified buyer</Trans> ·{" "}
        <time dateTime={review.createdAt}>{reviewDay(locale).format(new Date(review.createdAt))}</time>
      </p>
      <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-800">{review.body}</p>
      <ReviewPhotos photos={review.photos} author={author} />
      {!own && (
        // A form to the product page without JavaScript (helpful-action.ts); with it, a tap
        // before the reviews' code is in waits for it (lib/later-part.tsx) and votes in place.
        <PostForm action={`/product/${productId}`} intent="helpful" returnTo={back} onSubmit={vote} className="mt-3">
          <input type="hidden" name="reviewId" value={review._id} />
          <Button
            type="submit"
            variant="outline"
            size="sm"
            aria-pressed={voted}
            disabled={voted}
            loading={helpful.isPending}
            data-needs-script=""
          >
            <ThumbsUp className="size-4" aria-hidden />
            <Trans>Helpful ({helpfulCount})</Trans>
          </Button>
        </PostForm>
      )}
      {own && (
        <p className="mt-3 text-sm text-slate-500">
          <Trans>Your review · Helpful ({helpfulCount})</Trans>
        </p>
      )}
    </li>
  );
}
