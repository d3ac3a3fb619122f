import { HIRE_HOURS_MAX } from '@navette/shared';
import type { BookingValues } from './booking-form';

/**
 * What a price's link asks of the request forms (docs/product/pricing.md#on-the-site): the
 * hours of a hire package (`forfait`) and the two ends of a flat fare (`depart`, `arrivee`). A
 * value the form already holds is kept; a `forfait` that is not a whole number of hours from 1
 * to 24 is ignored, as a hand-written link may carry anything.
 */
export const withTripPreset = (values: BookingValues, params: URLSearchParams): BookingValues => {
  const hours = Number(params.get('forfait') ?? '');
  const isHours = Number.isInteger(hours) && hours >= 1 && hours <= HIRE_HOURS_MAX;
  const address = (name: string) => params.get(name)?.trim() ?? '';
  return {
    ...values,
    duree_heures: values.duree_heures ?? (isHours ? hours : null),
    adresse_depart: values.adresse_depart || address('depart'),
    adresse_arrivee: values.adresse_arrivee || address('arrivee'),
  };
};
