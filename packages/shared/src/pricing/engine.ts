import { splitVat } from '../rules/vat';
import { isFrenchPublicHoliday, isNightTime, isSunday } from './calendar';
import {
  flatFare,
  formulaFare,
  hourlyFare,
  lineOf,
  zoneIndex,
  type LegFare,
  type ZoneIndex,
} from './fares';
import {
  LEG_KINDS,
  type LegPrice,
  type PriceLine,
  type PriceOption,
  type TripLeg,
  type TripPrice,
  type TripRequest,
} from './quote';
import type { Tariff, TariffRate } from './tariff';

/*
 * The pricing engine (docs/product/pricing.md): the price of a trip with one vehicle class, from
 * the company's tariff. It is pure: the places come located, the road routes measured, the VAT
 * rate is the service's. Amounts are cents, all taxes included.
 *
 * - The rate is the tariff's one for (the request's service, the vehicle); none: no price.
 * - Hire by the hour: when the request asks for hours and the rate hires by the hour, each leg
 *   is a hire of that many hours, the cheaper of a package of at most those hours plus each hour
 *   beyond (`hourlyPackage`, `extraHours`) and a package of at least those hours alone. No route
 *   is needed; the trip is covered; method `hourly`.
 * - Otherwise each leg takes a flat fare when one matches: its `from` zone holds the leg's
 *   pick-up and its `to` zone the drop-off, or the reverse when it applies both ways; the
 *   cheapest when several match (`flatFare`, with the zones' names in the leg's direction).
 *   Else the formula, when the rate has one and the leg's road route was measured: `pickup`,
 *   `distance` (km to the tenth × price of a km, rounded to the cent), `time` (whole minutes ×
 *   price of a minute) and a `minimum` line bringing their sum up to the minimum fare. A leg
 *   with neither leaves the trip without a price (a quote request). The method is `flat` when
 *   every leg is flat, else `formula`. The trip is covered (bookable at once) when every leg
 *   is flat, or priced by a formula whose area holds both of the leg's ends.
 * - Supplements, per leg: the percentages apply to the leg's fare (the lines above) — `night`
 *   when the pick-up time is in the tariff's night hours, and `sunday` or `holiday` (never both:
 *   the higher; the holiday on a tie), each rounded to the cent; then the fixed ones — `luggage`
 *   and `passengers` beyond the numbers included (quantity: the extra pieces or people),
 *   `babySeat` and `booster` once per leg when asked for, `stop` per stop, `waiting` (outbound
 *   only) per minute beyond the minutes included.
 * - The return leg (the second) takes the `returnDiscount`: the rate's percentage of its
 *   subtotal, rounded to the cent, never below the formula's minimum fare when the formula
 *   priced it, never below 0.
 * - A line whose amount is 0 is left out, except the flat fare and the hourly package, which say
 *   what the leg is. Each code appears at most once in a leg. The lines sum to the leg's total,
 *   the legs to the trip's total; the VAT is splitVat's share of that total.
 */

/** A vehicle class of the fleet, as the price options show it. */
export interface FleetVehicle {
  id: string;
  name: string;
  passengers: number;
  luggageMax: number;
}

const sumOf = (lines: readonly PriceLine[]): number =>
  lines.reduce((total, line) => total + line.amountCents, 0);

/** `percent` % of `cents`, to the nearest cent, half a cent up. */
const percentOf = (cents: number, percent: number): number => Math.round((cents * percent) / 100);

const percentLine = (code: 'night' | 'sunday' | 'holiday', fareCents: number, percent: number) =>
  lineOf(code, percentOf(fareCents, percent), { percent });

/** What is charged for each one beyond the number included. */
const beyondLine = (
  code: 'luggage' | 'passengers' | 'waiting',
  count: number,
  included: number,
  eachCents: number,
) => {
  const extra = Math.max(0, count - included);
  return lineOf(code, extra * eachCents, { quantity: extra });
};

/** The supplements of a leg, on its fare. */
const supplementLines = (
  tariff: Tariff,
  rate: TariffRate,
  request: TripRequest,
  leg: TripLeg,
  index: number,
  fareCents: number,
): PriceLine[] => {
  const s = rate.supplements;
  const sunday = isSunday(leg.date) ? s.sundayPercent : 0;
  const holiday = isFrenchPublicHoliday(leg.date) ? s.holidayPercent : 0;
  const dayLine =
    holiday > 0 && holiday >= sunday
      ? percentLine('holiday', fareCents, holiday)
      : percentLine('sunday', fareCents, sunday);
  const night = isNightTime(leg.time, tariff.night) ? s.nightPercent : 0;
  return [
    ...percentLine('night', fareCents, night),
    ...dayLine,
    ...beyondLine('luggage', leg.luggage, s.luggageIncluded, s.perExtraLuggageCents),
    ...beyondLine('passengers', leg.passengers, s.passengersIncluded, s.perExtraPassengerCents),
    ...(request.babySeat ? lineOf('babySeat', s.babySeatCents) : []),
    ...(request.boosters ? lineOf('booster', s.boosterCents) : []),
    ...lineOf('stop', s.stopCents * leg.stops, { quantity: leg.stops }),
    ...(index === 0
      ? beyondLine(
          'waiting',
          request.waitingMinutes ?? 0,
          s.waitingIncludedMinutes,
          s.perWaitingMinuteCents,
        )
      : []),
  ];
};

