import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { ReviewSort } from "@vayu/shared/reviews";
import { api } from "../../../lib/api";
import { readAfterWrite } from "../../../lib/query-client";

const reviewsResponse = () => import("@vayu/shared/reviews").then((schemas) => schemas.ReviewsResponse);

const reviewsKey = (productId: string) => ["reviews", productId];

/** The order a product's reviews are first shown in. */
export const FIRST_REVIEW_SORT: ReviewSort = "newest";

/** GET /api/product/:id/reviews?page=&sort=: "Show more" adds the next page. */
export function reviewsQuery(productId: string, sort: ReviewSort) {
  return infiniteQueryOptions({
    queryKey: [...reviewsKey(productId), sort],
    queryFn: ({ pageParam, signal }) =>
      api(reviewsResponse, `/product/${productId}/reviews?page=${pageParam}&sort=${sort}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.summary.count ? last.page + 1 : undefined),
  });
}

export function useReviews(productId: string, sort: ReviewSort) {
  return useInfiniteQuery(reviewsQuery(productId, sort));
}

/** Every list of the product's reviews refetches: a write changes the summary and the order. */
export const refreshReviews = (productId: string) => readAfterWrite({ queryKey: reviewsKey(productId) });
