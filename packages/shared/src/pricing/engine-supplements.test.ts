import { describe, expect, it } from 'vitest';
import { splitVat } from '../rules/vat';
import { priceTrip } from './engine';
import type { TripLeg, TripRequest } from './quote';
import {
  BERLINE,
  BERLINE_RATE,
  CITY_ROUTE,
  PLACES,
  SHORT_ROUTE,
  TARIFF,
  VAN,
  leg,
  tariffWith,
  trip,
} from './test-tariff';

const { louvre, cdg, boulogne } = PLACES;
const VAT = 1000;
const FLAT = {
  code: 'flatFare',
  amountCents: 6_500,
  from: 'Paris',
  to: 'Aéroport Charles-de-Gaulle',
};

/** The lines of the outbound leg Paris → CDG (flat 65.00 €) with a change to the leg. */
const flatLines = (change: Partial<TripLeg>, tariff = TARIFF, request: Partial<TripRequest> = {}) =>
  priceTrip(tariff, trip([leg(louvre, cdg, change)], request), BERLINE, VAT)?.legs[0]?.lines;

const withSupplements = (change: Partial<typeof BERLINE_RATE.supplements>) =>
  tariffWith({ supplements: { ...BERLINE_RATE.supplements, ...change } });

describe('the night, Sunday and public holiday supplements', () => {
  it.each([
    ['23:30', [FLAT, { code: 'night', amountCents: 1_300, percent: 20 }]],
    ['05:59', [FLAT, { code: 'night', amountCents: 1_300, percent: 20 }]],
    ['06:00', [FLAT]],
    ['21:59', [FLAT]],
  ])('a pick-up at %s', (time, lines) => {
    expect(flatLines({ time })).toEqual(lines);
  });

  it.each([
    [
      'on Sunday 14 June 2026',
      '2026-06-14',
      [FLAT, { code: 'sunday', amountCents: 650, percent: 10 }],
    ],
    [
      'on Tuesday 14 July 2026',
      '2026-07-14',
      [FLAT, { code: 'holiday', amountCents: 975, percent: 15 }],
    ],
    // 1 November 2026 is a Sunday: the higher of the two, not both
    [
      'on Sunday 1 November 2026',
      '2026-11-01',
      [FLAT, { code: 'holiday', amountCents: 975, percent: 15 }],
    ],
    ['on a Wednesday', '2026-06-10', [FLAT]],
  ])('a pick-up %s', (_, date, lines) => {
    expect(flatLines({ date })).toEqual(lines);
  });

  it('on a public holiday that is a Sunday, the holiday wins a tie and the Sunday a higher rate', () => {
    const date = '2026-11-01';
    expect(flatLines({ date }, withSupplements({ sundayPercent: 15 }))).toEqual([
      FLAT,
      { code: 'holiday', amountCents: 975, percent: 15 },
    ]);
    expect(flatLines({ date }, withSupplements({ sundayPercent: 25 }))).toEqual([
      FLAT,
      { code: 'sunday', amountCents: 1_625, percent: 25 },
    ]);
    expect(flatLines({ date }, withSupplements({ holidayPercent: 0 }))).toEqual([
      FLAT,
      { code: 'sunday', amountCents: 650, percent: 10 },
    ]);
  });

  it('adds the night to the holiday, each on the fare alone, rounded to the cent', () => {
    const request = trip([
      leg(louvre, boulogne, { route: CITY_ROUTE, date: '2026-07-14', time: '23:30' }),
    ]);
    const lines = priceTrip(TARIFF, request, BERLINE, VAT)?.legs[0]?.lines;
    // the fare is 40.76 €: 20 % is 8.152 €, 15 % is 6.114 €
    expect(lines?.slice(3)).toEqual([
      { code: 'night', amountCents: 815, percent: 20 },
      { code: 'holiday', amountCents: 611, percent: 15 },
    ]);
  });

  it('rounds half a cent up, and counts the minimum fare in the fare', () => {
    const tariff = tariffWith({ flatFares: [{ from: 'paris', to: 'cdg', priceCents: 6_505 }] });
    // 10 % of 65.05 € is 6.505 €
    expect(flatLines({ date: '2026-06-14' }, tariff)?.[1]).toEqual({
      code: 'sunday',
      amountCents: 651,
      percent: 10,
    });
    const short = trip([leg(louvre, boulogne, { route: SHORT_ROUTE, date: '2026-06-14' })]);
    expect(priceTrip(TARIFF, short, BERLINE, VAT)?.legs[0]?.lines.at(-1)).toEqual({
      code: 'sunday',
      amountCents: 250,
      percent: 10,
    });
  });

  it('hire by the hour takes them too', () => {
    const request = trip([leg(louvre, louvre, { time: '23:00' })], { hours: 4 });
    expect(priceTrip(TARIFF, request, BERLINE, VAT)?.legs[0]?.lines.at(-1)).toEqual({
      code: 'night',
      amountCents: 4_900,
      percent: 20,
    });
  });
});

