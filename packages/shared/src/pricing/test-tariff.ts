import type { PricedPlace, TripLeg, TripRequest } from './quote';
import { tariffSchema, type Tariff, type TariffInput } from './tariff';
import type { FleetVehicle } from './engine';

/*
 * The tariff, places and trips the engine's tests price (engine*.test.ts): a small company with
 * Paris, the two airports and the inner suburbs as zones, a saloon with every kind of price and
 * a van priced by the formula alone. Not exported from the package.
 */

export const SERVICE_ID = '00000000-0000-4000-8000-00000000000a';
export const OTHER_SERVICE_ID = '00000000-0000-4000-8000-00000000000b';
export const BERLINE = '00000000-0000-4000-8000-000000000001';
export const VAN = '00000000-0000-4000-8000-000000000002';
export const MINIBUS = '00000000-0000-4000-8000-000000000003';

export const FLEET: readonly FleetVehicle[] = [
  { id: VAN, name: 'Van', passengers: 7, luggageMax: 7 },
  { id: BERLINE, name: 'Berline', passengers: 4, luggageMax: 3 },
  // no rate in the tariff: never offered
  { id: MINIBUS, name: 'Minibus', passengers: 8, luggageMax: 8 },
];

export const BERLINE_RATE = {
  serviceId: SERVICE_ID,
  vehicleId: BERLINE,
  flatFares: [
    { from: 'paris', to: 'cdg', priceCents: 6_500 },
    { from: 'paris', to: 'orly', priceCents: 5_500, bothWays: false },
  ],
  formula: {
    pickupCents: 500,
    perKmCents: 185,
    perMinuteCents: 50,
    minimumCents: 2_500,
    area: ['paris', 'petite-couronne'],
  },
  hourly: {
    packages: [
      { hours: 3, priceCents: 18_000 },
      { hours: 5, priceCents: 26_000 },
    ],
    extraHourCents: 6_500,
  },
  supplements: {
    nightPercent: 20,
    sundayPercent: 10,
    holidayPercent: 15,
    luggageIncluded: 2,
    perExtraLuggageCents: 300,
    passengersIncluded: 3,
    perExtraPassengerCents: 500,
    babySeatCents: 1_000,
    boosterCents: 800,
    stopCents: 1_500,
    waitingIncludedMinutes: 15,
    perWaitingMinuteCents: 60,
  },
  returnDiscountPercent: 10,
};

export const VAN_RATE = {
  serviceId: SERVICE_ID,
  vehicleId: VAN,
  formula: { pickupCents: 800, perKmCents: 220, perMinuteCents: 60, minimumCents: 4_000 },
};

export const TARIFF_INPUT = {
  zones: [
    { id: 'paris', name: 'Paris', postcodes: ['75'], communes: ['Paris'] },
    {
      id: 'cdg',
      name: 'Aéroport Charles-de-Gaulle',
      address: 'Aéroport Paris-Charles de Gaulle, 95700 Roissy-en-France',
      polygon: [
        [2.5, 48.98],
        [2.62, 48.98],
        [2.62, 49.03],
        [2.5, 49.03],
      ],
    },
    { id: 'orly', name: 'Aéroport d’Orly', communes: ['Paray-Vieille-Poste', 'Orly'] },
    { id: 'petite-couronne', name: 'Petite couronne', postcodes: ['92', '93', '94'] },
  ],
  rates: [BERLINE_RATE, VAN_RATE],
  night: { start: '22:00', end: '06:00' },
  cancellation: { freeUntilHours: 24, feePercent: 50 },
} satisfies TariffInput;

export const TARIFF: Tariff = tariffSchema.parse(TARIFF_INPUT);

/** The tariff with the saloon's rate changed (a nested object replaces the whole of it). */
export const tariffWith = (change: Partial<typeof BERLINE_RATE>): Tariff =>
  tariffSchema.parse({ ...TARIFF_INPUT, rates: [{ ...BERLINE_RATE, ...change }, VAN_RATE] });

export const PLACES = {
  louvre: { lat: 48.8606, lon: 2.3376, postcode: '75001', city: 'Paris' },
  /** located by its outline only: the geocoder gave no postcode */
  cdg: { lat: 49.004, lon: 2.571, city: 'Roissy-en-France' },
  orly: { lat: 48.7262, lon: 2.3652, postcode: '94390', city: 'Paray-Vieille-Poste' },
  boulogne: { lat: 48.8397, lon: 2.2399, postcode: '92100', city: 'Boulogne-Billancourt' },
  versailles: { lat: 48.8049, lon: 2.1204, postcode: '78000', city: 'Versailles' },
} satisfies Record<string, PricedPlace>;

/** 12.345 km in 25.5 minutes: 12.3 km and 26 minutes on the lines. */
export const CITY_ROUTE = { distanceM: 12_345, durationS: 1_530 };
/** 1 km in 3 minutes: below the minimum fare. */
export const SHORT_ROUTE = { distanceM: 1_000, durationS: 180 };

/** A leg on Wednesday 10 June 2026 at 14:00, 2 passengers, 1 piece of luggage, no stop. */
export const leg = (from: PricedPlace, to: PricedPlace, rest: Partial<TripLeg> = {}): TripLeg => ({
  from,
  to,
  stops: 0,
  date: '2026-06-10',
  time: '14:00',
  passengers: 2,
  luggage: 1,
  ...rest,
});

export const trip = (legs: TripLeg[], rest: Partial<TripRequest> = {}): TripRequest => ({
  serviceId: SERVICE_ID,
  legs,
  babySeat: false,
  boosters: false,
  ...rest,
});
