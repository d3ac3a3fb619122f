import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  expect(limited.headers['x-ratelimit-limit']).toBe('3');
  expect(limited.headers['x-ratelimit-remaining']).toBe('0');
});

it("limits the site's files and unknown paths per client too, on counters of their own", async () => {
  const limited = await buildTestApp({
    env: { RATE_LIMIT_MAX: '3', PAGE_RATE_LIMIT_MAX: '2', STATIC_RATE_LIMIT_MAX: '4' },
    seed: false,
  });
  try {
    const files: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      files.push(
        (await limited.app.inject({ method: 'GET', url: '/locales/fr/common.json' })).statusCode,
      );
    }
    expect(files).toEqual([200, 200, 200, 200, 429]);
    // a 15 KB path nobody serves, as an attacker would send it over and over
    const unknown: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await limited.app.inject({
        method: 'GET',
        url: `/a%40${'a-'.repeat(7_500)}`,
      });
      unknown.push(response.statusCode);
      if (i === 2) {
        expect(response.json()).toEqual({
          error: 'Trop de requêtes. Veuillez réessayer dans quelques instants.',
          code: 'RATE_LIMITED',
        });
        expect(response.headers['retry-after']).toBeDefined();
      }
    }
    expect(unknown).toEqual([404, 404, 429]);
    // the API's own counter is untouched by them
    expect((await limited.app.inject({ method: 'GET', url: '/api/services' })).statusCode).toBe(
      200,
    );
  } finally {
    await limited.close();
  }
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await buildTestApp({
      env: { RATE_LIMIT_MAX: '3', TRUST_PROXY: '1' },
      seed: false,
    });
  });
  afterAll(async () => proxied?.close());

  /** A request through the proxy: it appends the address it sees to what the client sent. */
  const through = (client: string, sent: string) =>
    proxied.app.inject({
      method: 'GET',
      url: '/api/services',
      headers: { 'x-forwarded-for': `${sent}, ${client}` },
    });

  it('counts a client on the address the proxy saw, whatever X-Forwarded-For it sends', async () => {
    const statuses = [];
    for (let i = 1; i <= 4; i += 1)
      statuses.push((await through('203.0.113.7', `1.2.3.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // another client behind the same proxy, claiming the first one's address, counts on its own
    expect((await through('203.0.113.8', '203.0.113.7')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For when no proxy is configured', async () => {
    const direct = await buildTestApp({ env: { RATE_LIMIT_MAX: '3' }, seed: false });
    try {
      const statuses = [];
      for (let i = 1; i <= 4; i += 1) {
        const response = await direct.app.inject({
          method: 'GET',
          url: '/api/services',
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await direct.close();
    }
  });
});
