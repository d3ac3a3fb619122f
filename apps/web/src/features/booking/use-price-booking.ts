import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import type { PriceAnswer, PriceOption } from '@navette/shared';
import { isPriceRefusal } from './booking-api';
import type { BookingValues } from './booking-form';
import { useTripPrice } from './use-trip-price';
import type { TripPriceState } from './use-trip-price';

export type PricedAnswer = Extract<PriceAnswer, { outcome: 'priced' }>;

/** The price of the trip, the class chosen, and whether the summary books it at that price. */
export interface PriceBooking {
  state: TripPriceState;
  /** the answer when the trip is priced */
  priced: PricedAnswer | undefined;
  /** the vehicle class chosen among the options */
  chosen: PriceOption | undefined;
  /** the chosen class is covered, the pick-up far enough and the server has not refused it */
  isBookable: boolean;
  /** why the server refused to book at the price shown, in its words */
  refusal: string | null;
  /** the form's values as the reservation is sent: the class, and booking at the price or not */
  requestOf: (values: BookingValues) => BookingValues;
  /** before sending: the previous refusal is forgotten */
  clearRefusal: () => void;
  /** a failed submission: a price refusal is shown, anything else is not ours and rethrown */
  takeRefusal: (error: unknown) => void;
}

/**
 * The price shown in the forms from step 2, and booking at it (docs/product/pricing.md#in-the-booking-forms):
 * the cheapest class is chosen until the visitor chooses another; the summary books and pays
 * when the chosen class is covered and the pick-up far enough, and sends a quote request with the
 * estimate otherwise. PRICE_CHANGED asks for the new price; INSTANT_BOOKING_UNAVAILABLE turns
 * this trip back into a quote request.
 */
export const usePriceBooking = (form: UseFormReturn<BookingValues>, step: number): PriceBooking => {
  const price = useTripPrice(form.control, step >= 2);
  const { state } = price;
  const vehicle = useWatch({ control: form.control, name: 'vehicule' });
  const [refusal, setRefusal] = useState<string | null>(null);
  // the trip (its request) the server would no longer book at once
  const [unavailableFor, setUnavailableFor] = useState<string | null>(null);

  const answered = state.status === 'answered' ? state : undefined;
  const priced = answered?.answer.outcome === 'priced' ? answered.answer : undefined;
  const options = priced?.options ?? [];
  const chosen = options.find((option) => option.vehicleId === vehicle) ?? options[0];
  const chosenId = answered ? (chosen?.vehicleId ?? null) : vehicle;
  const { setValue } = form;
  useEffect(() => {
    if (chosenId !== vehicle) setValue('vehicule', chosenId ?? null);
  }, [chosenId, vehicle, setValue]);

  const isBookable =
    chosen !== undefined &&
    chosen.covered &&
    priced?.instantBooking === true &&
    unavailableFor !== answered?.requestKey;

  return {
    state,
    priced,
    chosen,
    isBookable,
    refusal,
    requestOf: (values) => ({
      ...values,
      vehicule: chosen?.vehicleId ?? null,
      reserver: isBookable,
      // euros, as the reservation's amounts are
      prix_attendu: isBookable && chosen ? chosen.totalCents / 100 : null,
    }),
    clearRefusal: () => setRefusal(null),
    takeRefusal: (error) => {
      if (!isPriceRefusal(error)) throw error;
      setRefusal(error.message);
      if (error.code === 'PRICE_CHANGED') price.refresh();
      else setUnavailableFor(answered?.requestKey ?? null);
    },
  };
};
