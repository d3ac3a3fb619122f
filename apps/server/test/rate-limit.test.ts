import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' },
    seed: false,
  });
});
afterAll(async () => t?.close());

it('limits API requests per client to the configured threshold, with a clear message', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    statuses.push((await t.app.inject({ method: 'GET', url: '/api/services' })).statusCode);
  }
  expect(statuses).toEqual([200, 200, 200, 429]);
  const limited = await t.app.inject({ method: 'GET', url: '/api/services' });
  expect(limited.json()).toEqual({
    error: 'Trop de requêtes. Veuillez réessayer dans quelques instants.',
    code: 'RATE_LIMITED',
  });
  expect(limited.headers['retry-after']).toBeDefined();
});

it('never limits the pages of the site', async () => {
  for (let i = 0; i < 5; i += 1) {
    const page = await t.app.inject({ method: 'GET', url: '/locales/fr/common.json' });
    expect(page.statusCode).toBe(200);
  }
});
