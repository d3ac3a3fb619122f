import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { BrowserClient } from './support/browser-client';
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
  const admin = new BrowserClient(t.app);
  adminToken = (
    await admin.post('/admin/login', {
      email: 'admin@navette.test',
      password: 'admin-password-for-tests',
    })
  ).json<{ token: string }>().token;
});
afterAll(async () => t?.close());

const sample = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

it('knows the admin-only routes (the list grows with the back-office)', () => {
  expect(t.app.adminOnlyRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(
    expect.arrayContaining(['GET /api/recruitment/candidatures']),
  );
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
