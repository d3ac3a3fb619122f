import { randomInt } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, getXsrf, type TestApp } from './build-test-app';
import { isListening, skipWithout } from '@navette/test-support/outside-services';
import { rawRequest } from '@navette/test-support/raw-http';

/**
 * Every limited route, in every spelling the router accepts, is limited: the router decodes
 * `/%61uth/login` and reads an absolute request target `http://host/auth/login` as
 * `/auth/login`. The routes come from the app's own list, so a new limited route is tried too.
 */

const MAX = 2;
/** every route limit of the configuration, at MAX, under a global limit far above */
const ROUTE_LIMITS_ENV = {
  RATE_LIMIT_MAX: '100000',
  AUTH_RATE_LIMIT_IP_MAX: String(MAX),
  AUTH_RATE_LIMIT_EMAIL_MAX: String(MAX),
  RESERVATION_RATE_LIMIT_MAX: String(MAX),
  GEOCODE_RATE_LIMIT_MAX: String(MAX),
  PRICE_RATE_LIMIT_MAX: String(MAX),
  RECRUITMENT_RATE_LIMIT_MAX: String(MAX),
  CONTACT_RATE_LIMIT_MAX: String(MAX),
  PAYMENT_RATE_LIMIT_MAX: String(MAX),
  DISPATCH_RATE_LIMIT_MAX: String(MAX),
  PAGE_RATE_LIMIT_MAX: String(MAX),
  STATIC_RATE_LIMIT_MAX: String(MAX),
};

/** A concrete path for a route pattern: parameters and wildcards filled in. */
const pathOf = (pattern: string) => pattern.replace(/:\w+/g, 'x').replace(/\*/g, 'x');
/** The path with its first letter percent-encoded: `/auth/login` → `/%61uth/login`. */
const encoded = (path: string) => `/%${path.charCodeAt(1).toString(16)}${path.slice(2)}`;

const disguises = {
  'percent-encoded path': (path: string) => encoded(path),
  'absolute request target': (path: string, port: number) => `http://127.0.0.1:${port}${path}`,
};

/** Sends one more request than the limit in the disguised form, each from `client`. */
const tryPastLimit = async (
  t: TestApp,
  route: { method: string; url: string },
  target: (path: string, port: number) => string,
  client: string,
) => {
  const { port } = t.app.server.address() as AddressInfo;
  const xsrf = await getXsrf(t.app);
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  const statuses: number[] = [];
  let last = '';
  for (let i = 0; i <= MAX; i += 1) {
    const response = await rawRequest(port, {
      method: route.method,
      target: target(pathOf(route.url), port),
      headers: {
        'x-forwarded-for': client,
        cookie: `XSRF-TOKEN=${xsrf.cookies['XSRF-TOKEN']}`,
        'x-xsrf-token': xsrf.headers['x-xsrf-token'],
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
      },
      body: hasBody ? JSON.stringify({ email: `${client}@example.test` }) : undefined,
    });
    statuses.push(response.status);
    last = response.body;
  }
  return { statuses, last };
};

