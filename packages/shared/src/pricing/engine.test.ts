import { describe, expect, it } from 'vitest';
import { priceOptions, priceTrip } from './engine';
import { tariffSchema } from './tariff';
import {
  BERLINE,
  BERLINE_RATE,
  CITY_ROUTE,
  FLEET,
  OTHER_SERVICE_ID,
  PLACES,
  SHORT_ROUTE,
  TARIFF,
  TARIFF_INPUT,
  VAN,
  leg,
  tariffWith,
  trip,
} from './test-tariff';

const { louvre, cdg, orly, boulogne, versailles } = PLACES;
const VAT = 1000;

describe('the rate a trip is priced with', () => {
  it('is the one of the service and the vehicle; without one there is no price', () => {
    const request = trip([leg(louvre, cdg)]);
    expect(priceTrip(TARIFF, request, BERLINE, VAT)?.totalCents).toBe(6_500);
    expect(priceTrip(TARIFF, request, '00000000-0000-4000-8000-0000000000ff', VAT)).toBeUndefined();
    expect(
      priceTrip(TARIFF, { ...request, serviceId: OTHER_SERVICE_ID }, BERLINE, VAT),
    ).toBeUndefined();
    expect(priceTrip(TARIFF, trip([]), BERLINE, VAT)).toBeUndefined();
  });
});

describe('a flat fare between two zones', () => {
  it('prices Paris → Charles-de-Gaulle at the fare, VAT included, bookable at once', () => {
    expect(
      priceTrip(TARIFF, trip([leg(louvre, cdg, { route: CITY_ROUTE })]), BERLINE, VAT),
    ).toEqual({
      vehicleId: BERLINE,
      method: 'flat',
      legs: [
        {
          leg: 'outbound',
          lines: [
            {
              code: 'flatFare',
              amountCents: 6_500,
              from: 'Paris',
              to: 'Aéroport Charles-de-Gaulle',
            },
          ],
          totalCents: 6_500,
        },
      ],
      totalCents: 6_500,
      vatRateBp: 1000,
      // 65.00 / 1.1 = 59.09 before tax
      vatCents: 591,
      covered: true,
    });
  });

  it('applies back when it goes both ways, naming the zones in the leg’s direction', () => {
    const price = priceTrip(TARIFF, trip([leg(cdg, louvre)]), BERLINE, VAT);
    expect(price?.legs[0]?.lines).toEqual([
      { code: 'flatFare', amountCents: 6_500, from: 'Aéroport Charles-de-Gaulle', to: 'Paris' },
    ]);
  });

  it('does not apply back when it goes one way: Orly → Paris is priced by the formula', () => {
    expect(priceTrip(TARIFF, trip([leg(louvre, orly)]), BERLINE, VAT)?.legs[0]?.lines).toEqual([
      { code: 'flatFare', amountCents: 5_500, from: 'Paris', to: 'Aéroport d’Orly' },
    ]);
    const back = priceTrip(TARIFF, trip([leg(orly, louvre, { route: CITY_ROUTE })]), BERLINE, VAT);
    expect(back?.method).toBe('formula');
    expect(back?.totalCents).toBe(4_076);
    expect(priceTrip(TARIFF, trip([leg(orly, louvre)]), BERLINE, VAT)).toBeUndefined();
  });

  it('takes the cheapest of several fares that match', () => {
    const tariff = tariffWith({
      flatFares: [
        { from: 'paris', to: 'cdg', priceCents: 7_000 },
        { from: 'cdg', to: 'paris', priceCents: 6_000 },
        { from: 'paris', to: 'cdg', priceCents: 6_800 },
      ],
    });
    expect(priceTrip(tariff, trip([leg(louvre, cdg)]), BERLINE, VAT)?.legs[0]?.lines).toEqual([
      { code: 'flatFare', amountCents: 6_000, from: 'Paris', to: 'Aéroport Charles-de-Gaulle' },
    ]);
  });
});

