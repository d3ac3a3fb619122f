import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, vehicles } from '../src/db/schema';
import { buildTestApp, type TestApp } from './build-test-app';
import { TEST_ADMIN, signInAsAdmin } from './support/admin';
import { BrowserClient } from '@navette/test-support/browser-client';
import { latestCodeFor } from './support/outbox';

/* The back-office's fleet (docs/product/back-office.md#vehicles). */

let t: TestApp;
let admin: BrowserClient;

/** As the back-office calls: the admin cookie and the XSRF token. */
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  admin.request({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const van = {
  nom: 'Renault Trafic Essai',
  capacite_passagers: 7,
  capacite_bagages_min: 2,
  capacite_bagages_max: 4,
};
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
/** A vehicle without its plate, colour and papers (docs/product/dispatch.md#vehicles). */
const NOT_ON_THE_ROAD = {
  plaque: null,
  couleur: null,
  assurance_expire_le: null,
  controle_technique_expire_le: null,
};

const footerVehicles = async () =>
  (await call('GET', '/api/admin/dashboard')).json<{ footer: { vehicles: number } }>().footer
    .vehicles;

const stored = (nom: string) => t.database.db.select().from(vehicles).where(eq(vehicles.nom, nom));

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signInAsAdmin(t.app, t.database.db)).client;
});
afterAll(async () => t?.close());

