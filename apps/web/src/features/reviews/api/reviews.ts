import { useInfiniteQuery } from "@tanstack/react-query";
import { ReviewsResponse, type ReviewSort } from "@vayu/shared/reviews";
import { api } from "../../../lib/api";
import { queryClient } from "../../../lib/query-client";

const reviewsKey = (productId: string) => ["reviews", productId];

/** GET /api/product/:id/reviews?page=&sort=: "Show more" adds the next page. */
export function useReviews(productId: string, sort: ReviewSort) {
  return useInfiniteQuery({
    queryKey: [...reviewsKey(productId), sort],
    queryFn: ({ pageParam, signal }) =>
      api(ReviewsResponse, `/product/${productId}/reviews?page=${pageParam}&sort=${sort}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.summary.count ? last.page + 1 : undefined),
  });
}

/** Every list of the product's reviews refetches: a write changes the summary and the order. */
export const refreshReviews = (productId: string) =>
  queryClient.invalidateQueries({ queryKey: reviewsKey(productId) });