describe('the distance and time formula', () => {
  it('adds the pick-up, the km to the tenth and the whole minutes; covered inside its area', () => {
    expect(
      priceTrip(TARIFF, trip([leg(louvre, boulogne, { route: CITY_ROUTE })]), BERLINE, VAT),
    ).toEqual({
      vehicleId: BERLINE,
      method: 'formula',
      legs: [
        {
          leg: 'outbound',
          lines: [
            { code: 'pickup', amountCents: 500 },
            // 1.85 € × 12.3 km = 22.755 €, rounded to the cent
            { code: 'distance', amountCents: 2_276, quantity: 12.3 },
            // 25.5 minutes are 26 whole minutes × 0.50 €
            { code: 'time', amountCents: 1_300, quantity: 26 },
          ],
          totalCents: 4_076,
          distanceM: 12_345,
          durationS: 1_530,
        },
      ],
      totalCents: 4_076,
      vatRateBp: 1000,
      vatCents: 371,
      covered: true,
    });
  });

  it('brings a short trip up to the minimum fare', () => {
    const price = priceTrip(
      TARIFF,
      trip([leg(louvre, boulogne, { route: SHORT_ROUTE })]),
      BERLINE,
      VAT,
    );
    expect(price?.legs[0]?.lines).toEqual([
      { code: 'pickup', amountCents: 500 },
      { code: 'distance', amountCents: 185, quantity: 1 },
      { code: 'time', amountCents: 150, quantity: 3 },
      { code: 'minimum', amountCents: 1_665 },
    ]);
    expect(price?.totalCents).toBe(2_500);
  });

  it('gives an estimate, not a bookable price, outside its area or without one', () => {
    const outside = priceTrip(
      TARIFF,
      trip([leg(louvre, versailles, { route: CITY_ROUTE })]),
      BERLINE,
      VAT,
    );
    expect(outside).toMatchObject({ method: 'formula', totalCents: 4_076, covered: false });
    const van = priceTrip(TARIFF, trip([leg(louvre, boulogne, { route: CITY_ROUTE })]), VAN, VAT);
    // 8.00 + 2.20 × 12.3 + 0.60 × 26; the van's formula has no area
    expect(van).toMatchObject({ method: 'formula', totalCents: 5_066, covered: false });
  });

  it('leaves a leg without a flat fare nor a measured route unpriced', () => {
    expect(priceTrip(TARIFF, trip([leg(louvre, versailles)]), BERLINE, VAT)).toBeUndefined();
    expect(priceTrip(TARIFF, trip([leg(louvre, cdg)]), VAN, VAT)).toBeUndefined();
    const unmeasured = { distanceM: Number.NaN, durationS: 600 };
    expect(
      priceTrip(TARIFF, trip([leg(louvre, boulogne, { route: unmeasured })]), BERLINE, VAT),
    ).toBeUndefined();
  });

  it('prices a trip whose return is by the formula as a formula trip, not covered outside the area', () => {
    const request = trip([leg(louvre, cdg), leg(cdg, versailles, { route: CITY_ROUTE })]);
    const price = priceTrip(TARIFF, request, BERLINE, VAT);
    expect(price).toMatchObject({ method: 'formula', covered: false, totalCents: 6_500 + 3_668 });
    expect(price?.legs.map((l) => [l.leg, l.totalCents, l.distanceM])).toEqual([
      ['outbound', 6_500, undefined],
      ['return', 3_668, 12_345],
    ]);
  });
});

