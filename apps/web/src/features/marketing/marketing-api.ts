import { useQuery } from '@tanstack/react-query';
import { listReviewsEndpoint, listServicesEndpoint } from '@navette/shared';
import type { PublicReview, Service } from '@navette/shared';
import { callEndpoint } from '../../lib/api-client';
import { marketingServicesKey } from '../../entities/service/service-catalogue';

/*
 * The marketing pages read the services list themselves rather than through the booking
 * feature: features do not import each other, and the home page must not pull the booking
 * code into its chunk.
 */
export const fetchServices = (signal?: AbortSignal): Promise<Service[]> =>
  callEndpoint(listServicesEndpoint, { signal });

export const useServiceList = () =>
  useQuery({
    queryKey: marketingServicesKey,
    queryFn: ({ signal }) => fetchServices(signal),
    staleTime: 5 * 60_000,
  });

export const fetchApprovedReviews = (signal?: AbortSignal): Promise<PublicReview[]> =>
  callEndpoint(listReviewsEndpoint, { signal });

/** Approved reviews only: the server never sends one that was not moderated. */
export const useApprovedReviews = () =>
  useQuery({
    queryKey: ['marketing', 'reviews'],
    queryFn: ({ signal }) => fetchApprovedReviews(signal),
    staleTime: 5 * 60_000,
  });
