import type { PriceAnswer } from '@navette/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient } from '@navette/test-support/browser-client';
import { PLACES, startPricingTestApp, tripOf, type PricingTestApp } from './support/pricing';

/*
 * Hire by the hour (docs/product/pricing.md): the seeded packages of 3, 4 and 10 hours and the
 * hours beyond, with no road to measure.
 */

let s: PricingTestApp;
let visitor: BrowserClient;

beforeAll(async () => {
  s = await startPricingTestApp();
  visitor = new BrowserClient(s.t.app);
});
afterAll(async () => s?.close());

const price = async (body: object) => {
  const response = await visitor.post('/api/prices', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PriceAnswer>();
};

const vip = () => s.serviceIds['Service VIP']!;

describe('a service hired by the hour', () => {
  it('prices five hours as the cheaper of the packages, without asking the router', async () => {
    s.roads.reset();
    const answer = await price(
      tripOf(vip(), PLACES.rivoli, PLACES.versailles, { duree_heures: 5 }),
    );
    if (answer.outcome !== 'priced') throw new Error(JSON.stringify(answer));
    /** the 4-hour package and one hour beyond, 20 % VAT included, covered */
    const fourAndOne = (name: string, pack: number, extra: number, vatCents: number) => ({
      vehicleName: name,
      method: 'hourly',
      lines: [
        { code: 'hourlyPackage', amountCents: pack, quantity: 4 },
        { code: 'extraHours', amountCents: extra, quantity: 1 },
      ],
      totalCents: pack + extra,
      vatRateBp: 2000,
      vatCents,
      covered: true,
    });
    expect(
      answer.options.map(
        ({ legs, vehicleName, method, totalCents, vatRateBp, vatCents, covered }) => ({
          vehicleName,
          method,
          lines: legs[0]?.lines,
          totalCents,
          vatRateBp,
          vatCents,
          covered,
        }),
      ),
    ).toEqual([
      // 276 € + 72 €, 336 € + 84 €
      fourAndOne('Mercedes Classe E', 27_600, 7200, 5800),
      fourAndOne('Mercedes Classe V', 33_600, 8400, 7000),
    ]);
    expect(s.roads.requests.geoplateforme).toEqual([]);
    // even with the router down
    s.roads.setDown(true);
    try {
      const again = await price(
        tripOf(vip(), PLACES.gareDuNord, PLACES.laDefense, { duree_heures: 5 }),
      );
      expect(again).toMatchObject({ outcome: 'priced' });
    } finally {
      s.roads.reset();
    }
  });

  it('answers a quote when the hours are not given for a service sold only by the hour', async () => {
    expect(await price(tripOf(vip(), PLACES.rivoli, PLACES.versailles))).toEqual({
      outcome: 'quote',
      reason: 'no_tariff',
    });
  });

  it('prices a private chauffeur by the road without hours, by the hour with them', async () => {
    const privateDriver = s.serviceIds['Chauffeur privé']!;
    const methods = async (fields: object) => {
      const answer = await price(tripOf(privateDriver, PLACES.rivoli, PLACES.versailles, fields));
      if (answer.outcome !== 'priced') throw new Error(JSON.stringify(answer));
      return answer.options.map((o) => [o.method, o.totalCents]);
    };
    // the formula's 70.84 € and 88.96 €; 3 hours: 180 € and 220 €
    expect(await methods({})).toEqual([
      ['formula', 7084],
      ['formula', 8896],
    ]);
    expect(await methods({ duree_heures: 3 })).toEqual([
      ['hourly', 18_000],
      ['hourly', 22_000],
    ]);
  });
});