describe('hire by the hour', () => {
  const hire = (hours: number, tariff = TARIFF) =>
    priceTrip(tariff, trip([leg(louvre, louvre)], { hours }), BERLINE, VAT);

  it.each([
    // the 3-hour package and one hour beyond (180 + 65) beat the 5-hour package (260)
    [
      4,
      [
        { code: 'hourlyPackage', amountCents: 18_000, quantity: 3 },
        { code: 'extraHours', amountCents: 6_500, quantity: 1 },
      ],
      24_500,
    ],
    // less than the smallest package: the package
    [2, [{ code: 'hourlyPackage', amountCents: 18_000, quantity: 3 }], 18_000],
    [5, [{ code: 'hourlyPackage', amountCents: 26_000, quantity: 5 }], 26_000],
    [
      7,
      [
        { code: 'hourlyPackage', amountCents: 26_000, quantity: 5 },
        { code: 'extraHours', amountCents: 13_000, quantity: 2 },
      ],
      39_000,
    ],
  ])('%i hours: the cheapest package, and the hours beyond it', (hours, lines, total) => {
    const price = hire(hours);
    expect(price).toMatchObject({ method: 'hourly', covered: true, totalCents: total });
    expect(price?.legs).toEqual([{ leg: 'outbound', lines, totalCents: total }]);
  });

  it('takes a larger package alone when it costs less than the hours beyond a smaller one', () => {
    const tariff = tariffWith({ hourly: { ...BERLINE_RATE.hourly, extraHourCents: 9_000 } });
    expect(hire(4, tariff)?.legs[0]?.lines).toEqual([
      { code: 'hourlyPackage', amountCents: 26_000, quantity: 5 },
    ]);
  });

  it('prices by distance a rate that does not hire by the hour', () => {
    const request = trip([leg(louvre, boulogne, { route: CITY_ROUTE })], { hours: 4 });
    expect(priceTrip(TARIFF, request, VAN, VAT)).toMatchObject({
      method: 'formula',
      totalCents: 5_066,
    });
  });
});

describe('the vehicle classes offered', () => {
  const optionsFor = (request = trip([leg(louvre, boulogne, { route: CITY_ROUTE })])) =>
    priceOptions(TARIFF, request, FLEET, VAT).map((o) => [o.vehicleName, o.totalCents]);

  it('are the priced ones, cheapest first, with their capacity; a vehicle without a rate is not', () => {
    const [first] = priceOptions(
      TARIFF,
      trip([leg(louvre, boulogne, { route: CITY_ROUTE })]),
      FLEET,
      VAT,
    );
    expect(first).toMatchObject({
      vehicleId: BERLINE,
      vehicleName: 'Berline',
      passengers: 4,
      luggage: 3,
    });
    expect(optionsFor()).toEqual([
      ['Berline', 4_076],
      ['Van', 5_066],
    ]);
  });

  it.each([
    ['5 passengers', [leg(louvre, boulogne, { route: CITY_ROUTE, passengers: 5 })]],
    ['4 pieces of luggage', [leg(louvre, boulogne, { route: CITY_ROUTE, luggage: 4 })]],
    [
      '5 passengers on the return only',
      [
        leg(louvre, boulogne, { route: CITY_ROUTE }),
        leg(boulogne, louvre, { route: CITY_ROUTE, passengers: 5 }),
      ],
    ],
  ])('leave out a vehicle too small for %s', (_, legs) => {
    expect(optionsFor(trip(legs)).map(([name]) => name)).toEqual(['Van']);
  });

  it('leave out a vehicle the tariff cannot price for the trip', () => {
    expect(optionsFor(trip([leg(louvre, cdg)]))).toEqual([['Berline', 6_500]]);
  });

  it('sort the same price by name, the French way', () => {
    const tariff = tariffSchema.parse({
      ...TARIFF_INPUT,
      rates: [BERLINE_RATE, { ...BERLINE_RATE, vehicleId: VAN }],
    });
    const fleet = [
      { id: BERLINE, name: 'Zen', passengers: 4, luggageMax: 3 },
      { id: VAN, name: 'Éco', passengers: 4, luggageMax: 3 },
    ];
    const options = priceOptions(tariff, trip([leg(louvre, cdg)]), fleet, VAT);
    expect(options.map((o) => o.vehicleName)).toEqual(['Éco', 'Zen']);
  });
});
