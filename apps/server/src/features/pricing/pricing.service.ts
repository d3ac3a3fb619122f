import {
  hoursUntilPickup,
  priceOptions,
  returnLegOf,
  type FleetVehicle,
  type NotPricedReason,
  type PriceAnswer,
  type PriceRequestValues,
  type PricedPlace,
  type RoadRoute,
  type Service,
  type Tariff,
  type TariffRate,
  type TripLeg,
  type TripRequest,
} from '@navette/shared';
import { AppError } from '../../lib/app-error';
import type { Geocoder } from '../geocoding';
import type { Router } from '../routing';
import type { CurrentTariff } from './tariff.service';

/*
 * The price of a trip (docs/product/pricing.md): the service's rates in the current tariff, the
 * addresses located, each leg's road measured, then the pure engine of the shared package. A trip
 * the server cannot price is never an error: the answer says why, and the visitor's request goes
 * to the company as a quote request.
 */

export interface PricingContext {
  /** the services offered now (the catalogue in memory, features/services) */
  offeredServices: () => Promise<readonly Service[]>;
  /** the fleet, as the engine reads it */
  fleet: () => Promise<FleetVehicle[]>;
  /** the current tariff (kept in memory, tariff.service.ts) */
  currentTariff: () => Promise<CurrentTariff | undefined>;
  /** app.geocoder and app.router: one cache and one pace for the whole application */
  geocoder: Pick<Geocoder, 'locate'>;
  router: Pick<Router, 'route'>;
  /** INSTANT_BOOKING_MIN_HOURS */
  instantBookingMinHours: number;
}

export interface PriceTripOptions {
  /**
   * the simulator's draft, priced in place of the current tariff; its answer's `tariffVersion`
   * is the number it would get if saved
   */
  draft?: Tariff;
  /** the simulator's waiting time, in minutes (0 at booking) */
  waitingMinutes?: number;
  now?: Date;
}

/** The reservation's own refusal of a service that is not offered. */
const unknownService = () =>
  new AppError('VALIDATION_FAILED', { fields: { service: 'booking.validation.serviceUnknown' } });

const quote = (reason: NotPricedReason): PriceAnswer => ({ outcome: 'quote', reason });

interface AskedLeg {
  from: string;
  to: string;
  stop: string | undefined;
  date: string;
  time: string;
  passengers: number;
  luggage: number;
}

/** The outbound, then the return (its addresses default to the outbound's, reversed). */
const askedLegs = (request: PriceRequestValues): AskedLeg[] => {
  const outbound: AskedLeg = {
    from: request.adresse_depart,
    to: request.adresse_arrivee,
    stop: request.arret_intermediaire,
    date: request.date,
    time: request.heure,
    passengers: request.nombre_personnes,
    luggage: request.nombre_bagages,
  };
  const back = returnLegOf({
    retour: request.retour,
    dateRetour: request.date_retour ?? null,
    heureRetour: request.heure_retour ?? null,
    adresseDepart: request.adresse_depart,
    adresseArrivee: request.adresse_arrivee,
    adresseDepartRetour: request.adresse_depart_retour ?? null,
    adresseArriveeRetour: request.adresse_arrivee_retour ?? null,
  });
  if (!back) return [outbound];
  return [
    outbound,
    {
      from: back.from,
      to: back.to,
      stop: undefined,
      date: back.date,
      time: back.heure,
      passengers: request.nombre_passagers_retour ?? request.nombre_personnes,
      luggage: request.nombre_bagages_retour ?? request.nombre_bagages,
    },
  ];
};

/**
 * Every address of the trip located once (a return often repeats the outbound's), one after the
 * other: the outside services' pace lets each client have one request waiting for its turn, so
 * asking for a trip's four or five addresses at once would drop all but two
 * (lib/outside-api.ts). Each waits at most the pace's interval; cached ones not at all.
 */
