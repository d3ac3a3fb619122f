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
