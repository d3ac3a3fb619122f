import { ROUTES } from '@navette/shared';

/**
 * The query parameters of /demande-devis that prefill the request (docs/product/public-site.md#prices):
 * the service's word (`?service=aeroport`, see service-route.ts), an hourly package's hours
 * (`forfait`), and the addresses of a flat fare's two ends (`depart`, `arrivee`). The page passes
 * its query string on to the guest form, which reads them.
 */
export const BOOKING_LINK_PARAMS = {
  service: 'service',
  hours: 'forfait',
  from: 'depart',
  to: 'arrivee',
} as const;

export interface BookingLinkInput {
  /** the service's word (SERVICE_PARAMS) */
  service: string;
  /** an hourly package: its number of hours */
  hours?: number;
  /** a flat fare's pick-up address; empty (a zone such as "Paris") leaves it to the visitor */
  from?: string;
  /** a flat fare's drop-off address; empty leaves it to the visitor */
  to?: string;
}

/** Where a price's `Réserver` leads: the request, prefilled with what the price is for. */
export const bookingLink = ({ service, hours, from, to }: BookingLinkInput): string => {
  const query = new URLSearchParams({ [BOOKING_LINK_PARAMS.service]: service });
  if (hours !== undefined) query.set(BOOKING_LINK_PARAMS.hours, String(hours));
  if (from?.trim()) query.set(BOOKING_LINK_PARAMS.from, from.trim());
  if (to?.trim()) query.set(BOOKING_LINK_PARAMS.to, to.trim());
  return `${ROUTES.quoteEntry}?${query.toString()}`;
};
