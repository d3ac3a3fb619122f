import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonEndpoint } from '@navette/shared';
import { z } from 'zod';
import { route } from '../src/lib/route-kit';
import { buildTestApp, type TestApp } from './build-test-app';
import { signInAsAdmin } from './support/admin';
import { BrowserClient } from '@navette/test-support/browser-client';
import { latestCodeFor } from './support/outbox';

let t: TestApp;
let customerToken = '';
let adminToken = '';

beforeAll(async () => {
  t = await buildTestApp();
  const customer = new BrowserClient(t.app);
  const email = 'customer-admin-routes@example.test';
  await customer.post('/auth/register', { name: 'Client', email, password: 'secret-123' });
  await customer.post('/auth/verify', { email, code: await latestCodeFor(t.database.db, email) });
  await customer.post('/auth/login', { email, password: 'secret-123' });
  customerToken = customer.cookies.get('navette_session') ?? '';
  adminToken = (await signInAsAdmin(t.app, t.database.db)).token;
});
afterAll(async () => t?.close());

const sample = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

it('knows the admin-only routes (the list grows with the back-office)', () => {
  const routes = t.app.adminOnlyRoutes.map((r) => `${r.method} ${r.url}`);
  expect(routes).toEqual(
    expect.arrayContaining([
      'GET /api/recruitment/candidatures',
      'GET /api/recruitment/candidatures/:id/cv',
      'DELETE /api/recruitment/candidatures/:id',
      'GET /api/reservations',
      'PUT /api/reservations/:id',
      'PUT /api/reservations/:id/devis',
      'POST /api/reservations/:id/devis/renouvellement',
      'DELETE /api/reservations/:id',
      'POST /api/services',
      'PUT /api/services/:id',
      'DELETE /api/services/:id',
      'GET /api/admin/avis',
      'PUT /api/admin/avis/:id',
      'GET /api/admin/emails',
      'GET /api/admin/emails/:id',
      'POST /api/admin/emails/:id/resend',
      'GET /api/vehicules',
      'POST /api/vehicules',
      'PUT /api/vehicules/:id',
      'DELETE /api/vehicules/:id',
      'GET /api/admin/donnees',
      'GET /api/admin/donnees/export',
      'POST /api/admin/donnees/effacement',
    ]),
  );
  // shared with the customer area, each caller told apart per request
  // (docs/decisions/0027-shared-reservation-routes.md; customer-reservations.test.ts)
  expect(routes).not.toContain('GET /api/reservations/:id');
  expect(routes).not.toContain('PUT /api/reservations/:id/statut');
  // a document's PDF: any for an administrator, their own for a customer (documents-download.test.ts)
  expect(routes).not.toContain('GET /api/documents/:id');
  // the public list of the booking form and the home page
  expect(routes).not.toContain('GET /api/services');
});

it('leaves the sign-in, check and sign-out of the back-office outside the guard', () => {
  const urls = t.app.adminOnlyRoutes.map((r) => r.url);
  for (const url of [
    '/admin/login',
    '/admin/login/password',
    '/admin/login/enrolment',
    '/admin/login/enrolment/confirm',
    '/admin/login/code',
    '/admin/check',
    '/admin/logout',
  ])
    expect(urls).not.toContain(url);
});

it("refuses a customer's session on every admin-only route, as cookie or as bearer", async () => {
  for (const route of t.app.adminOnlyRoutes) {
    const client = new BrowserClient(t.app);
    await client.get('/api/health');
    for (const credentials of [
      { cookies: { navette_session: customerToken }, headers: {} },
      { cookies: { navette_admin: customerToken }, headers: {} },
      { cookies: {}, headers: { authorization: `Bearer ${customerToken}` } },
      { cookies: {}, headers: {} },
    ]) {
      for (const [name, value] of Object.entries(credentials.cookies))
        client.cookies.set(name, value);
      const response = await client.request({
        method: route.method as 'GET',
        url: sample(route.url),
        headers: credentials.headers,
      });
      expect([401, 403], `${route.method} ${route.url}`).toContain(response.statusCode);
      client.cookies.delete('navette_session');
      client.cookies.delete('navette_admin');
    }
  }
});

it('lets the administrator through on the same routes', async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/recruitment/candidatures',
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(response.statusCode).toBe(200);
});

describe('an admin route of the route kit', () => {
  let scoped: TestApp;
  beforeAll(async () => {
    scoped = await buildTestApp({ seed: false });
    const adminOnly = {
      method: 'GET',
      path: '/api/test/admin-only',
      access: 'admin',
      response: z.object({ reached: z.boolean() }),
    } as const satisfies JsonEndpoint;
    await scoped.app.register(async (app) => {
      route(app, adminOnly, {
        tags: ['test'],
        summary: 'a made-up admin route',
        handler: async () => ({ reached: true }),
      });
    });
  });
  afterAll(async () => scoped?.close());

  it('is listed as an admin route from its contract entry alone', () => {
    expect(scoped.app.adminOnlyRoutes).toContainEqual({
      method: 'GET',
      url: '/api/test/admin-only',
    });
  });

  it('is guarded', async () => {
    const response = await scoped.app.inject({ method: 'GET', url: '/api/test/admin-only' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Authentification requise.', code: 'UNAUTHORIZED' });
  });
});
