import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listAdminReviewsEndpoint,
  moderateReviewEndpoint,
  type AdminReviewUpdate,
  type ReviewModerationState,
} from '@navette/shared';
import { callEndpoint } from '../../../lib/api-client';

/*
 * The back-office's review moderation calls (docs/product/back-office.md#reviews): one page of
 * the reviews in one state, and the approve / reject decision.
 */

const reviewsKey = ['admin', 'reviews'] as const;
export const ADMIN_REVIEWS_PAGE_SIZE = 20;

export const useAdminReviews = (status: ReviewModerationState, page: number) =>
  useQuery({
    queryKey: [...reviewsKey, status, page],
    queryFn: ({ signal }) =>
      callEndpoint(listAdminReviewsEndpoint, {
        query: { status, page: String(page), pageSize: String(ADMIN_REVIEWS_PAGE_SIZE) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The decision on one review; every list is read again after it (the review changed tab). */
export const useModerateReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: AdminReviewUpdate['status'] }) =>
      callEndpoint(moderateReviewEndpoint, { params: { id }, body: { status } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsKey }),
  });
};
