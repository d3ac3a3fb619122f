import { useQuery } from '@tanstack/react-query';
import { HIRE_HOURS_MAX, publicTariffEndpoint } from '@navette/shared';
import type { PublicTariff } from '@navette/shared';
import { callEndpoint } from '../../lib/api-client';

/** The hours of a package: whole, within the hire's bounds (the guard checks the list only). */
const isHours = (hours: unknown): hours is number =>
  typeof hours === 'number' && Number.isInteger(hours) && hours >= 1 && hours <= HIRE_HOURS_MAX;

/** The hours of the service's hire packages, shortest first, each once. */
export const packageHoursOf = (tariff: PublicTariff, serviceId: string): number[] => {
  const prices = tariff.services.find((service) => service.serviceId === serviceId);
  const hours = (prices?.hourly ?? []).map((entry) => entry.hours).filter(isHours);
  return [...new Set(hours)].sort((a, b) => a - b);
};

/**
 * The hire packages of a service, from the public tariff (GET /api/tarifs): the trip step asks
 * for the hours of a hire when the service has some (docs/product/pricing.md). While the tariff
 * loads, or when it cannot be read, the service has none: the form stays a quote request.
 */
export const useHirePackages = (serviceId: string): number[] => {
  const { data } = useQuery({
    queryKey: ['booking', 'tariff'],
    queryFn: ({ signal }) => callEndpoint(publicTariffEndpoint, { signal }),
    staleTime: 5 * 60_000,
  });
  return data ? packageHoursOf(data, serviceId) : [];
};
