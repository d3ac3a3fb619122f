import type { PriceAnswer, PriceOption, PublicTariff } from '@navette/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient } from '@navette/test-support/browser-client';
import { dayFromToday } from './support/reservations';
import {
  PLACES,
  plainDayAhead,
  startPricingTestApp,
  tripOf,
  type PricingTestApp,
} from './support/pricing';

/*
 * A visitor asks the price of a trip as the booking form fills in (docs/product/pricing.md):
 * priced from the seeded tariff, addresses located and roads measured by the geo stand-ins.
 */

let s: PricingTestApp;
let visitor: BrowserClient;
/** the price limit of this file's app; the limit's own test counts from another address */
const PRICE_LIMIT = 40;

beforeAll(async () => {
  s = await startPricingTestApp({ PRICE_RATE_LIMIT_MAX: String(PRICE_LIMIT) });
  visitor = new BrowserClient(s.t.app);
});
afterAll(async () => s?.close());

const airport = () => s.serviceIds['Transfert aéroport']!;
const station = () => s.serviceIds['Transfert gare']!;
const sedan = () => s.vehicleIds['Mercedes Classe E']!;
const van = () => s.vehicleIds['Mercedes Classe V']!;

const price = async (body: object, client = visitor) => {
  const response = await client.post('/api/prices', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PriceAnswer>();
};

const optionsOf = (answer: PriceAnswer): PriceOption[] => {
  if (answer.outcome !== 'priced') throw new Error(`not priced: ${JSON.stringify(answer)}`);
  return answer.options;
};

/** The sedan's and the van's price options, as the engine writes them. */
const classes = () => ({
  sedan: { vehicleId: sedan(), vehicleName: 'Mercedes Classe E', passengers: 3, luggage: 3 },
  van: { vehicleId: van(), vehicleName: 'Mercedes Classe V', passengers: 8, luggage: 8 },
});

describe('a trip the tariff prices by a flat fare', () => {
  it('prices Paris → Charles-de-Gaulle for both classes, cheapest first, to the cent', async () => {
    const answer = await price(tripOf(airport(), PLACES.rivoli, PLACES.cdg));
    const flat = (priceCents: number, vatCents: number) => ({
      method: 'flat',
      legs: [
        {
          leg: 'outbound',
          lines: [
            {
              code: 'flatFare',
              amountCents: priceCents,
              from: 'Paris',
              to: 'Aéroport Paris-Charles de Gaulle',
            },
          ],
          totalCents: priceCents,
        },
      ],
      totalCents: priceCents,
      vatRateBp: 1000,
      vatCents,
      covered: true,
    });
    expect(answer).toEqual({
      outcome: 'priced',
      tariffVersion: 1,
      // 75 € and 95 € include 10 % VAT: 6.82 € and 8.64 €
      options: [
        { ...classes().sedan, ...flat(7500, 682) },
        { ...classes().van, ...flat(9500, 864) },
      ],
      instantBooking: true,
      instantBookingMinHours: 24,
      cancellation: { freeUntilHours: 24, feePercent: 50 },
    });
  });

  it('offers only the van to a party of six', async () => {
    const options = optionsOf(
      await price(tripOf(airport(), PLACES.cdg, PLACES.rivoli, { nombre_personnes: 6 })),
    );
    expect(options.map((o) => [o.vehicleName, o.totalCents, o.covered])).toEqual([
      ['Mercedes Classe V', 9500, true],
    ]);
  });

  it('offers only the van to a party whose luggage the sedan cannot hold, on the way back too', async () => {
    const options = optionsOf(
      await price(
        tripOf(airport(), PLACES.rivoli, PLACES.orly, {
          retour: true,
          date_retour: plainDayAhead(20),
          heure_retour: '10:00',
          adresse_depart_retour: PLACES.orly,
          adresse_arrivee_retour: PLACES.rivoli,
          nombre_bagages_retour: 5,
        }),
      ),
    );
    // 80 € each way, the return 5 % off: 80 + 76
    expect(options.map((o) => [o.vehicleName, o.totalCents])).toEqual([
      ['Mercedes Classe V', 8000 + 7600],
    ]);
  });
});

describe('a trip priced by the distance formula', () => {
  it('prices Paris → Versailles by its road, covered by the Île-de-France area', async () => {
    const options = optionsOf(await price(tripOf(station(), PLACES.rivoli, PLACES.versailles)));
    // the stand-in's road: 23.84 km, 35 min 46 s (23.8 km and 36 min on the lines)
    const byRoad = (pickup: number, distance: number, time: number, vatCents: number) => {
      const totalCents = pickup + distance + time;
      const lines = [
        { code: 'pickup', amountCents: pickup },
        { code: 'distance', amountCents: distance, quantity: 23.8 },
        { code: 'time', amountCents: time, quantity: 36 },
      ];
      const leg = { leg: 'outbound', distanceM: 23840.4, durationS: 2145.6, lines, totalCents };
      return {
        method: 'formula',
        legs: [leg],
        totalCents,
        vatRateBp: 1000,
        vatCents,
        covered: true,
      };
    };
    expect(options).toEqual([
      // 10 € + 23.8 km × 1.80 € + 36 min × 0.50 €
      { ...classes().sedan, ...byRoad(1000, 4284, 1800, 644) },
      // 15 € + 23.8 km × 2.20 € + 36 min × 0.60 €
      { ...classes().van, ...byRoad(1500, 5236, 2160, 809) },
    ]);
    expect(options.map((o) => o.totalCents)).toEqual([7084, 8896]);
  });

  it('brings a short trip up to the minimum fare', async () => {
    const [first] = optionsOf(await price(tripOf(station(), PLACES.rivoli, PLACES.laDefense)));
    expect(first?.legs[0]?.lines.at(-1)).toEqual({ code: 'minimum', amountCents: 228 });
    expect(first?.totalCents).toBe(4500);
  });

  it('prices a round trip with a stop: its five addresses located and its two roads measured, one after the other', async () => {
    const trip = tripOf(station(), PLACES.versailles, PLACES.laDefense, {
      arret_intermediaire: PLACES.gareDuNord,
      retour: true,
      date_retour: plainDayAhead(12),
      heure_retour: '18:00',
      adresse_depart_retour: PLACES.laDefense,
      adresse_arrivee_retour: PLACES.orly,
    });
    const asked = s.geo.requests.search.length;
    const [first] = optionsOf(await price(trip));
    expect(first?.legs.map((leg) => leg.leg)).toEqual(['outbound', 'return']);
    expect(first?.legs[0]?.lines.map((line) => line.code)).toContain('stop');
    expect(first?.legs[1]?.lines.map((line) => line.code)).toContain('returnDiscount');
    // four places, each asked once (La Défense is in both legs)
    expect(s.geo.requests.search.length - asked).toBeLessThanOrEqual(4);
  });

  it('gives Paris → Lyon as an estimate only: outside the area, not covered', async () => {
    const options = optionsOf(await price(tripOf(station(), PLACES.rivoli, PLACES.lyon)));
    expect(options.map((o) => [o.vehicleName, o.totalCents, o.covered])).toEqual([
      // 509.1 km and 764 min
      ['Mercedes Classe E', 1000 + 91_638 + 38_200, false],
      ['Mercedes Classe V', 1500 + 112_002 + 45_840, false],
    ]);
  });
});

describe('what the answer says when the trip is not priced', () => {
  it('answers a quote when an address is not found', async () => {
    expect(await price(tripOf(station(), PLACES.rivoli, '1 Chemin Introuvable 99999'))).toEqual({
      outcome: 'quote',
      reason: 'address_not_found',
    });
  });

  it('answers a quote when the router is down, but still prices a flat fare', async () => {
    s.roads.setDown(true);
    try {
      expect(await price(tripOf(station(), PLACES.gareDuNord, PLACES.versailles))).toEqual({
        outcome: 'quote',
        reason: 'route_unavailable',
      });
      const options = optionsOf(await price(tripOf(airport(), PLACES.gareDuNord, PLACES.cdg)));
      expect(options.map((o) => [o.method, o.totalCents, o.covered])).toEqual([
        ['flat', 7500, true],
        ['flat', 9500, true],
      ]);
    } finally {
      s.roads.reset();
    }
  });

  it('refuses a service that is not offered as the reservation does', async () => {
    const response = await visitor.post(
      '/api/prices',
      tripOf('00000000-0000-4000-8000-000000000000', PLACES.rivoli, PLACES.cdg),
    );
    expect(response.statusCode).toBe(400);
    const message = "Ce service n'existe pas ou n'est plus proposé. Choisissez-en un autre.";
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      error: message,
      fields: { service: message },
    });
  });
});

