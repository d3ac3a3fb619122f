import type {
  PriceAnswer,
  PriceOption,
  PriceRequestValues,
  ReservationInput,
  ReservationPricing,
} from '@navette/shared';
import { AppError } from '../../lib/app-error';
import { cents, euros } from '../../db/values';

/*
 * The price of a new reservation (docs/product/pricing.md): the server prices the trip itself
 * from the current tariff, whatever the browser sent as `prix_estime`. A covered trip whose
 * pick-up is far enough away may be booked at that price (`reserver`): it is recorded
 * 'confirmé' with its devis set to the price, ready to pay. Anything else is a quote request,
 * with the price as the estimate the company starts its devis from.
 */

/** Prices a trip (features/pricing); `client` shares the outside services fairly. */
export type PriceTrip = (request: PriceRequestValues, client: string) => Promise<PriceAnswer>;

/** What the visitor asked besides the trip: book at the price they saw, or ask for a quote. */
export interface BookingIntent {
  reserver: boolean;
  /** the total the page showed, in cents; null when none was shown */
  expectedCents: number | null;
}

/** What the pricing adds to the reservation written. */
export interface PricedReservation {
  prixEstimeCents: number;
  vehicleId: string | null;
  tariffVersion: number | null;
  tarification: ReservationPricing | null;
  /** 'confirmé' with the devis set when booked at the price */
  booked: { devisCents: number } | null;
}

const NOT_PRICED: PricedReservation = {
  prixEstimeCents: 0,
  vehicleId: null,
  tariffVersion: null,
  tarification: null,
  booked: null,
};

/** The trip of a validated reservation, as the price endpoint reads it. */
export const priceRequestOf = (input: ReservationInput): PriceRequestValues => ({
  service: input.service,
  date: input.date,
  heure: input.heure,
  adresse_depart: input.adresse_depart,
  adresse_arrivee: input.adresse_arrivee,
  arret_intermediaire: input.arret_intermediaire ?? undefined,
  nombre_personnes: input.nombre_personnes,
  nombre_bagages: input.nombre_bagages ?? 0,
  siege_bebe: input.siege_bebe,
  rehausseurs: input.rehausseurs,
  duree_heures: input.duree_heures ?? undefined,
  retour: input.retour,
  date_retour: input.date_retour,
  heure_retour: input.heure_retour,
  adresse_depart_retour: input.adresse_depart_retour ?? undefined,
  adresse_arrivee_retour: input.adresse_arrivee_retour ?? undefined,
  nombre_passagers_retour: input.nombre_passagers_retour,
  nombre_bagages_retour: input.nombre_bagages_retour,
});

/** The class the visitor chose among those offered; the cheapest when they chose none. */
const chosenOption = (
  options: readonly PriceOption[],
  vehicleId: string | null,
): PriceOption | undefined =>
  vehicleId === null ? options[0] : options.find((option) => option.vehicleId === vehicleId);

const unavailable = () => new AppError('INSTANT_BOOKING_UNAVAILABLE');

/**
 * Prices the reservation being created. Without `reserver`, a trip the tariff cannot price is
 * simply a quote request without estimate; with it, booking is refused (nothing recorded) unless
 * the class chosen is offered, covered and bookable now, and at the very price the page showed
 * (PRICE_CHANGED, with the new amount, when the tariff moved meanwhile).
 */
export const priceReservation = async (
  priceTrip: PriceTrip,
  input: ReservationInput,
  intent: BookingIntent,
  client: string,
  now = new Date(),
): Promise<PricedReservation> => {
  const answer = await priceTrip(priceRequestOf(input), client);
  if (answer.outcome !== 'priced') {
    if (intent.reserver) throw unavailable();
    return NOT_PRICED;
  }
  const chosen = chosenOption(answer.options, input.vehicule);
  if (!chosen) {
    if (intent.reserver) throw unavailable();
    // a class no longer offered (the party grew, the fleet changed): the estimate of the
    // cheapest one that takes the party, the company decides
    return answer.options[0] ? priced(answer, answer.options[0], false, now) : NOT_PRICED;
  }
  if (!intent.reserver) return priced(answer, chosen, false, now);
  if (!chosen.covered || !answer.instantBooking) throw unavailable();
  if (intent.expectedCents !== null && intent.expectedCents !== chosen.totalCents) {
    const amount = euros(chosen.totalCents);
    throw new AppError('PRICE_CHANGED', { params: { amount }, details: { prix: amount } });
  }
  return priced(answer, chosen, true, now);
};

const priced = (
  answer: Extract<PriceAnswer, { outcome: 'priced' }>,
  option: PriceOption,
  instant: boolean,
  now: Date,
): PricedReservation => ({
  prixEstimeCents: option.totalCents,
  vehicleId: option.vehicleId,
  tariffVersion: answer.tariffVersion,
  tarification: {
    tariffVersion: answer.tariffVersion,
    pricedAt: now.toISOString(),
    option,
    cancellation: answer.cancellation,
    instant,
  },
  booked: instant ? { devisCents: option.totalCents } : null,
});

/**
 * The intent of a request whose body the route has validated (`reserver`, `prix_attendu` in
 * euros): they are not stored, so the reservation schemas do not carry them on.
 */
export const bookingIntentOf = (body: unknown): BookingIntent => {
  const fields = (body ?? {}) as { reserver?: unknown; prix_attendu?: unknown };
  return {
    reserver: fields.reserver === true,
    expectedCents: typeof fields.prix_attendu === 'number' ? cents(fields.prix_attendu) : null,
  };
};
