import { useMutation, useQuery } from "@tanstack/react-query";
import type { ReviewBodyType } from "@vayu/shared/reviews";
import { api } from "../../../lib/api";
import { readAfterWrite } from "../../../lib/query-client";
import { useSession } from "../../../lib/session";
import { refreshReviews } from "./reviews";

const myReviewResponse = () => import("@vayu/shared/reviews").then((schemas) => schemas.MyReviewResponse);
const reviewResponse = () => import("@vayu/shared/reviews").then((schemas) => schemas.ReviewResponse);
const helpfulResponse = () => import("@vayu/shared/reviews").then((schemas) => schemas.HelpfulResponse);

const myReviewKey = (userId: string, productId: string) => ["reviews", "mine", userId, productId];

/** GET /api/product/:id/reviews/mine: whether the signed-in shopper may review, their review and their votes. */
export function useMyReview(productId: string) {
  const session = useSession();
  return useQuery({
    queryKey: myReviewKey(session?.user._id ?? "", productId),
    queryFn: ({ signal }) => api(myReviewResponse, `/product/${productId}/reviews/mine`, { signal }),
    enabled: Boolean(session),
  });
}

/** After a write the shopper's own view and every list of the product's reviews refetch. */
function useRefreshAfterWrite(productId: string) {
  const session = useSession();
  return () =>
    Promise.all([
      readAfterWrite({ queryKey: myReviewKey(session?.user._id ?? "", productId) }),
      refreshReviews(productId),
    ]);
}

/** POST /api/product/:id/reviews: writes the review, or updates the shopper's own. */
export const postReview = (productId: string, review: ReviewBodyType) =>
  api(reviewResponse, `/product/${productId}/reviews`, { method: "POST", body: review });

/** POST /api/product/:id/reviews/:reviewId/photos: one picture, through the store's upload pipeline (docs/decisions/332-review-photos.md). */
export function addReviewPhoto(productId: string, reviewId: string, file: File) {
  const body = new FormData();
  body.append("file", file);
  return api(reviewResponse, `/product/${productId}/reviews/${reviewId}/photos`, { method: "POST", body });
}

/**
 * Saves the review, then adds the photos chosen with it one by one. The first photo refused
 * stops the rest and is answered as `photoError`: the review itself is saved by then.
 */
export function useSaveReview(productId: string) {
  const refresh = useRefreshAfterWrite(productId);
  return useMutation({
    mutationFn: async ({ review, photos = [] }: { review: ReviewBodyType; photos?: File[] }) => {
      const saved = await postReview(productId, review);
      let photoError: unknown = null;
      try {
        for (const photo of photos) await addReviewPhoto(productId, saved.review._id, photo);
      } catch (error) {
        photoError = error;
      }
      await refresh();
      return { saved, photoError };
    },
  });
}

/** POST /api/product/:id/reviews/:reviewId/helpful: once per shopper; a repeat changes nothing. */
export const postHelpful = (productId: string, reviewId: string) =>
  api(helpfulResponse, `/product/${productId}/reviews/${encodeURIComponent(reviewId)}/helpful`, { method: "POST" });

export function useMarkHelpful(productId: string) {
  const onSuccess = useRefreshAfterWrite(productId);
  return useMutation({ mutationFn: (reviewId: string) => postHelpful(productId, reviewId), onSuccess });
}
