import {
  TARIFF_MESSAGES,
  type AdminTariff,
  type PriceAnswer,
  type Tariff,
  type TariffVersion,
} from '@navette/shared';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient } from '@navette/test-support/browser-client';
import { tariffVersions } from '../src/db/schema';
import { hasKey, translatorFor } from '../src/lib/i18n';
import { TEST_ADMIN, signInAsAdmin } from './support/admin';
import { PLACES, startPricingTestApp, tripOf, type PricingTestApp } from './support/pricing';
import { signedInCustomer } from './support/reservations';

/*
 * The back-office's tariff (docs/product/back-office.md#tarifs): the seeded first version, a save
 * as a new version on the version shown, the old versions kept, the simulator.
 */

let s: PricingTestApp;
let admin: BrowserClient;

beforeAll(async () => {
  s = await startPricingTestApp();
  admin = (await signInAsAdmin(s.t.app, s.t.database.db)).client;
});
afterAll(async () => s?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  admin.request({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

const storedVersions = async () =>
  (await s.t.database.db.select({ n: count() }).from(tariffVersions))[0]?.n;

const adminTariff = async () => {
  const response = await call('GET', '/api/admin/tarifs');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminTariff>();
};

/** The tariff with the sedan's Paris → Charles-de-Gaulle fare set to `priceCents`. */
const withSedanCdgFare = (tariff: Tariff, priceCents: number): Tariff => ({
  ...tariff,
  rates: tariff.rates.map((rate) =>
    rate.serviceId === s.serviceIds['Transfert aéroport'] &&
    rate.vehicleId === s.vehicleIds['Mercedes Classe E']
      ? {
          ...rate,
          flatFares: rate.flatFares.map((fare) =>
            fare.to === 'cdg' ? { ...fare, priceCents } : fare,
          ),
        }
      : rate,
  ),
});

const cdgTrip = () => tripOf(s.serviceIds['Transfert aéroport']!, PLACES.rivoli, PLACES.cdg);

/** The sedan's total and the tariff version of a Paris → Charles-de-Gaulle price. */
const sedanCdgPrice = (answer: PriceAnswer) => {
  if (answer.outcome !== 'priced') throw new Error(`not priced: ${JSON.stringify(answer)}`);
  const sedan = answer.options.find((o) => o.vehicleName === 'Mercedes Classe E');
  return { version: answer.tariffVersion, totalCents: sedan?.totalCents };
};

const publicPrice = async () =>
  sedanCdgPrice((await new BrowserClient(s.t.app).post('/api/prices', cdgTrip())).json());

describe('the tariff and its versions', () => {
  it('starts from the seeded first version, by nobody', async () => {
    const { current, versions } = await adminTariff();
    expect(versions).toEqual([
      { version: 1, createdAt: expect.any(String), createdBy: null, note: 'Tarif initial' },
    ]);
    expect(current).toMatchObject({ version: 1, createdBy: null, note: 'Tarif initial' });
    expect(current?.tariff.zones.map((zone) => zone.id)).toEqual([
      'paris',
      'cdg',
      'orly',
      'beauvais',
      'idf',
    ]);
    // six services × two vehicles
    expect(current?.tariff.rates).toHaveLength(12);
  });

  it('saves a new version, which prices at once; the old one stays readable', async () => {
    const { current } = await adminTariff();
    const response = await call('PUT', '/api/admin/tarifs', {
      tariff: withSedanCdgFare(current!.tariff, 8000),
      basedOn: 1,
      note: '  Hausse Roissy  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<AdminTariff>();
    expect(saved.versions.map((v) => [v.version, v.createdBy, v.note])).toEqual([
      [2, TEST_ADMIN.email, 'Hausse Roissy'],
      [1, null, 'Tarif initial'],
    ]);
    expect(saved.current).toMatchObject({ version: 2, createdBy: TEST_ADMIN.email });
    expect(await publicPrice()).toEqual({ version: 2, totalCents: 8000 });

    const old = await call('GET', '/api/admin/tarifs/versions/1');
    expect(old.statusCode).toBe(200);
    const first = old.json<TariffVersion>();
    expect(first).toMatchObject({ version: 1, note: 'Tarif initial', createdBy: null });
    expect(first.tariff).toEqual(withSedanCdgFare(saved.current!.tariff, 7500));
  });

  it('answers 404 for a version that does not exist', async () => {
    const response = await call('GET', '/api/admin/tarifs/versions/99');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'TARIFF_VERSION_NOT_FOUND',
      error: 'Cette version du tarif n’existe pas.',
    });
  });

  it('refuses a save made on an older version with 409 TARIFF_CHANGED, and writes nothing', async () => {
    const { current } = await adminTariff();
    const before = await storedVersions();
    const response = await call('PUT', '/api/admin/tarifs', {
      tariff: withSedanCdgFare(current!.tariff, 5000),
      basedOn: current!.version - 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'TARIFF_CHANGED',
      error:
        'Le tarif a été modifié depuis l’ouverture de la page : rechargez-la pour partir de la dernière version.',
    });
    expect(await storedVersions()).toBe(before);
    expect((await adminTariff()).current?.version).toBe(current!.version);
  });

  it('keeps one of two saves made on the same version at once', async () => {
    const { current } = await adminTariff();
    const before = await storedVersions();
    const save = (priceCents: number) =>
      call('PUT', '/api/admin/tarifs', {
        tariff: withSedanCdgFare(current!.tariff, priceCents),
        basedOn: current!.version,
      });
    const statuses = (await Promise.all([save(8100), save(8200)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await storedVersions()).toBe(before! + 1);
  });

  it('refuses an invalid tariff with 400 and the message of the field, and writes nothing', async () => {
    const { current } = await adminTariff();
    const before = await storedVersions();
    const tariff = structuredClone(current!.tariff);
    tariff.rates[0]!.formula!.perKmCents = -1;
    const response = await call('PUT', '/api/admin/tarifs', { tariff, basedOn: current!.version });
    expect(response.statusCode).toBe(400);
    // the back-office's messages (admin namespace); a catalogue without them says "invalid"
    const t = translatorFor('fr');
    const message = hasKey(TARIFF_MESSAGES.amount)
      ? t(TARIFF_MESSAGES.amount)
      : t('validation.invalid');
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      error: message,
      fields: { 'tariff.rates.0.formula.perKmCents': message },
    });
    expect(await storedVersions()).toBe(before);
  });
});

describe('a tariff is a document, larger than a form', () => {
  it('saves a tariff of more than 500 keys, which no form body may hold', async () => {
    const { current } = await adminTariff();
    const suburbs = Array.from({ length: 40 }, (_, index) => ({
      id: `banlieue-${index}`,
      name: `Banlieue ${index}`,
      postcodes: [String(92_100 + index)],
    }));
    const tariff = {
      ...current!.tariff,
      zones: [...current!.tariff.zones, ...suburbs],
      rates: current!.tariff.rates.map((rate, index) =>
        index === 0
          ? {
              ...rate,
              flatFares: [
                ...rate.flatFares,
                ...suburbs.map((zone) => ({ from: zone.id, to: 'cdg', priceCents: 6500 })),
              ],
            }
          : rate,
      ),
    };
    const body = { tariff, basedOn: current!.version, note: 'Banlieues' };
    expect(JSON.stringify(body).match(/":/g)?.length).toBeGreaterThan(600);
    const response = await call('PUT', '/api/admin/tarifs', body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminTariff>().current?.tariff.zones).toHaveLength(45);
  });

  it('refuses a note with a control character', async () => {
    const { current } = await adminTariff();
    const before = await storedVersions();
    const response = await call('PUT', '/api/admin/tarifs', {
      tariff: current!.tariff,
      basedOn: current!.version,
      note: 'Hausse\u0000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      error: 'Valeur invalide.',
      fields: { note: 'Valeur invalide.' },
    });
    expect(await storedVersions()).toBe(before);
  });
});

describe('the simulator', () => {
  it('prices a trip with the draft being edited, without saving it', async () => {
    const { current } = await adminTariff();
    const before = await storedVersions();
    const response = await call('POST', '/api/admin/tarifs/simulation', {
      trip: cdgTrip(),
      tariff: withSedanCdgFare(current!.tariff, 9900),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(sedanCdgPrice(response.json())).toEqual({
      version: current!.version + 1,
      totalCents: 9900,
    });
    expect(await storedVersions()).toBe(before);
    expect((await publicPrice()).version).toBe(current!.version);
  });

  it('prices with the current tariff and shows the waiting beyond the minutes included', async () => {
    const { current } = await adminTariff();
    const response = await call('POST', '/api/admin/tarifs/simulation', {
      trip: cdgTrip(),
      waitingMinutes: 25,
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<PriceAnswer>();
    const fare = (await publicPrice()).totalCents!;
    // 15 minutes included, then 0.50 € a minute: 10 × 0.50 €
    expect(sedanCdgPrice(answer)).toEqual({ version: current!.version, totalCents: fare + 500 });
    if (answer.outcome !== 'priced') throw new Error('not priced');
    expect(answer.options[0]?.legs[0]?.lines.at(-1)).toEqual({
      code: 'waiting',
      amountCents: 500,
      quantity: 10,
    });
  });
});

describe('administrators only', () => {
  it('answers 401 to an anonymous visitor and to a customer, and writes nothing', async () => {
    const before = await storedVersions();
    const { browser: customer } = await signedInCustomer(s.t);
    const { current } = await adminTariff();
    const body = { tariff: current!.tariff, basedOn: current!.version };
    for (const client of [new BrowserClient(s.t.app), customer]) {
      const asked = [
        await client.get('/api/admin/tarifs'),
        await client.get('/api/admin/tarifs/versions/1'),
        await client.request({ method: 'PUT', url: '/api/admin/tarifs', payload: body }),
        await client.post('/api/admin/tarifs/simulation', { trip: cdgTrip() }),
      ];
      expect(asked.map((r) => [r.statusCode, r.json<{ code: string }>().code])).toEqual(
        Array.from({ length: 4 }, () => [401, 'UNAUTHORIZED']),
      );
    }
    expect(await storedVersions()).toBe(before);
  });
});
