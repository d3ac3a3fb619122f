import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { priceRequestSchema, priceTripEndpoint } from '@navette/shared';
import type { PriceAnswer, PriceRequest, TransportMode } from '@navette/shared';
import { callEndpoint } from '../../lib/api-client';
import type { BookingValues } from './booking-form';

/** Typing pauses this long before the price is asked again (docs/product/pricing.md). */
export const PRICE_DEBOUNCE_MS = 400;

/** The fields a price depends on. */
type PriceFields = Pick<
  BookingValues,
  | 'service'
  | 'date'
  | 'heure'
  | 'adresse_depart'
  | 'adresse_arrivee'
  | 'arret_intermediaire'
  | 'moyen_transport'
  | 'nombre_bagages'
  | 'nombre_personnes'
  | 'siege_bebe'
  | 'rehausseurs'
  | 'duree_heures'
  | 'retour'
  | 'date_retour'
  | 'heure_retour'
  | 'adresse_depart_retour'
  | 'adresse_arrivee_retour'
  | 'moyen_transport_retour'
  | 'nombre_passagers_retour'
  | 'nombre_bagages_retour'
>;

/** The counts of a leg are asked, and stored, only for a train or a plane (booking.md). */
const hasCounts = (mode: TransportMode | 'vol' | null | undefined) =>
  mode === 'train' || mode === 'avion' || mode === 'vol';

/**
 * The price request of the form as it stands, or null while the trip is not known enough to be
 * priced: the request the server would refuse is not sent. The schema's output is sent (trimmed
 * addresses, defaults): a space typed after an address does not ask again.
 */
export const priceRequestOf = (values: PriceFields): PriceRequest | null => {
  const request: PriceRequest = {
    service: values.service ?? '',
    date: values.date ?? '',
    heure: values.heure ?? '',
    adresse_depart: values.adresse_depart ?? '',
    adresse_arrivee: values.adresse_arrivee ?? '',
    arret_intermediaire: values.arret_intermediaire || null,
    nombre_personnes: values.nombre_personnes ?? Number.NaN,
    nombre_bagages: hasCounts(values.moyen_transport) ? values.nombre_bagages : null,
    siege_bebe: values.siege_bebe ?? false,
    rehausseurs: values.rehausseurs ?? false,
    duree_heures: values.duree_heures ?? null,
  };
  if (values.retour) {
    const counts = hasCounts(values.moyen_transport_retour);
    Object.assign(request, {
      retour: true,
      date_retour: values.date_retour,
      heure_retour: values.heure_retour,
      adresse_depart_retour: values.adresse_depart_retour,
      adresse_arrivee_retour: values.adresse_arrivee_retour,
      nombre_passagers_retour: counts ? values.nombre_passagers_retour : null,
      nombre_bagages_retour: counts ? values.nombre_bagages_retour : null,
    });
  }
  const parsed = priceRequestSchema.safeParse(request);
  return parsed.success ? parsed.data : null;
};

/** `value` once it has stopped changing for `delayMs`. */
const useSettled = <T>(value: T, delayMs: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};

export type TripPriceState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'answered'; answer: PriceAnswer; requestKey: string };

export interface TripPrice {
  state: TripPriceState;
  /** asks the server again for the same trip (the price changed meanwhile) */
  refresh: () => void;
}

/**
 * The price of the trip in the form (POST /api/prices), asked once `isActive` (from step 2) and
 * the trip is known, again when a field it depends on changes and typing has paused; a request
 * still running is dropped when another is asked (the query's signal), and a trip already priced
 * is not asked twice.
 */
export const useTripPrice = (control: Control<BookingValues>, isActive: boolean): TripPrice => {
  // the form re-renders this only when the request changes, not at every keystroke elsewhere
  const requestKey = useWatch({
    control,
    compute: (values) => {
      const request = priceRequestOf(values);
      return request ? JSON.stringify(request) : null;
    },
  });
  const key = isActive ? requestKey : null;
  const settledKey = useSettled(key, PRICE_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['booking', 'price', settledKey],
    queryFn: ({ signal }) =>
      callEndpoint(priceTripEndpoint, {
        body: priceRequestSchema.parse(JSON.parse(settledKey ?? 'null')),
        signal,
      }),
    enabled: settledKey !== null,
    staleTime: 60_000,
  });
  const state: TripPriceState =
    key === null
      ? { status: 'idle' }
      : key !== settledKey || query.isFetching
        ? { status: 'loading' }
        : query.data
          ? { status: 'answered', answer: query.data, requestKey: key }
          : query.isError
            ? { status: 'failed' }
            : { status: 'loading' };
  return { state, refresh: () => void query.refetch() };
};
