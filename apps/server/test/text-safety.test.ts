import { API_ENDPOINTS } from '@navette/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../src/db/schema';
import { buildTestApp, type TestApp } from './build-test-app';
import { BrowserClient } from '@navette/test-support/browser-client';
import { firstServiceId, fullGuestRequest } from './support/reservations';

let t: TestApp;
let serviceId: string;
beforeAll(async () => {
  t = await buildTestApp({
    env: {
      RATE_LIMIT_MAX: '100000',
      RESERVATION_RATE_LIMIT_MAX: '100000',
      CONTACT_RATE_LIMIT_MAX: '100000',
    },
  });
  serviceId = await firstServiceId(t);
});
afterAll(async () => t?.close());

const count = async (table: typeof users | typeof mailOutbox) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

const MESSAGE = 'Ce champ contient des caractères non autorisés.';
const HOSTILE = [
  ['a NUL', '\u0000'],
  ['a right-to-left override', '\u202E'],
  ['a bell', '\u0007'],
  ['a right-to-left mark', '\u200F'],
  ['an Arabic letter mark', '\u061C'],
  ['a first-strong isolate', '\u2068'],
] as const;

describe('registration refuses invisible and control characters', () => {
  it.each(HOSTILE)('refuses %s in the name or the e-mail, and stores nothing', async (_, char) => {
    const bodies = [
      { field: 'name', body: { name: `Léa${char}Martin`, email: 'lea@example.test' } },
      { field: 'email', body: { name: 'Léa Martin', email: `lea${char}@example.test` } },
    ];
    for (const { field, body } of bodies) {
      const [usersBefore, mailsBefore] = [await count(users), await count(mailOutbox)];
      const response = await new BrowserClient(t.app).post('/auth/register', {
        ...body,
        password: 'secret-123',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: MESSAGE,
        code: 'VALIDATION_FAILED',
        fields: { [field]: MESSAGE },
      });
      expect([await count(users), await count(mailOutbox)]).toEqual([usersBefore, mailsBefore]);
    }
  });

  it('answers in English to an English browser', async () => {
    const client = new BrowserClient(t.app, { headers: { 'accept-language': 'en' } });
    const response = await client.post('/auth/register', {
      name: 'Lea\u0000',
      email: 'lea@example.test',
      password: 'secret-123',
    });
    expect(response.json().fields).toEqual({
      name: 'This field contains characters that are not allowed.',
    });
  });
});

/** A valid body of each public JSON form: the NUL has to get past every other rule. */
const validBodies = (): Record<string, Record<string, unknown>> => ({
  '/auth/register': { name: 'Léa Martin', email: 'fuzz@example.test', password: 'secret-123' },
  '/auth/verify': { email: 'fuzz@example.test', code: '123456' },
  '/auth/verify/resend': { email: 'fuzz@example.test' },
  '/auth/login': { email: 'fuzz@example.test', password: 'secret-123' },
  '/admin/login': { email: 'admin@navette.test', password: 'admin-password-for-tests' },
  // the steps after the password: without a pending sign-in they are refused, never a 500
  '/admin/login/password': { password: 'a-new-password-for-tests' },
  '/admin/login/code': { code: '123456' },
  '/admin/login/enrolment/confirm': { code: '123456' },
  // the chauffeur's space: an unknown invitation link or account is refused, never a 500
  '/api/chauffeur/invitation': { token: 'x'.repeat(43), password: 'a-new-password-for-tests' },
  '/api/chauffeur/login': { email: 'fuzz@example.test', password: 'secret-123' },
  '/api/contact': {
    name: 'Léa Martin',
    email: 'fuzz@example.test',
    phone: '06 12 34 56 78',
    message: 'Bonjour,\nune question.',
  },
  '/api/reservations': fullGuestRequest(serviceId, 'fuzz@example.test'),
  '/api/mail/confirmationDemandeDevis': { name: 'Léa Martin', email: 'fuzz@example.test' },
  '/auth/password/forgot': { email: 'fuzz@example.test' },
  '/auth/password/reset': { email: 'fuzz@example.test', code: '123456', password: 'secret-1234' },
  // a token that opens nothing: refused, never a 500 (docs/decisions/0047-manage-booking-links.md)
  '/api/ma-reservation/session': { token: 'x'.repeat(43) },
  // every string of a price request is checked before an address is looked up
  '/api/prices': {
    service: serviceId,
    date: '2030-06-12',
    heure: '10:00',
    adresse_depart: '10 Rue de Rivoli 75004 Paris',
    adresse_arrivee: 'Aéroport de Paris-Orly 94390 Orly',
    nombre_personnes: 2,
  },
});

/** Multipart forms: their text fields use the same primitives (recruitment.test.ts). */
const NOT_JSON = ['/api/recruitment/apply'];

describe('public forms under strings holding a NUL', () => {
  it('covers every public POST route that takes a body', () => {
    const routes = API_ENDPOINTS.filter(
      (endpoint) =>
        endpoint.method === 'POST' && endpoint.access === 'public' && 'body' in endpoint,
    ).map((endpoint) => endpoint.path);
    expect([...routes].sort()).toEqual([...Object.keys(validBodies()), ...NOT_JSON].sort());
  });

  it('never answers 500, whatever string field holds the NUL', async () => {
    const bodies = validBodies();
    const targets = Object.entries(bodies).flatMap(([path, body]) =>
      Object.entries(body)
        .filter(([, value]) => typeof value === 'string')
        .map(([field]) => ({ path, field })),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        fc.string({ maxLength: 20 }),
        fc.string({ maxLength: 20 }),
        async ({ path, field }, before, after) => {
          const body = { ...validBodies()[path], [field]: `${before}\u0000${after}` };
          const response = await new BrowserClient(t.app).postRaw(path, JSON.stringify(body));
          expect(response.statusCode, `${path} ${field}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });
});
