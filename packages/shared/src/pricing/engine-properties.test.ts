import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitVat } from '../rules/vat';
import { priceOptions, priceTrip, type FleetVehicle } from './engine';
import type { TripLeg, TripRequest } from './quote';
import { tariffSchema, type Tariff } from './tariff';
import { BERLINE, MINIBUS, PLACES, SERVICE_ID, TARIFF_INPUT, VAN } from './test-tariff';

/*
 * What holds for any tariff and any trip: random rates (flat fares, formula, hire by the hour,
 * supplements, return discount) over the test tariff's zones, random legs between its places.
 */

const RUNS = { numRuns: 200 };
const ZONE_IDS = TARIFF_INPUT.zones.map((zone) => zone.id);

const cents = fc.integer({ min: 0, max: 20_000 });
const percent = fc.integer({ min: 0, max: 100 });
const count = fc.integer({ min: 0, max: 9 });
const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
// 2024 to 2027: Sundays, public holidays and ordinary days
const day = fc
  .integer({ min: Date.UTC(2024, 0, 1) / 86_400_000, max: Date.UTC(2027, 11, 31) / 86_400_000 })
  .map((d) => new Date(d * 86_400_000).toISOString().slice(0, 10));

const supplements = fc.record({
  nightPercent: percent,
  sundayPercent: percent,
  holidayPercent: percent,
  luggageIncluded: count,
  perExtraLuggageCents: cents,
  passengersIncluded: count,
  perExtraPassengerCents: cents,
  babySeatCents: cents,
  boosterCents: cents,
  stopCents: cents,
  waitingIncludedMinutes: fc.integer({ min: 0, max: 60 }),
  perWaitingMinuteCents: cents,
});

const formula = fc.record({
  pickupCents: cents,
  perKmCents: cents,
  perMinuteCents: cents,
  minimumCents: fc.integer({ min: 0, max: 50_000 }),
  area: fc.subarray(ZONE_IDS),
});

const hourly = fc.record({
  packages: fc.uniqueArray(
    fc.record({ hours: fc.integer({ min: 1, max: 24 }), priceCents: cents }),
    {
      selector: (pack) => pack.hours,
      minLength: 1,
      maxLength: 4,
    },
  ),
  extraHourCents: cents,
});

const flatFares = fc.array(
  fc.record({
    from: fc.constantFrom(...ZONE_IDS),
    to: fc.constantFrom(...ZONE_IDS),
    priceCents: cents,
    bothWays: fc.boolean(),
  }),
  { maxLength: 5 },
);

const rate = (vehicleId: string, only?: 'formula') =>
  fc
    .record({
      flatFares: only ? fc.constant([]) : flatFares,
      formula: only ? formula : fc.option(formula, { nil: null }),
      hourly: only ? fc.constant(null) : fc.option(hourly, { nil: null }),
      supplements,
      returnDiscountPercent: percent,
    })
    .filter((r) => r.flatFares.length > 0 || r.formula !== null || r.hourly !== null)
    .map((r) => ({ ...r, serviceId: SERVICE_ID, vehicleId }));

const tariffOf = (rates: fc.Arbitrary<object>[]): fc.Arbitrary<Tariff> =>
  fc
    .record({ rates: fc.tuple(...rates), start: clock, end: clock })
    .map(({ rates: list, start, end }) =>
      tariffSchema.parse({ ...TARIFF_INPUT, rates: list, night: { start, end } }),
    );

const route = fc.record({
  distanceM: fc.integer({ min: 0, max: 300_000 }),
  durationS: fc.integer({ min: 0, max: 20_000 }),
});

const legOf = (withRoute: boolean): fc.Arbitrary<TripLeg> =>
  fc.record({
    from: fc.constantFrom(...Object.values(PLACES)),
    to: fc.constantFrom(...Object.values(PLACES)),
    stops: fc.integer({ min: 0, max: 1 }),
    date: day,
    time: clock,
    passengers: fc.integer({ min: 1, max: 8 }),
    luggage: fc.integer({ min: 0, max: 8 }),
    route: withRoute ? route : fc.option(route, { nil: undefined }),
  });

const requestOf = (options: { withRoute?: boolean; hours?: boolean } = {}) =>
  fc.record({
    serviceId: fc.constant(SERVICE_ID),
    legs: fc.array(legOf(options.withRoute ?? false), { minLength: 1, maxLength: 2 }),
    hours:
      options.hours === false
        ? fc.constant(undefined)
        : fc.option(fc.integer({ min: 1, max: 24 }), { nil: undefined, freq: 2 }),
    babySeat: fc.boolean(),
    boosters: fc.boolean(),
    waitingMinutes: fc.option(fc.integer({ min: 0, max: 120 }), { nil: undefined }),
  }) satisfies fc.Arbitrary<TripRequest>;

