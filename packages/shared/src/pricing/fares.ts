import type { PriceLine, PriceLineCode, RoadRoute, TripLeg } from './quote';
import type { DistanceFormula, HourlyHire, Tariff, TariffRate, TariffZone } from './tariff';
import { zoneContains } from './zones';

/*
 * The fare of one leg, before its supplements (docs/product/pricing.md): hire by the hour, a
 * flat fare between two zones, or the distance and time formula on the measured road route. The
 * rules are written out in engine.ts, which adds the supplements and the return discount.
 */

/** A leg's fare: its lines, their sum, and what the supplements and the discount need. */
export interface LegFare {
  method: 'flat' | 'formula' | 'hourly';
  lines: PriceLine[];
  cents: number;
  /** the tariff covers the leg: bookable at this price */
  covered: boolean;
  /** the formula's minimum (the return discount never goes below it); 0 otherwise */
  floorCents: number;
  /** the route the formula priced */
  route?: RoadRoute;
}

/** A line, or nothing when its amount is 0 (a breakdown lists what is paid). */
export const lineOf = (
  code: PriceLineCode,
  amountCents: number,
  details: Omit<PriceLine, 'code' | 'amountCents'> = {},
): PriceLine[] => (amountCents === 0 ? [] : [{ code, amountCents, ...details }]);

const fareOf = (
  method: LegFare['method'],
  lines: PriceLine[],
  rest: Partial<Pick<LegFare, 'covered' | 'floorCents' | 'route'>> = {},
): LegFare => ({
  method,
  lines,
  cents: lines.reduce((sum, line) => sum + line.amountCents, 0),
  covered: rest.covered ?? true,
  floorCents: rest.floorCents ?? 0,
  ...(rest.route ? { route: rest.route } : {}),
});

/**
 * Hire by the hour for `hours`: the cheaper of a package of at most that many hours plus each
 * hour beyond it, and a package of at least that many hours alone (a 4-hour package may cost
 * less than 3 hours paid one by one). On a tie, the package listed first.
 */
export const hourlyFare = (hire: HourlyHire, hours: number): LegFare => {
  let best: LegFare | undefined;
  for (const pack of hire.packages) {
    const extra = Math.max(0, hours - pack.hours);
    const fare = fareOf('hourly', [
      { code: 'hourlyPackage', amountCents: pack.priceCents, quantity: pack.hours },
      ...lineOf('extraHours', extra * hire.extraHourCents, { quantity: extra }),
    ]);
    if (!best || fare.cents < best.cents) best = fare;
  }
  // the tariff's check requires at least one package
  if (!best) throw new RangeError('hire by the hour without a package');
  return best;
};

/** The zones of a tariff by id. */
export type ZoneIndex = ReadonlyMap<string, TariffZone>;
export const zoneIndex = (tariff: Tariff): ZoneIndex =>
  new Map(tariff.zones.map((zone) => [zone.id, zone]));

/**
 * The flat fare of a leg: one whose `from` zone holds the pick-up and `to` zone the drop-off, or
 * the reverse when it applies both ways; the cheapest when several do (on a tie, the first
 * listed). The line names the zones in the leg's direction.
 */
export const flatFare = (rate: TariffRate, zones: ZoneIndex, leg: TripLeg): LegFare | undefined => {
  let best: LegFare | undefined;
  for (const fare of rate.flatFares) {
    const from = zones.get(fare.from);
    const to = zones.get(fare.to);
    if (!from || !to || (best && fare.priceCents >= best.cents)) continue;
    const ends = (start: TariffZone, end: TariffZone) =>
      zoneContains(start, leg.from) && zoneContains(end, leg.to) ? [start, end] : undefined;
    const [start, end] = ends(from, to) ?? (fare.bothWays ? ends(to, from) : undefined) ?? [];
    if (!start || !end) continue;
    best = fareOf('flat', [
      { code: 'flatFare', amountCents: fare.priceCents, from: start.name, to: end.name },
    ]);
  }
  return best;
};

/** A route the formula can use: measured, finite and not negative. */
const usableRoute = (route: RoadRoute | undefined): route is RoadRoute =>
  route !== undefined &&
  Number.isFinite(route.distanceM) &&
  Number.isFinite(route.durationS) &&
  route.distanceM >= 0 &&
  route.durationS >= 0;

/**
 * The formula's fare of a leg on its road route: the pick-up fee, the kilometres (to the tenth,
 * as the line shows them) times the price of one, the whole minutes times the price of one, and
 * a `minimum` line bringing the sum up to the minimum fare. The leg is covered when the formula
 * has an area and each end of the leg is in one of its zones.
 */
export const formulaFare = (
  formula: DistanceFormula,
  zones: ZoneIndex,
  leg: TripLeg,
): LegFare | undefined => {
  const route = leg.route;
  if (!usableRoute(route)) return undefined;
  const tenthsOfKm = Math.round(route.distanceM / 100);
  const minutes = Math.round(route.durationS / 60);
  const lines = [
    ...lineOf('pickup', formula.pickupCents),
    // an integer divided by 10: a half is exact, so the rounding is the cent's, not the float's
    ...lineOf('distance', Math.round((formula.perKmCents * tenthsOfKm) / 10), {
      quantity: tenthsOfKm / 10,
    }),
    ...lineOf('time', formula.perMinuteCents * minutes, { quantity: minutes }),
  ];
  const sum = lines.reduce((total, line) => total + line.amountCents, 0);
  const area = formula.area.flatMap((id) => zones.get(id) ?? []);
  const inArea = (place: TripLeg['from']) => area.some((zone) => zoneContains(zone, place));
  return fareOf(
    'formula',
    [...lines, ...lineOf('minimum', Math.max(0, formula.minimumCents - sum))],
    {
      covered: area.length > 0 && inArea(leg.from) && inArea(leg.to),
      floorCents: formula.minimumCents,
      route,
    },
  );
};
