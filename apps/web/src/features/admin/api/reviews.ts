import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { StaffReviewResponse, StaffReviewsResponse, type StaffReviewFilter } from "@vayu/shared/reviews";
import { api } from "../../../lib/api";
import { readAfterWrite } from "../../../lib/query-client";
import { staffRetry } from "./staff-resource";

/** GET /admin/reviews?page=&status=: newest first. */
export const useStaffReviews = (page: number, status: StaffReviewFilter) =>
  useQuery({
    queryKey: ["admin", "reviews", status, page],
    queryFn: ({ signal }) =>
      api(StaffReviewsResponse, `/admin/reviews?page=${page}&status=${status}`, { signal }),
    retry: staffRetry,
    placeholderData: keepPreviousData,
  });

/** PATCH /admin/reviews/:id { hidden }: the product's rating changes too, so every query refetches. */
export const useSetReviewHidden = () =>
  useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) =>
      api(StaffReviewResponse, `/admin/reviews/${id}`, { method: "PATCH", body: { hidden } }),
    onSuccess: () => void readAfterWrite(),
  });

/** PATCH /admin/reviews/:id/photos/:photoId { hidden }: a hidden photo leaves the product page (docs/decisions/332-review-photos.md). */
export const useSetReviewPhotoHidden = () =>
  useMutation({
    mutationFn: ({ reviewId, photoId, hidden }: { reviewId: string; photoId: string; hidden: boolean }) =>
      api(StaffReviewResponse, `/admin/reviews/${reviewId}/photos/${photoId}`, { method: "PATCH", body: { hidden } }),
    onSuccess: () => void readAfterWrite(),
  });
