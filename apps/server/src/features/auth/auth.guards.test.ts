import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { BrowserClient } from '@navette/test-support/browser-client';
import { latestCodeFor } from '../../../test/support/outbox';
import { requireUser } from './auth.guards';

let t: TestApp;
let sessionToken = '';
const email = 'customer-session-hook@example.test';

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  t.app.get('/api/test/who', { config: { customerSession: true } }, async (request) => ({
    email: request.user?.email ?? null,
  }));
  t.app.get('/api/test/mine', { preHandler: requireUser }, async (request) => ({
    email: request.user?.email ?? null,
  }));
  const customer = new BrowserClient(t.app);
  await customer.post('/auth/register', { name: 'Client', email, password: 'secret-123' });
  await customer.post('/auth/verify', { email, code: await latestCodeFor(t.database.db, email) });
  await customer.post('/auth/login', { email, password: 'secret-123' });
  sessionToken = customer.cookies.get('navette_session') ?? '';
});
afterAll(async () => t?.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, cookies: token ? { navette_session: token } : {} });

it('sets request.user from the session cookie, and null without one', async () => {
  expect((await get('/api/test/who', sessionToken)).json()).toEqual({ email });
  expect((await get('/api/test/who')).json()).toEqual({ email: null });
  expect((await get('/api/test/who', 'unknown-token-unknown-token')).json()).toEqual({
    email: null,
  });
  const unknownRoute = await get('/api/test/nowhere', sessionToken);
  expect(unknownRoute.statusCode).toBe(404);
  expect(unknownRoute.json()).toMatchObject({ code: 'NOT_FOUND' });
});

it('lets requireUser read it: the customer, or 401', async () => {
  expect((await get('/api/test/mine', sessionToken)).json()).toEqual({ email });
  const anonymous = await get('/api/test/mine');
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.json()).toEqual({ error: 'Authentification requise.', code: 'UNAUTHORIZED' });
});

// last: the database is closed, so that any query would fail the request
it('costs no query to anonymous requests, to the static app and to the health check', async () => {
  await t.database.close();
  expect((await get('/api/test/who', sessionToken)).statusCode).toBe(500);
  expect((await get('/api/test/who')).json()).toEqual({ email: null });
  expect((await get('/robots.txt', sessionToken)).statusCode).toBe(200);
  const health = await get('/api/health', sessionToken);
  expect(health.statusCode).toBe(503);
  expect(health.json()).toMatchObject({ status: 'degraded', database: 'down' });
});
