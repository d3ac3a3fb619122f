import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createReviewEndpoint, listMyReviewsEndpoint } from '@navette/shared';
import type { CreateReview, OwnReview } from '@navette/shared';
import { callEndpoint } from '../../lib/api-client';

/** The customer's own reviews, with their moderation state (docs/product/customer-area.md#reviews). */
const myReviewsQueryKey = ['reviews', 'mine'] as const;

export const fetchMyReviews = (signal?: AbortSignal): Promise<OwnReview[]> =>
  callEndpoint(listMyReviewsEndpoint, { signal });

export const useMyReviews = () =>
  useQuery({ queryKey: myReviewsQueryKey, queryFn: ({ signal }) => fetchMyReviews(signal) });

/** POST /api/avis: stored pending moderation; the list of the customer's reviews is read again. */
export const createReview = (review: CreateReview): Promise<OwnReview> =>
  callEndpoint(createReviewEndpoint, { body: review });

export const useCreateReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myReviewsQueryKey }),
  });
};
