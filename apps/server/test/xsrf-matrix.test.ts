import { randomUUID } from 'node:crypto';
import { API_ENDPOINTS, fillPath, type Endpoint } from '@navette/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xsrfBindingOf } from '../src/features/auth/sessions.service';
import { mintXsrfToken } from '../src/plugins/xsrf';
import { buildTestApp, type TestApp } from './build-test-app';
import { signInAsAdmin } from './support/admin';
import { BrowserClient } from '@navette/test-support/browser-client';
import { multipart, tinyPdf } from '@navette/test-support/files';
import { checkoutStarted } from './support/payments';
import { firstServiceId, minimalGuestRequest, signedInCustomer } from './support/reservations';
import { routesOfTree } from './support/route-tree';
import { photo } from './support/services-admin';
import { filesUnder, forgedRequest, senderOf, tableDigests, type Sender } from './support/xsrf';

/*
 * The anti-forgery rule of docs/decisions/0006-sessions-and-xsrf.md, proved on every
 * state-changing endpoint of the API contract (POST, PUT, PATCH, DELETE; JSON and multipart), each
 * sent by the caller its access names: a request without the token, with a wrong one, with the
 * token of another session, or from another site is refused with its 403 — and the database and
 * DATA_DIR are exactly as they were (an upload is refused before its file is written).
 */

/**
 * Routes the server exempts on purpose, with why. Any other route that lets a request without a
 * token through fails this file until it is listed here.
 */
const EXEMPT: Record<string, string> = {
  'POST /api/payment/webhook':
    'Stripe calls it server to server, with no cookie: it is authenticated by the Stripe-Signature ' +
    'over its raw body (docs/decisions/0028-card-payments.md), proved in payments-stripe.test.ts',
};

const MESSAGES = {
  XSRF_MISSING: 'Jeton de sécurité manquant. Rechargez la page et réessayez.',
  XSRF_INVALID: 'Jeton de sécurité invalide. Rechargez la page et réessayez.',
  CROSS_SITE_REQUEST: "Les requêtes provenant d'un autre site sont refusées.",
} as const;

const nameOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
const STATE_CHANGING = API_ENDPOINTS.filter((endpoint) => endpoint.method !== 'GET');

let t: TestApp;
let senders: Record<'anonymous' | 'customer' | 'otherCustomer' | 'admin' | 'otherAdmin', Sender>;
let adminBearer: string;
let ids: Record<'reservation' | 'service' | 'vehicle' | 'application' | 'checkout', string>;
let customer: { email: string; password: string };
let servicePhoto: Buffer;

beforeAll(async () => {
  t = await buildTestApp({
    env: {
      RATE_LIMIT_MAX: '100000',
      RESERVATION_RATE_LIMIT_MAX: '100000',
      RECRUITMENT_RATE_LIMIT_MAX: '100000',
    },
  });
  const payer = await checkoutStarted(t);
  const admin = await signInAsAdmin(t.app, t.database.db);
  const otherAdmin = await signInAsAdmin(t.app, t.database.db);
  adminBearer = admin.token;
  customer = { email: payer.email, password: 'secret-123' };

  const applicant = new BrowserClient(t.app);
  const cv = multipart(
    { nom: 'Dupont', prenom: 'Jean', email: 'jean.dupont@example.fr', telephone: '0612345678' },
    [{ filename: 'cv.pdf', content: tinyPdf() }],
  );
  const applied = await applicant.request({ method: 'POST', url: '/api/recruitment/apply', ...cv });
  expect(applied.statusCode, applied.body).toBe(201);
  const applications = await admin.client.get('/api/recruitment/candidatures');
  const vehicles = await admin.client.get('/api/vehicules');
  ids = {
    reservation: payer.reservationId,
    service: await firstServiceId(t),
    vehicle: vehicles.json<{ _id: string }[]>()[0]?._id ?? randomUUID(),
    application: applications.json<{ _id: string }[]>()[0]?._id ?? randomUUID(),
    checkout: payer.sessionId,
  };
  servicePhoto = await photo('png', { width: 40, height: 20 });
  senders = {
    anonymous: await senderOf(new BrowserClient(t.app)),
    customer: await senderOf(payer.browser),
    otherCustomer: await senderOf((await signedInCustomer(t)).browser),
    admin: await senderOf(admin.client),
    otherAdmin: await senderOf(otherAdmin.client),
  };
});
afterAll(async () => t?.close());

/** The id a path names: a real row wherever the fixture has one, so a forgery would hit it. */
const idFor = (path: string): string => {
  if (path.startsWith('/api/recruitment/')) return ids.application;
  if (path.startsWith('/api/reservations/')) return ids.reservation;
  if (path.startsWith('/api/services/')) return ids.service;
  if (path.startsWith('/api/vehicules/')) return ids.vehicle;
  if (path.startsWith('/api/payment/test-checkout/')) return ids.checkout;
  return randomUUID();
};

