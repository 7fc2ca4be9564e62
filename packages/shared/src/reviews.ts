import { z } from "zod";
import { messages } from "./messages";
import { pageQuery } from "./staff-http";
import { REVIEW_SORTS, reviewLimits } from "./review-text";
import { requiredText } from "./text-fields";

/**
 * Product reviews by shoppers who received the product (docs/decisions/171-reviews.md):
 * one per shopper and product, visible at once, hidden by staff when abusive.
 */

export * from "./review-text";

/** A buyer's photo with their review (docs/decisions/332-review-photos.md): the largest WebP variant and its size. */
export const ReviewPhoto = z.object({
  _id: z.string(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
});
export type ReviewPhotoType = z.infer<typeof ReviewPhoto>;

/** At most this many photos per review. */
export const MAX_REVIEW_PHOTOS = 4;

export const Review = z.object({
  _id: z.string(),
  productId: z.string(),
  rating: z.number(),
  title: z.string(),
  body: z.string(),
  /** First name and the initial of the last: "Priya S." (the rest of the account stays private). */
  author: z.string(),
  helpfulCount: z.number(),
  /** ISO date and time it was written, and last edited. */
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Its photos staff have not hidden, oldest first. */
  photos: z.array(ReviewPhoto),
});
export type ReviewType = z.infer<typeof Review>;

/** The star counts as a map from "1".."5"; JSON object keys are strings. */
export const RatingHistogram = z.object({
  "1": z.number(),
  "2": z.number(),
  "3": z.number(),
  "4": z.number(),
  "5": z.number(),
});
export type RatingHistogramType = z.infer<typeof RatingHistogram>;

export const ReviewSummary = z.object({ average: z.number(), count: z.number(), histogram: RatingHistogram });
export type ReviewSummaryType = z.infer<typeof ReviewSummary>;

/** GET /product/:id/reviews?page=&sort= */
export const ReviewsQuery = z.object({
  page: pageQuery,
  sort: z.enum(REVIEW_SORTS, { error: `sort must be one of: ${REVIEW_SORTS.join(", ")}` }).default("newest"),
});
export type ReviewsQueryType = z.infer<typeof ReviewsQuery>;

export const ReviewsResponse = z.object({
  data: z.array(Review),
  summary: ReviewSummary,
  page: z.number(),
  pageSize: z.number(),
});
export type ReviewsResponseType = z.infer<typeof ReviewsResponse>;

/** POST /product/:id/reviews */
export const ReviewBody = z.object({
  rating: z
    .number({ error: messages.reviews.ratingInvalid })
    .int({ error: messages.reviews.ratingInvalid })
    .min(1, { error: messages.reviews.ratingInvalid })
    .max(5, { error: messages.reviews.ratingInvalid }),
  title: requiredText(messages.reviews.titleRequired, "Title", reviewLimits.title),
  body: requiredText(messages.reviews.bodyRequired, "Review", reviewLimits.body),
});
export type ReviewBodyType = z.output<typeof ReviewBody>;
export type ReviewFormValues = z.input<typeof ReviewBody>;

/** The shopper's own review: they also see whether staff have hidden it. */
export const OwnReview = Review.extend({ hidden: z.boolean() });
export type OwnReviewType = z.infer<typeof OwnReview>;

export const ReviewResponse = z.object({ review: OwnReview });
export type ReviewResponseType = z.infer<typeof ReviewResponse>;

/** GET /product/:id/reviews/mine: what the product page needs to know of the signed-in shopper. */
export const MyReviewResponse = z.object({
  /** Whether they received the product, so may write (or edit) a review. */
  canReview: z.boolean(),
  review: OwnReview.nullable(),
  /** Reviews of this product they already marked helpful. */
  helpfulReviewIds: z.array(z.string()),
});
export type MyReviewResponseType = z.infer<typeof MyReviewResponse>;

export const reviewParams = z.object({
  id: z.uuid({ message: "id must be a valid id" }),
  reviewId: z.uuid({ message: "reviewId must be a valid id" }),
});

/** POST /product/:id/reviews/:reviewId/helpful */
export const HelpfulResponse = z.object({ review: Review });
export type HelpfulResponseType = z.infer<typeof HelpfulResponse>;

export const STAFF_REVIEW_FILTERS = ["all", "visible", "hidden"] as const;
export type StaffReviewFilter = (typeof STAFF_REVIEW_FILTERS)[number];

/** GET /admin/reviews?page=&status= — newest first. */
export const StaffReviewsQuery = z.object({
  page: pageQuery,
  status: z
    .enum(STAFF_REVIEW_FILTERS, { error: `status must be one of: ${STAFF_REVIEW_FILTERS.join(", ")}` })
    .default("all"),
});
export type StaffReviewsQueryType = z.infer<typeof StaffReviewsQuery>;

export const StaffReviewPhoto = ReviewPhoto.extend({ hidden: z.boolean() });
export type StaffReviewPhotoType = z.infer<typeof StaffReviewPhoto>;

export const StaffReview = OwnReview.extend({
  product: z.object({ _id: z.string(), title: z.string() }),
  authorEmail: z.string(),
  /** Every photo, hidden ones too. */
  photos: z.array(StaffReviewPhoto),
});
export type StaffReviewType = z.infer<typeof StaffReview>;

export const StaffReviewsResponse = z.object({
  reviews: z.array(StaffReview),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type StaffReviewsResponseType = z.infer<typeof StaffReviewsResponse>;

/** PATCH /admin/reviews/:id */
export const StaffReviewPatchBody = z.object({
  hidden: z.boolean({ error: "hidden must be true or false" }),
});
export type StaffReviewPatchBodyType = z.infer<typeof StaffReviewPatchBody>;

export const StaffReviewResponse = z.object({ review: StaffReview });
export type StaffReviewResponseType = z.infer<typeof StaffReviewResponse>;

/** POST /product/:id/reviews/:reviewId/photos (multipart, one picture in the field "file"). */
export const reviewPhotoParams = reviewParams;

export const staffReviewPhotoParams = z.object({
  id: z.uuid({ message: "id must be a valid id" }),
  photoId: z.uuid({ message: "photoId must be a valid id" }),
});

/** PATCH /admin/reviews/:id/photos/:photoId */
export const StaffReviewPhotoPatchBody = StaffReviewPatchBody;