const locateAll = async (
  geocoder: PricingContext['geocoder'],
  legs: readonly AskedLeg[],
  client: string | undefined,
): Promise<Map<string, PricedPlace> | undefined> => {
  const addresses = [
    ...new Set(legs.flatMap((leg) => [leg.from, ...(leg.stop ? [leg.stop] : []), leg.to])),
  ];
  const found = new Map<string, PricedPlace>();
  for (const address of addresses) {
    const place = await geocoder.locate(address, client);
    if (!place) return undefined;
    found.set(address, place);
  }
  return found;
};

/**
 * POST /api/prices, the simulator, and the reservation being created (the reservations feature
 * prices the trip it records with this very function, so that the price a visitor was shown and
 * the price booked come from the same rules): the vehicle classes that take the party, cheapest
 * first, or why there is none. An unknown or withdrawn service is refused as the reservation
 * refuses it (VALIDATION_FAILED on `service`). `client`: who asks (lib/client-address.ts), so
 * that the geographic services' paces are shared fairly.
 */
export const priceTrip = async (
  ctx: PricingContext,
  request: PriceRequestValues,
  client?: string,
  options: PriceTripOptions = {},
): Promise<PriceAnswer> => {
  const service = (await ctx.offeredServices()).find((s) => s._id === request.service);
  if (!service) throw unknownService();
  const current = await ctx.currentTariff();
  const source = options.draft
    ? { tariff: options.draft, version: (current?.version ?? 0) + 1 }
    : current;
  if (!source) return quote('no_tariff');
  const { tariff } = source;
  const fleet = await ctx.fleet();
  const hours = request.duree_heures;
  const byTheHour = (rate: TariffRate) => hours !== undefined && rate.hourly !== null;
  // the service's rates that can price this kind of trip (hire by the hour only when hours
  // are asked for), for the vehicles of the fleet
  const rates = tariff.rates.filter(
    (rate) =>
      rate.serviceId === service._id &&
      fleet.some((v) => v.id === rate.vehicleId) &&
      (byTheHour(rate) || rate.flatFares.length > 0 || rate.formula !== null),
  );
  if (rates.length === 0) return quote('no_tariff');
  // the road is measured only when a formula may price it
  const needsRoad = rates.some((rate) => !byTheHour(rate) && rate.formula !== null);

  const asked = askedLegs(request);
  const places = await locateAll(ctx.geocoder, asked, client);
  if (!places) return quote('address_not_found');
  const placeOf = (address: string) => places.get(address)!;

  // one leg after the other, for the same reason as the addresses
  const routes: (RoadRoute | undefined)[] = [];
  for (const leg of asked) {
    const points = [leg.from, ...(leg.stop ? [leg.stop] : []), leg.to].map(placeOf);
    routes.push(needsRoad ? await ctx.router.route(points, client) : undefined);
  }
  const legs: TripLeg[] = asked.map((leg, index) => ({
    from: placeOf(leg.from),
    to: placeOf(leg.to),
    stops: leg.stop ? 1 : 0,
    date: leg.date,
    time: leg.time,
    passengers: leg.passengers,
    luggage: leg.luggage,
    ...(routes[index] ? { route: routes[index] } : {}),
  }));
  const trip: TripRequest = {
    serviceId: service._id,
    legs,
    ...(hours !== undefined ? { hours } : {}),
    babySeat: request.siege_bebe,
    boosters: request.rehausseurs,
    waitingMinutes: options.waitingMinutes ?? 0,
  };
  const vatRateBp = Math.round(service.vatRate * 100);
  // a leg the router could not measure is priced only by a flat fare: the engine leaves out
  // the classes whose price would need its road
  const offered = priceOptions(tariff, trip, fleet, vatRateBp);
  if (offered.length === 0) {
    const unmeasured = needsRoad && routes.some((route) => route === undefined);
    return quote(unmeasured ? 'route_unavailable' : 'no_vehicle');
  }

  const now = options.now ?? new Date();
  return {
    outcome: 'priced',
    tariffVersion: source.version,
    options: offered,
    instantBooking:
      hoursUntilPickup(request.date, request.heure, now) >= ctx.instantBookingMinHours,
    instantBookingMinHours: ctx.instantBookingMinHours,
    cancellation: tariff.cancellation,
  };
};
