import { useQuery } from '@tanstack/react-query';
import { publicTariffEndpoint } from '@navette/shared';
import type { PublicServicePrices, PublicTariff, Service } from '@navette/shared';
import { callEndpoint } from '../../../lib/api-client';
import { useServiceList } from '../marketing-api';
import { isServiceNamedBy } from '../service-route';

/*
 * The prices of the public pages (GET /api/tarifs). They load once the page is painted: its
 * prerendered markup shows a placeholder where a price goes, and the "sur devis" wording when
 * the company has no tariff or the call fails (docs/decisions/0040-scripts-after-first-paint.md).
 */

/** A price still loading (undefined), missing (null: the page keeps its wording) or there. */
export type Arriving<T> = T | null | undefined;

export const publicTariffKey = ['marketing', 'tariff'] as const;

/** The tariff's public prices: one request, shared by every component of the page. */
export const usePublicTariff = () =>
  useQuery({
    queryKey: publicTariffKey,
    queryFn: ({ signal }) => callEndpoint(publicTariffEndpoint, { signal }),
    staleTime: 5 * 60_000,
  });

/**
 * The prices of the service a page's word names (`aeroport`, `chauffeur`: service-route.ts).
 * The tariff names services by id and the company names them freely, so the word is matched
 * against the services' French names, as the service pages are.
 */
export const pricesOf = (
  tariff: PublicTariff,
  services: readonly Service[],
  word: string,
): PublicServicePrices | undefined =>
  services
    .filter((service) => isServiceNamedBy(word, service.name))
    .map(({ _id }) => tariff.services.find(({ serviceId }) => serviceId === _id))
    .find((prices) => prices !== undefined);

export interface PricedServices {
  tariff: PublicTariff;
  /** the prices of the service a word names; undefined when the tariff does not price it */
  of: (word: string) => PublicServicePrices | undefined;
}

/**
 * The tariff with the services it prices: undefined while either list loads, null when there
 * is nothing to show (no tariff yet, or a call failed): the pages then keep their wording.
 */
export const usePricedServices = (): Arriving<PricedServices> => {
  const tariff = usePublicTariff();
  const services = useServiceList();
  if (tariff.isError || services.isError) return null;
  if (tariff.isPending || services.isPending) return undefined;
  if (tariff.data.tariffVersion === null) return null;
  const { data } = tariff;
  return { tariff: data, of: (word) => pricesOf(data, services.data, word) };
};

/**
 * The lowest "à partir de" of the services the words name: undefined while loading, null when
 * none of them has one.
 */
export const useFromCents = (words: readonly string[]): Arriving<number> => {
  const priced = usePricedServices();
  if (!priced) return priced;
  const amounts = words
    .map((word) => priced.of(word)?.fromCents)
    .filter((cents): cents is number => typeof cents === 'number');
  return amounts.length > 0 ? Math.min(...amounts) : null;
};