describe('adding, changing and deleting a vehicle', () => {
  it('lists, creates, replaces and deletes, and the dashboard counts each change', async () => {
    const before = (await call('GET', '/api/vehicules')).json<unknown[]>().length;
    expect(await footerVehicles()).toBe(before);

    const created = await call('POST', '/api/vehicules', {
      ...van,
      nom: '  Renault Trafic Essai  ',
    });
    expect(created.statusCode).toBe(201);
    const vehicle = created.json<{ _id: string }>();
    expect(vehicle).toEqual({ _id: expect.any(String), ...van, ...NOT_ON_THE_ROAD });
    expect(await stored('Renault Trafic Essai')).toHaveLength(1);
    expect(await footerVehicles()).toBe(before + 1);
    const list = (await call('GET', '/api/vehicules')).json<{ _id: string }[]>();
    expect(list).toContainEqual({ _id: vehicle._id, ...van, ...NOT_ON_THE_ROAD });

    const edited = { ...van, nom: 'Renault Trafic Essai long', capacite_bagages_max: 6 };
    const updated = await call('PUT', `/api/vehicules/${vehicle._id}`, edited);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ _id: vehicle._id, ...edited, ...NOT_ON_THE_ROAD });
    const [row] = await stored('Renault Trafic Essai long');
    expect(row).toMatchObject({
      capacitePassagers: 7,
      capaciteBagagesMin: 2,
      capaciteBagagesMax: 6,
    });

    const deleted = await call('DELETE', `/api/vehicules/${vehicle._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Véhicule supprimé avec succès' });
    expect(await stored('Renault Trafic Essai long')).toHaveLength(0);
    expect(await footerVehicles()).toBe(before);
  });

  it('accepts a fixed luggage count (maximum equal to the minimum) and no luggage', async () => {
    const body = { ...van, nom: 'Berline', capacite_bagages_min: 0, capacite_bagages_max: 0 };
    const response = await call('POST', '/api/vehicules', body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject(body);
  });

  it('answers 404 with a clear message for an unknown or malformed id, and changes nothing', async () => {
    const count = (await call('GET', '/api/vehicules')).json<unknown[]>().length;
    for (const id of [UNKNOWN, 'not-a-uuid']) {
      const put = await call('PUT', `/api/vehicules/${id}`, van);
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual({
        code: 'VEHICLE_NOT_FOUND',
        error: 'Ce véhicule n’existe pas ou a été supprimé.',
      });
      const del = await call('DELETE', `/api/vehicules/${id}`, undefined, {
        'accept-language': 'en',
      });
      expect(del.statusCode).toBe(404);
      expect(del.json()).toMatchObject({
        code: 'VEHICLE_NOT_FOUND',
        error: 'This vehicle does not exist or has been deleted.',
      });
    }
    expect((await call('GET', '/api/vehicules')).json<unknown[]>()).toHaveLength(count);
  });
});

describe('validation', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a missing name', { nom: undefined }, 'nom', 'Le modèle est obligatoire.'],
    ['a blank name', { nom: '   ' }, 'nom', 'Le modèle est obligatoire.'],
    [
      'a name of 121 characters',
      { nom: 'x'.repeat(121) },
      'nom',
      'Le modèle doit contenir au plus 120 caractères.',
    ],
    [
      'a name with a control character',
      { nom: 'Van\u0000' },
      'nom',
      'Le modèle contient des caractères non autorisés.',
    ],
    [
      'no passenger',
      { capacite_passagers: 0 },
      'capacite_passagers',
      'La capacité passagers doit être un nombre entier de 1 à 99.',
    ],
    [
      'a fractional passenger count',
      { capacite_passagers: 2.5 },
      'capacite_passagers',
      'La capacité passagers doit être un nombre entier de 1 à 99.',
    ],
    [
      'a passenger count as text',
      { capacite_passagers: '7' },
      'capacite_passagers',
      'La capacité passagers doit être un nombre entier de 1 à 99.',
    ],
    [
      'a huge passenger count',
      { capacite_passagers: 2 ** 40 },
      'capacite_passagers',
      'La capacité passagers doit être un nombre entier de 1 à 99.',
    ],
    [
      'a negative luggage minimum',
      { capacite_bagages_min: -1, capacite_bagages_max: 2 },
      'capacite_bagages_min',
      'Le nombre minimum de bagages doit être un nombre entier de 0 à 99.',
    ],
    [
      'a missing luggage maximum',
      { capacite_bagages_max: undefined },
      'capacite_bagages_max',
      'Le nombre maximum de bagages doit être un nombre entier de 0 à 99.',
    ],
    [
      'a luggage maximum below the minimum',
      { capacite_bagages_min: 4, capacite_bagages_max: 2 },
      'capacite_bagages_max',
      'Le nombre maximum de bagages ne peut pas être inférieur au minimum.',
    ],
  ];

  it.each(cases)(
    'refuses %s with its message, on create and on edit',
    async (_, change, field, message) => {
      const count = (await call('GET', '/api/vehicules')).json<unknown[]>().length;
      const created = (await call('POST', '/api/vehicules', { ...van, nom: 'Référence' })).json<{
        _id: string;
      }>();
      for (const [method, url] of [
        ['POST', '/api/vehicules'],
        ['PUT', `/api/vehicules/${created._id}`],
      ] as const) {
        const response = await call(method, url, { ...van, ...change });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          error: message,
          fields: { [field]: message },
        });
      }
      expect((await call('GET', '/api/vehicules')).json<unknown[]>()).toHaveLength(count + 1);
      const [row] = await t.database.db.select().from(vehicles).where(eq(vehicles.id, created._id));
      expect(row).toMatchObject({ nom: 'Référence', capacitePassagers: 7 });
      await call('DELETE', `/api/vehicules/${created._id}`);
    },
  );

  it('says in English that the luggage maximum is below the minimum', async () => {
    const response = await call(
      'POST',
      '/api/vehicules',
      { ...van, capacite_bagages_min: 5, capacite_bagages_max: 1 },
      { 'accept-language': 'en' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'The maximum luggage cannot be lower than the minimum.',
    });
  });

  it('answers every junk body with a 4xx, never a 500, and stores nothing', async () => {
    const count = (await call('GET', '/api/vehicules')).json<unknown[]>().length;
    const bodies: unknown[] = [
      null,
      [],
      'text',
      42,
      {},
      { ...van, extra: true },
      { ...van, nom: 42 },
      { ...van, nom: ['a'] },
      { ...van, capacite_passagers: null },
      { ...van, capacite_passagers: Number.MAX_SAFE_INTEGER },
      { ...van, capacite_bagages_min: {}, capacite_bagages_max: [] },
    ];
    for (const body of bodies) {
      for (const [method, url] of [
        ['POST', '/api/vehicules'],
        ['PUT', `/api/vehicules/${UNKNOWN}`],
      ] as const) {
        const response = await admin.request({
          method,
          url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(response.statusCode, `${method} ${JSON.stringify(body)}`).toBe(400);
      }
    }
    for (const raw of ['{"nom": ', '{"__proto__": {"nom": "x"}, "nom": "Van"}']) {
      expect((await admin.postRaw('/api/vehicules', raw)).statusCode, raw).toBe(400);
    }
    expect((await call('GET', '/api/vehicules')).json<unknown[]>()).toHaveLength(count);
  });
});

describe('admin only', () => {
  it('answers 401 to an anonymous caller and to a customer session, and changes nothing', async () => {
    const count = (await call('GET', '/api/vehicules')).json<unknown[]>().length;
    const anonymous = new BrowserClient(t.app);
    expect((await anonymous.get('/api/vehicules')).statusCode).toBe(401);
    expect((await anonymous.post('/api/vehicules', van)).statusCode).toBe(401);

    const customer = new BrowserClient(t.app);
    const email = 'customer-vehicles@example.test';
    await customer.post('/auth/register', { name: 'Client', email, password: 'secret-123' });
    await customer.post('/auth/verify', { email, code: await latestCodeFor(t.database.db, email) });
    await customer.post('/auth/login', { email, password: 'secret-123' });
    expect(customer.cookies.get('navette_session')).toBeTruthy();
    const refused = await customer.post('/api/vehicules', van);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await customer.get('/api/vehicules')).statusCode).toBe(401);
    expect((await call('GET', '/api/vehicules')).json<unknown[]>()).toHaveLength(count);
  });

  // last: it takes the role away from the only administrator of this app
  it('answers 403 to an administrator session whose user is no longer an administrator', async () => {
    await t.database.db
      .update(users)
      .set({ role: 'customer' })
      .where(eq(users.email, TEST_ADMIN.email));
    const response = await call('DELETE', `/api/vehicules/${UNKNOWN}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});