describe('booking at once or asking a quote', () => {
  it('does not offer instant booking for a pick-up within 24 hours', async () => {
    const answer = await price(
      tripOf(airport(), PLACES.rivoli, PLACES.cdg, { date: dayFromToday(0), heure: '23:30' }),
    );
    expect(answer).toMatchObject({
      outcome: 'priced',
      instantBooking: false,
      instantBookingMinHours: 24,
    });
  });
});

describe('the prices of the public pages', () => {
  it('shows the seeded fares, packages and "from" prices of each service', async () => {
    const response = await visitor.get('/api/tarifs');
    expect(response.statusCode).toBe(200);
    const tariff = response.json<PublicTariff>();
    expect(tariff.tariffVersion).toBe(1);
    expect(tariff.cancellation).toEqual({ freeUntilHours: 24, feePercent: 50 });
    const byId = new Map(tariff.services.map((service) => [service.serviceId, service]));
    const transfers = byId.get(airport())!;
    expect(transfers.fromCents).toBe(4500);
    expect(
      transfers.flatFares.map((f) => [f.from.id, f.to.name, f.vehicleName, f.priceCents]),
    ).toEqual([
      ['paris', 'Aéroport Paris-Charles de Gaulle', 'Mercedes Classe E', 7500],
      ['paris', 'Aéroport Paris-Charles de Gaulle', 'Mercedes Classe V', 9500],
      ['paris', 'Aéroport de Paris-Orly', 'Mercedes Classe E', 6000],
      ['paris', 'Aéroport de Paris-Orly', 'Mercedes Classe V', 8000],
      ['paris', 'Aéroport de Beauvais-Tillé', 'Mercedes Classe E', 15_000],
      ['paris', 'Aéroport de Beauvais-Tillé', 'Mercedes Classe V', 18_000],
    ]);
    expect(transfers.flatFares[0]?.to).toEqual({
      id: 'cdg',
      name: 'Aéroport Paris-Charles de Gaulle',
      nameEn: 'Paris-Charles de Gaulle Airport',
      address: 'Aéroport Paris-Charles de Gaulle, 95700 Roissy-en-France',
    });
    const vip = byId.get(s.serviceIds['Service VIP']!)!;
    expect(vip.fromCents).toBe(21_600);
    expect(vip.flatFares).toEqual([]);
    expect(vip.hourly.map((p) => [p.hours, p.vehicleName, p.priceCents, p.extraHourCents])).toEqual(
      [
        [3, 'Mercedes Classe E', 21_600, 7200],
        [3, 'Mercedes Classe V', 26_400, 8400],
        [4, 'Mercedes Classe E', 27_600, 7200],
        [4, 'Mercedes Classe V', 33_600, 8400],
        [10, 'Mercedes Classe E', 62_400, 7200],
        [10, 'Mercedes Classe V', 78_000, 8400],
      ],
    );
    expect(byId.get(s.serviceIds['Chauffeur privé']!)?.fromCents).toBe(4500);
    expect(byId.get(s.serviceIds['Visites et excursions']!)?.fromCents).toBe(18_000);
  });
});

describe('the price limit', () => {
  it('answers 429 RATE_LIMITED past PRICE_RATE_LIMIT_MAX requests of one client', async () => {
    const flooder = new BrowserClient(s.t.app);
    const ask = () =>
      flooder.request({
        method: 'POST',
        url: '/api/prices',
        remoteAddress: '203.0.113.7',
        payload: {},
      });
    // invalid bodies count too: the limit runs before the body is checked
    for (let sent = 0; sent < PRICE_LIMIT; sent += 1) expect((await ask()).statusCode).toBe(400);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.headers['retry-after']).toBeDefined();
    // another client is still answered
    expect((await visitor.post('/api/prices', {})).statusCode).toBe(400);
  });
});