describe('any price the engine gives', () => {
  it('adds up: the lines to each leg, the legs to the total, the VAT is the total’s; no line of 0 but the fare', () => {
    fc.assert(
      fc.property(tariffOf([rate(BERLINE)]), requestOf(), (tariff, request) => {
        const price = priceTrip(tariff, request, BERLINE, 2000);
        if (!price) return;
        expect(price.legs.map((l) => l.leg)).toEqual(
          ['outbound', 'return'].slice(0, request.legs.length),
        );
        for (const leg of price.legs) {
          expect(leg.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(leg.totalCents);
          expect(leg.totalCents).toBeGreaterThanOrEqual(0);
          for (const line of leg.lines) {
            expect(Number.isSafeInteger(line.amountCents)).toBe(true);
            expect(line.amountCents < 0).toBe(line.code === 'returnDiscount');
            // a line costing nothing is left out, but the ones saying what the leg is
            if (line.amountCents === 0) expect(['flatFare', 'hourlyPackage']).toContain(line.code);
          }
        }
        expect(price.legs.reduce((sum, leg) => sum + leg.totalCents, 0)).toBe(price.totalCents);
        expect(price.vatCents).toBe(splitVat(price.totalCents, 2000).tvaCents);
      }),
      RUNS,
    );
  });

  it('lists each kind of line at most once per leg', () => {
    fc.assert(
      fc.property(tariffOf([rate(BERLINE)]), requestOf(), (tariff, request) => {
        for (const leg of priceTrip(tariff, request, BERLINE, 1000)?.legs ?? []) {
          const codes = leg.lines.map((line) => line.code);
          expect(new Set(codes).size).toBe(codes.length);
        }
      }),
      RUNS,
    );
  });
});

describe('the formula', () => {
  it('never prices a leg below its minimum fare, return discount included', () => {
    const formulaOnly = tariffOf([rate(BERLINE, 'formula')]);
    fc.assert(
      fc.property(formulaOnly, requestOf({ withRoute: true, hours: false }), (tariff, request) => {
        const minimum = tariff.rates[0]?.formula?.minimumCents ?? 0;
        const price = priceTrip(tariff, request, BERLINE, 1000);
        expect(price?.method).toBe('formula');
        for (const leg of price?.legs ?? []) expect(leg.totalCents).toBeGreaterThanOrEqual(minimum);
      }),
      RUNS,
    );
  });

  it('never gives a lower price when only the distance grows', () => {
    const longer = fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 2, maxLength: 2 });
    fc.assert(
      fc.property(
        tariffOf([rate(BERLINE)]),
        requestOf({ withRoute: true }),
        longer,
        (tariff, request, more) => {
          const grown = {
            ...request,
            legs: request.legs.map((leg, i) => ({
              ...leg,
              route: leg.route && { ...leg.route, distanceM: leg.route.distanceM + (more[i] ?? 0) },
            })),
          };
          const before = priceTrip(tariff, request, BERLINE, 1000);
          const after = priceTrip(tariff, grown, BERLINE, 1000);
          expect(after === undefined).toBe(before === undefined);
          expect(after?.totalCents ?? 0).toBeGreaterThanOrEqual(before?.totalCents ?? 0);
        },
      ),
      RUNS,
    );
  });
});

describe('the vehicle classes offered', () => {
  const vehicle = fc.record({
    id: fc.constantFrom(BERLINE, VAN, MINIBUS),
    name: fc.constantFrom('Berline', 'Van', 'Éco', 'Minibus'),
    passengers: fc.integer({ min: 1, max: 8 }),
    luggageMax: fc.integer({ min: 0, max: 8 }),
  });
  const fleet = fc.uniqueArray(vehicle, { selector: (v) => v.id, minLength: 1, maxLength: 3 });
  const fits = (v: FleetVehicle, request: TripRequest) =>
    request.legs.every((leg) => leg.passengers <= v.passengers && leg.luggage <= v.luggageMax);

  it('are exactly the vehicles that take the party of every leg and get a price, cheapest first', () => {
    fc.assert(
      fc.property(
        tariffOf([rate(BERLINE), rate(VAN)]),
        requestOf(),
        fleet,
        (tariff, request, vehicles) => {
          const options = priceOptions(tariff, request, vehicles, 1000);
          const offered = vehicles.filter(
            (v) => fits(v, request) && priceTrip(tariff, request, v.id, 1000) !== undefined,
          );
          expect(options.map((o) => o.vehicleId).sort()).toEqual(offered.map((v) => v.id).sort());
          for (const [i, option] of options.entries()) {
            const v = vehicles.find(
              (candidate) => candidate.id === option.vehicleId,
            ) as FleetVehicle;
            expect(fits(v, request)).toBe(true);
            expect(option).toEqual({
              ...priceTrip(tariff, request, v.id, 1000),
              vehicleName: v.name,
              passengers: v.passengers,
              luggage: v.luggageMax,
            });
            if (i > 0)
              expect(option.totalCents).toBeGreaterThanOrEqual(options[i - 1]?.totalCents ?? 0);
          }
        },
      ),
      RUNS,
    );
  });
});