/** A body that would do what the route does, where one is cheap to write; `{}` otherwise. */
const payloadFor = (endpoint: Endpoint): { payload?: InjectOptions['payload']; type?: string } => {
  const form = (body: { payload: Buffer; headers: { 'content-type': string } }) => ({
    payload: body.payload,
    type: body.headers['content-type'],
  });
  if (endpoint.path === '/api/recruitment/apply') {
    return form(
      multipart({ nom: 'Faux', prenom: 'Candidat', email: 'faux@example.fr', telephone: '0' }, [
        { filename: 'cv.pdf', content: tinyPdf('forged') },
      ]),
    );
  }
  if (endpoint.path.startsWith('/api/services')) {
    return form(
      multipart({ name: 'Service forgé', description: 'Forgé', image: '' }, [
        { field: 'image', filename: 'photo.png', contentType: 'image/png', content: servicePhoto },
      ]),
    );
  }
  const bodies: Record<string, unknown> = {
    'POST /api/reservations': minimalGuestRequest(ids.service, 'forged@example.fr'),
    'POST /auth/login': customer,
    'POST /auth/register': { name: 'Forgé', email: 'forged@example.fr', password: 'secret-123' },
    'PUT /auth/profile': { name: 'Nom forgé', language: 'en' },
    'DELETE /auth/profile': { password: customer.password },
    'PUT /api/reservations/:id/statut': { statut: 'annulé' },
    'POST /api/payment/create-checkout-session': {
      reservationId: ids.reservation,
      devis: 150,
      description: 'Transfert',
    },
  };
  return { payload: JSON.stringify(bodies[nameOf(endpoint)] ?? {}), type: 'application/json' };
};

/** Who sends a request to the endpoint, and whose token is "another session's" for it. */
const sendersFor = (endpoint: Endpoint): { own: Sender; other: Sender } => {
  if (endpoint.access === 'admin' || endpoint.readsAdminSession) {
    return { own: senders.admin, other: senders.otherAdmin };
  }
  if (endpoint.access === 'customer')
    return { own: senders.customer, other: senders.otherCustomer };
  // the anonymous token is the same for every visitor; a signed-in one is bound to its session
  return { own: senders.anonymous, other: senders.customer };
};

const SIBLING_ORIGIN = 'http://evil.localhost:3000';

/** Each forgery, and the code that refuses it. */
const forgeries = (own: Sender, other: Sender) => {
  const tampered = `${own.token.slice(0, -2)}${own.token.endsWith('AA') ? 'BB' : 'AA'}`;
  const binding = xsrfBindingOf({
    customer: own.sessionCookies.navette_session,
    admin: own.sessionCookies.navette_admin,
  });
  const otherSecret = mintXsrfToken('another-secret-another-secret-0123456789', binding);
  const valid = { header: own.token, cookie: own.token };
  return [
    ['no header', 'XSRF_MISSING', { cookie: own.token }],
    ['a header but no cookie', 'XSRF_MISSING', { header: own.token }],
    [
      'a header that differs from the cookie',
      'XSRF_INVALID',
      { header: tampered, cookie: own.token },
    ],
    [
      'a token signed with another secret',
      'XSRF_INVALID',
      { header: otherSecret, cookie: otherSecret },
    ],
    ["another session's token", 'XSRF_INVALID', { header: other.token, cookie: other.token }],
    [
      'Origin of another site',
      'CROSS_SITE_REQUEST',
      { ...valid, headers: { origin: 'https://evil.example' } },
    ],
    [
      'Sec-Fetch-Site: cross-site',
      'CROSS_SITE_REQUEST',
      { ...valid, headers: { 'sec-fetch-site': 'cross-site' } },
    ],
    ['an opaque Origin (null)', 'CROSS_SITE_REQUEST', { ...valid, headers: { origin: 'null' } }],
    [
      'a sibling subdomain',
      'CROSS_SITE_REQUEST',
      { ...valid, headers: { origin: SIBLING_ORIGIN, 'sec-fetch-site': 'same-site' } },
    ],
  ] as const;
};

const stateOf = async () => ({
  tables: await tableDigests(t),
  files: filesUnder(t.config.dataDir),
});