const startApp = async (env: Record<string, string>) => {
  // behind a proxy on this machine: each case names its client in X-Forwarded-For
  const t = await buildTestApp({ env: { TRUST_PROXY: 'loopback', ...env }, seed: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return t;
};

/** A run of its own (the Redis counters outlive a run), and a client of its own for each case. */
const run = randomInt(0xffff).toString(16);
let clients = 0;
const freshClient = () => `2001:db8:${run}:${(clients += 1).toString(16)}::1`;

const REDIS_URL = 'redis://127.0.0.1:6379';
const isRedisUp = await isListening(6379);

describe('the API limit, on every spelling of every API route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_MAX: String(MAX) });
  });
  afterAll(async () => t?.close());

  it('lists the API routes under the API limit, and the pages and files under their own', () => {
    const urls = t.app.limitedRoutes
      .filter((route) => route.limits.includes('global'))
      .map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(expect.arrayContaining(['GET /api/services', 'POST /auth/login']));
    expect(urls.filter((url) => !/ \/(api|auth|admin)\//.test(url))).toEqual([]);
    const site = t.app.limitedRoutes
      .filter((route) => !route.limits.includes('global'))
      .map((route) => `${route.method} ${route.url} ${route.limits.join(',')}`);
    expect(site).toEqual(
      expect.arrayContaining([
        'GET /robots.txt files',
        'GET /sitemap.xml files',
        'GET /locales/:lng/:file files',
        'GET /uploads/services/:file files',
      ]),
    );
  });

  for (const [form, target] of Object.entries(disguises)) {
    it(`refuses the request past the limit, ${form}`, async () => {
      const routes = t.app.limitedRoutes.filter((route) => route.limits.includes('global'));
      expect(routes.length).toBeGreaterThan(10);
      for (const route of routes) {
        const { statuses, last } = await tryPastLimit(t, route, target, freshClient());
        expect({ route, statuses }).toEqual({
          route,
          statuses: [
            ...statuses.slice(0, MAX).map(() => expect.not.toSatisfy((s) => s === 429)),
            429,
          ],
        });
        if (route.method !== 'HEAD') expect(last).toContain('"code":"RATE_LIMITED"');
      }
    });
  }
});

describe('the limits of each route, on every spelling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(ROUTE_LIMITS_ENV);
  });
  afterAll(async () => t?.close());

  it('lists every route that has limits of its own', () => {
    const limited = t.app.limitedRoutes
      .filter((route) => route.limits.some((name) => name !== 'global'))
      .map((route) => `${route.method} ${route.url}`);
    expect(limited).toEqual(
      expect.arrayContaining([
        'POST /auth/register',
        'POST /auth/verify',
        'POST /auth/verify/resend',
        'POST /auth/login',
        'GET /auth/google',
        'GET /auth/google/callback',
        'POST /admin/login',
        'POST /admin/login/password',
        'POST /admin/login/enrolment',
        'POST /admin/login/enrolment/confirm',
        'POST /admin/login/code',
        'POST /api/reservations',
        'POST /api/mail/confirmationDemandeDevis',
        'POST /api/mail/confirmationReservation',
        'GET /api/geocode',
        'POST /api/contact',
        'POST /api/recruitment/apply',
        'POST /api/avis',
        'PUT /auth/password',
        'DELETE /auth/profile',
        'POST /auth/password/forgot',
        'POST /auth/password/reset',
        'POST /api/payment/create-checkout-session',
        'PUT /api/reservations/:id/pay',
        'POST /api/mail/confirmationPaiement',
        'GET /robots.txt',
        'GET /locales/:lng/:file',
      ]),
    );
  });

  for (const [form, target] of Object.entries(disguises)) {
    it(`refuses the request past the route's limit, ${form}`, async () => {
      const routes = t.app.limitedRoutes.filter((route) =>
        route.limits.some((name) => name !== 'global'),
      );
      for (const route of routes) {
        const { statuses } = await tryPastLimit(t, route, target, freshClient());
        expect({
          route,
          last: statuses.at(-1),
          before: statuses.slice(0, MAX).includes(429),
        }).toEqual({ route, last: 429, before: false });
      }
    });
  }
});

describe.skipIf(
  skipWithout(isRedisUp ? undefined : 'needs Redis on 127.0.0.1:6379 for the shared counters'),
)('with the counters in Redis (several instances)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ ...ROUTE_LIMITS_ENV, RATE_LIMIT_MAX: String(MAX), REDIS_URL });
  });
  afterAll(async () => t?.close());

  it('refuses the request past the limit on a percent-encoded path', async () => {
    const [api, signIn] = [
      { method: 'GET', url: '/api/services' },
      { method: 'POST', url: '/auth/login' },
    ];
    for (const route of [api, signIn]) {
      const { statuses } = await tryPastLimit(
        t,
        route,
        disguises['percent-encoded path'],
        freshClient(),
      );
      expect({ route, statuses }).toEqual({
        route,
        statuses: [expect.any(Number), expect.any(Number), 429],
      });
      expect(statuses.slice(0, MAX)).not.toContain(429);
    }
  });
});
