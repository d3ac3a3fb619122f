import { ROUTES } from '@navette/shared';

/**
 * Services are edited by the administrator, so their names are free text: the page that
 * describes one is found from words in its name (French or English), else the quote form.
 */
const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/a[ée]roport|airport/i, ROUTES.airportTransfer],
  [/gare|station|train/i, ROUTES.station],
  [/express|longue distance|long[- ]distance/i, ROUTES.expressTransfer],
  [/vip/i, ROUTES.vip],
  [/mariage|wedding/i, ROUTES.wedding],
  [/visite|excursion|tour/i, ROUTES.tours],
  [/chauffeur|mise [àa] disposition|hourly/i, ROUTES.privateChauffeur],
];

export const serviceRoute = (name: string): string =>
  RULES.find(([pattern]) => pattern.test(name))?.[1] ?? ROUTES.quoteEntry;

/** The `?service=` word of each service page and of the tours (docs/product/public-site.md#service-pages). */
export const SERVICE_PARAMS = {
  airportTransfer: 'aeroport',
  station: 'gare',
  privateChauffeur: 'chauffeur',
  vip: 'vip',
  wedding: 'mariage',
  expressTransfer: 'express',
  tours: 'excursion',
} as const;

/** The query parameter naming the tour a request is about (`?circuit=versailles`). */
export const TOUR_PARAM = 'circuit';

/**
 * Where `Réserver` / `Demander ce circuit` lead: the signed-in form for a customer, the guest
 * request (no account) for a visitor, the service (and tour) carried in the query so the form
 * preselects it.
 */
export const bookingPath = (isSignedIn: boolean, service: string, tour?: string): string => {
  const query = new URLSearchParams({ service, ...(tour ? { [TOUR_PARAM]: tour } : {}) });
  return `${isSignedIn ? ROUTES.reservation : ROUTES.guestReservation}?${query.toString()}`;
};

/**
 * Whether a service of the catalogue is the one a `?service=` word names: both lead to the same
 * service page (the names are free text, see serviceRoute). A word naming no page matches none.
 */
export const isServiceNamedBy = (param: string | null, serviceName: string): boolean => {
  if (!param) return false;
  const route = serviceRoute(param);
  return route !== ROUTES.quoteEntry && serviceRoute(serviceName) === route;
};
