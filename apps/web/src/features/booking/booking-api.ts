import { useQuery } from '@tanstack/react-query';
import { serviceListSchema } from '@navette/shared';
import type { Service } from '@navette/shared';
import { apiRequest } from '../../lib/api-client';

export const fetchServices = (signal?: AbortSignal): Promise<Service[]> =>
  apiRequest('/api/services', { schema: serviceListSchema, ...(signal ? { signal } : {}) });

export const servicesQueryKey = ['services'] as const;

/**
 * The bookable services. Spec: a load failure is only logged and the list stays empty, so the
 * error is turned into an empty list here and the picker shows its empty state.
 */
export const useServices = () =>
  useQuery({
    queryKey: servicesQueryKey,
    queryFn: async ({ signal }) => {
      try {
        return await fetchServices(signal);
      } catch (error) {
        if (signal.aborted) throw error;
        console.warn('Loading the services failed', error);
        return [];
      }
    },
    staleTime: 5 * 60_000,
  });