describe('anti-forgery on every state-changing route', () => {
  it('covers every state-changing route the server serves', async () => {
    await t.app.ready();
    const served = routesOfTree(t.app.printRoutes({ commonPrefix: false })).filter(
      (route) => !route.startsWith('GET '),
    );
    // a path may be listed once per audience; the server serves it once
    const declared = [...new Set(STATE_CHANGING.map(nameOf))];
    expect(served.sort(), 'state-changing routes outside the API contract').toEqual(
      declared.sort(),
    );
    expect(declared.length).toBeGreaterThanOrEqual(40);
    expect(Object.keys(EXEMPT).filter((name) => !declared.includes(name))).toEqual([]);
  });

  for (const endpoint of STATE_CHANGING) {
    const name = `${nameOf(endpoint)} (${endpoint.access})`;
    if (EXEMPT[nameOf(endpoint)]) {
      it(`${name} is exempt: ${EXEMPT[nameOf(endpoint)]}`, async () => {
        const response = await t.app.inject({ method: endpoint.method, url: endpoint.path });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
      });
      continue;
    }
    it(`${name} refuses every forgery and changes nothing`, async () => {
      const { own, other } = sendersFor(endpoint);
      const { payload, type } = payloadFor(endpoint);
      const url = fillPath(endpoint.path, { id: idFor(endpoint.path) });
      const before = await stateOf();
      for (const [forgery, code, token] of forgeries(own, other)) {
        const request = forgedRequest({ method: endpoint.method, url, payload }, own, {
          ...token,
          headers: {
            ...(type ? { 'content-type': type } : {}),
            ...('headers' in token ? token.headers : {}),
          },
        });
        const response = await t.app.inject(request);
        expect(response.statusCode, `${name} with ${forgery}: ${response.body}`).toBe(403);
        expect(response.json(), `${name} with ${forgery}`).toEqual({ error: MESSAGES[code], code });
      }
      expect(await stateOf(), `${name}: what the refused requests left`).toEqual(before);
    });
  }

  it('refuses a forged upload before reading it: too big a file gets the 403, not the 413', async () => {
    const uploads = STATE_CHANGING.filter((endpoint) => 'multipart' in endpoint);
    expect(uploads.map(nameOf)).toEqual([
      'POST /api/recruitment/apply',
      'POST /api/services',
      'PUT /api/services/:id',
    ]);
    const huge = Buffer.alloc(12 * 1024 * 1024, 0x25);
    const before = filesUnder(t.config.dataDir);
    for (const endpoint of uploads) {
      const { own } = sendersFor(endpoint);
      const body = multipart({ nom: 'Trop', prenom: 'Gros' }, [
        {
          field: endpoint.path === '/api/recruitment/apply' ? 'cv' : 'image',
          filename: 'x.pdf',
          content: huge,
        },
      ]);
      const url = fillPath(endpoint.path, { id: idFor(endpoint.path) });
      const response = await t.app.inject(
        forgedRequest({ method: endpoint.method, url, payload: body.payload }, own, {
          cookie: own.token,
          headers: body.headers,
        }),
      );
      expect(response.json(), nameOf(endpoint)).toMatchObject({ code: 'XSRF_MISSING' });
      // with the token, the same body is read, and refused for its size
      const read = await t.app.inject(
        forgedRequest({ method: endpoint.method, url, payload: body.payload }, own, {
          header: own.token,
          cookie: own.token,
          headers: body.headers,
        }),
      );
      expect(read.statusCode, `${nameOf(endpoint)}: ${read.body}`).toBe(413);
    }
    expect(filesUnder(t.config.dataDir)).toEqual(before);
  });

  it("lets each caller's own token through, from the site itself", async () => {
    const cases = [
      [senders.anonymous, 'POST', '/api/contact'],
      [senders.customer, 'PUT', '/auth/profile'],
      [senders.admin, 'POST', '/api/vehicules'],
    ] as const;
    for (const [sender, method, url] of cases) {
      const response = await t.app.inject(
        forgedRequest({ method, url, payload: {} }, sender, {
          header: sender.token,
          cookie: sender.token,
          headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
        }),
      );
      // past the check, the empty body is what the route refuses
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});

/*
 * A bearer token carries no ambient credential, but the server does not tell such clients apart:
 * the check runs before any session is read, so an API client sends the token too (the one a
 * cookie-less client is handed, bound to no session), like the back-office does.
 */
describe('an API client with a bearer token', () => {
  const adminEndpoints = STATE_CHANGING.filter((endpoint) => endpoint.access === 'admin');
  const bearerRequest = (endpoint: Endpoint, extra: Record<string, string>, cookie?: string) => ({
    method: endpoint.method,
    url: fillPath(endpoint.path, { id: idFor(endpoint.path) }),
    payload: {},
    headers: { authorization: `Bearer ${adminBearer}`, ...extra },
    ...(cookie ? { cookies: { 'XSRF-TOKEN': cookie } } : {}),
  });

  it('is refused on every admin route without the token, or from another site', async () => {
    expect(adminEndpoints.length).toBeGreaterThanOrEqual(14);
    const before = await stateOf();
    for (const endpoint of adminEndpoints) {
      const missing = await t.app.inject(bearerRequest(endpoint, {}));
      expect(missing.json(), nameOf(endpoint)).toMatchObject({ code: 'XSRF_MISSING' });
      const { token } = senders.anonymous;
      const crossSite = await t.app.inject(
        bearerRequest(endpoint, { 'x-xsrf-token': token, origin: 'https://evil.example' }, token),
      );
      expect(crossSite.json(), nameOf(endpoint)).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    }
    expect(await stateOf()).toEqual(before);
  });

  it('is let through with the token handed to a client without cookies', async () => {
    const { token } = senders.anonymous;
    const endpoint = adminEndpoints.find((e) => nameOf(e) === 'POST /api/vehicules');
    if (!endpoint) throw new Error('no POST /api/vehicules in the contract');
    const response = await t.app.inject(bearerRequest(endpoint, { 'x-xsrf-token': token }, token));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