describe('the fixed supplements', () => {
  it('charges each one beyond what is included, the seats and the stop once per leg, the waiting', () => {
    const lines = flatLines({ passengers: 4, luggage: 3, stops: 1 }, TARIFF, {
      babySeat: true,
      boosters: true,
      waitingMinutes: 25,
    });
    expect(lines).toEqual([
      FLAT,
      { code: 'luggage', amountCents: 300, quantity: 1 },
      { code: 'passengers', amountCents: 500, quantity: 1 },
      { code: 'babySeat', amountCents: 1_000 },
      { code: 'booster', amountCents: 800 },
      { code: 'stop', amountCents: 1_500, quantity: 1 },
      // 25 minutes, 15 included: 10 × 0.60 €
      { code: 'waiting', amountCents: 600, quantity: 10 },
    ]);
  });

  it('leaves out what costs nothing', () => {
    expect(
      flatLines({ passengers: 3, luggage: 2, stops: 0 }, TARIFF, { waitingMinutes: 15 }),
    ).toEqual([FLAT]);
    // the van's rate has no supplement at all
    const request = trip(
      [leg(louvre, boulogne, { route: CITY_ROUTE, time: '23:30', stops: 1, luggage: 6 })],
      {
        babySeat: true,
      },
    );
    expect(priceTrip(TARIFF, request, VAN, VAT)?.legs[0]?.lines.map((l) => l.code)).toEqual([
      'pickup',
      'distance',
      'time',
    ]);
  });
});

describe('a trip with its return', () => {
  it('prices both legs, with the seats on each, the waiting on the outbound and the discount on the return', () => {
    const request = trip(
      [
        leg(louvre, cdg, { passengers: 4, luggage: 3, stops: 1 }),
        leg(cdg, louvre, { passengers: 4, luggage: 3, date: '2026-06-17', time: '18:00' }),
      ],
      { babySeat: true, boosters: true, waitingMinutes: 25 },
    );
    const price = priceTrip(TARIFF, request, BERLINE, VAT);
    expect(price?.legs[1]).toEqual({
      leg: 'return',
      lines: [
        { ...FLAT, from: 'Aéroport Charles-de-Gaulle', to: 'Paris' },
        { code: 'luggage', amountCents: 300, quantity: 1 },
        { code: 'passengers', amountCents: 500, quantity: 1 },
        { code: 'babySeat', amountCents: 1_000 },
        { code: 'booster', amountCents: 800 },
        // 10 % of 91.00 €
        { code: 'returnDiscount', amountCents: -910, percent: 10 },
      ],
      totalCents: 8_190,
    });
    expect(price?.legs[0]?.totalCents).toBe(11_200);
    expect(price?.totalCents).toBe(19_390);
    expect(price?.vatCents).toBe(1_763);
    expect(price?.vatCents).toBe(splitVat(19_390, VAT).tvaCents);
  });

  const shortRoundTrip = (request: Partial<TripRequest> = {}) =>
    trip(
      [
        leg(louvre, boulogne, { route: SHORT_ROUTE }),
        leg(boulogne, louvre, { route: SHORT_ROUTE, time: '18:00' }),
      ],
      request,
    );

  it('never takes a return priced by the formula below the minimum fare', () => {
    const atMinimum = priceTrip(TARIFF, shortRoundTrip(), BERLINE, VAT);
    expect(atMinimum?.legs[1]?.lines.map((l) => l.code)).toEqual([
      'pickup',
      'distance',
      'time',
      'minimum',
    ]);
    expect(atMinimum?.legs.map((l) => l.totalCents)).toEqual([2_500, 2_500]);

    // with the baby seat, 35.00 €: 10 % off leaves 31.50 €, above the minimum
    const seated = priceTrip(TARIFF, shortRoundTrip({ babySeat: true }), BERLINE, VAT);
    expect(seated?.legs[1]?.lines.at(-1)).toEqual({
      code: 'returnDiscount',
      amountCents: -350,
      percent: 10,
    });

    // 50 % off would leave 17.50 €: the discount stops at the minimum, 25.00 €
    const halfOff = tariffWith({ returnDiscountPercent: 50 });
    const capped = priceTrip(halfOff, shortRoundTrip({ babySeat: true }), BERLINE, VAT);
    expect(capped?.legs[1]?.lines.at(-1)).toEqual({
      code: 'returnDiscount',
      amountCents: -1_000,
      percent: 50,
    });
    expect(capped?.legs[1]?.totalCents).toBe(2_500);
  });

  it('takes a flat return down to 0 at most', () => {
    const free = tariffWith({ returnDiscountPercent: 100 });
    const price = priceTrip(free, trip([leg(louvre, cdg), leg(cdg, louvre)]), BERLINE, VAT);
    expect(price?.legs[1]?.lines.at(-1)).toEqual({
      code: 'returnDiscount',
      amountCents: -6_500,
      percent: 100,
    });
    expect(price?.legs[1]?.totalCents).toBe(0);
    expect(price?.totalCents).toBe(6_500);
  });

  it('gives no discount on the outbound leg', () => {
    const price = priceTrip(TARIFF, trip([leg(louvre, cdg)]), BERLINE, VAT);
    expect(price?.legs[0]?.lines).toEqual([FLAT]);
  });
});
