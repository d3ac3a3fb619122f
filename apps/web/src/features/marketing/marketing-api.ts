import { useQuery } from '@tanstack/react-query';
import type { PublicReview, Service } from '@navette/shared';
import { apiRequest } from '../../lib/api-client';
import { arrayOf, checkWith, hasStrings, isRecord } from '../../lib/response-guards';

const serviceList = checkWith(
  arrayOf((value): value is Service => hasStrings(value, ['_id', 'name', 'description', 'image'])),
);
const reviewList = checkWith(
  arrayOf(
    (value): value is PublicReview =>
      isRecord(value) &&
      typeof value.note === 'number' &&
      hasStrings(value.user, ['name']) &&
      hasStrings(value, ['_id', 'commentaire', 'createdAt']),
  ),
);

/*
 * The marketing pages read the services list themselves rather than through the booking
 * feature: features do not import each other, and the home page must not pull the booking
 * code into its chunk.
 */
export const fetchServices = (signal?: AbortSignal): Promise<Service[]> =>
  apiRequest('/api/services', { schema: serviceList, ...(signal ? { signal } : {}) });

export const useServiceList = () =>
  useQuery({
    queryKey: ['marketing', 'services'],
    queryFn: ({ signal }) => fetchServices(signal),
    staleTime: 5 * 60_000,
  });

export const fetchApprovedReviews = (signal?: AbortSignal): Promise<PublicReview[]> =>
  apiRequest('/api/avis', { schema: reviewList, ...(signal ? { signal } : {}) });

/** Approved reviews only: the server never sends one that was not moderated. */
export const useApprovedReviews = () =>
  useQuery({
    queryKey: ['marketing', 'reviews'],
    queryFn: ({ signal }) => fetchApprovedReviews(signal),
    staleTime: 5 * 60_000,
  });
