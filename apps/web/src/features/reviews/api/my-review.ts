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

export function useSaveReview(productId: string) {
  const onSuccess = useRefreshAfterWrite(productId);
  return useMutation({
    mutationFn: (review: ReviewBodyType) => postReview(productId, review),
    onSuccess,
  });
}

/** POST /api/product/:id/reviews/:reviewId/helpful: once per shopper; a repeat changes nothing. */
export function useMarkHelpful(productId: string) {
  const onSuccess = useRefreshAfterWrite(productId);
  return useMutation({
    mutationFn: (reviewId: string) =>
      api(helpfulResponse, `/product/${productId}/reviews/${reviewId}/helpful`, { method: "POST" }),
    onSuccess,
  });
}