/** The return leg's discount: never below the formula's minimum fare, nor below 0. */
const returnDiscountLines = (rate: TariffRate, fare: LegFare, subtotalCents: number) => {
  const room = Math.max(0, subtotalCents - fare.floorCents);
  const discount = Math.min(percentOf(subtotalCents, rate.returnDiscountPercent), room);
  return lineOf('returnDiscount', -discount, { percent: rate.returnDiscountPercent });
};

/** The fare of a leg, before its supplements, or undefined when the tariff cannot price it. */
const legFare = (
  zones: ZoneIndex,
  rate: TariffRate,
  request: TripRequest,
  leg: TripLeg,
): LegFare | undefined => {
  if (request.hours !== undefined && rate.hourly) return hourlyFare(rate.hourly, request.hours);
  return (
    flatFare(rate, zones, leg) ?? (rate.formula ? formulaFare(rate.formula, zones, leg) : undefined)
  );
};

const legPrice = (
  tariff: Tariff,
  rate: TariffRate,
  request: TripRequest,
  leg: TripLeg,
  index: number,
  fare: LegFare,
): LegPrice => {
  const lines = [...fare.lines, ...supplementLines(tariff, rate, request, leg, index, fare.cents)];
  if (index === 1) lines.push(...returnDiscountLines(rate, fare, sumOf(lines)));
  return {
    leg: LEG_KINDS[index] ?? 'return',
    lines,
    totalCents: sumOf(lines),
    ...(fare.route ? { distanceM: fare.route.distanceM, durationS: fare.route.durationS } : {}),
  };
};

/**
 * The price of a trip with one vehicle class, or undefined when the tariff does not price it
 * (no rate for the service and vehicle, or a leg neither a flat fare nor the formula prices).
 */
export const priceTrip = (
  tariff: Tariff,
  request: TripRequest,
  vehicleId: string,
  vatRateBp: number,
): TripPrice | undefined => {
  const rate = tariff.rates.find(
    (candidate) => candidate.serviceId === request.serviceId && candidate.vehicleId === vehicleId,
  );
  if (!rate || request.legs.length === 0 || request.legs.length > LEG_KINDS.length) {
    return undefined;
  }
  const zones = zoneIndex(tariff);
  const fares: LegFare[] = [];
  for (const leg of request.legs) {
    const fare = legFare(zones, rate, request, leg);
    if (!fare) return undefined;
    fares.push(fare);
  }
  const legs = request.legs.map((leg, index) =>
    legPrice(tariff, rate, request, leg, index, fares[index] as LegFare),
  );
  const totalCents = legs.reduce((total, leg) => total + leg.totalCents, 0);
  const methods = new Set(fares.map((fare) => fare.method));
  return {
    vehicleId,
    method: methods.has('hourly') ? 'hourly' : methods.has('formula') ? 'formula' : 'flat',
    legs,
    totalCents,
    vatRateBp,
    vatCents: splitVat(totalCents, vatRateBp).tvaCents,
    covered: fares.every((fare) => fare.covered),
  };
};

/** Whether a vehicle takes the party of every leg, passengers and luggage. */
const fits = (vehicle: FleetVehicle, request: TripRequest): boolean =>
  request.legs.every(
    (leg) => leg.passengers <= vehicle.passengers && leg.luggage <= vehicle.luggageMax,
  );

/**
 * The vehicle classes offered for a trip: those that take the party of every leg and that the
 * tariff prices for the service, cheapest first (on a tie, by name).
 */
export const priceOptions = (
  tariff: Tariff,
  request: TripRequest,
  fleet: readonly FleetVehicle[],
  vatRateBp: number,
): PriceOption[] =>
  fleet
    .filter((vehicle) => fits(vehicle, request))
    .flatMap((vehicle) => {
      const price = priceTrip(tariff, request, vehicle.id, vatRateBp);
      return price
        ? [
            {
              ...price,
              vehicleName: vehicle.name,
              passengers: vehicle.passengers,
              luggage: vehicle.luggageMax,
            },
          ]
        : [];
    })
    .sort(
      (a, b) =>
        a.totalCents - b.totalCents ||
        a.vehicleName.localeCompare(b.vehicleName, 'fr') ||
        a.vehicleId.localeCompare(b.vehicleId),
    );
