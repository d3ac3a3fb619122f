import { API_ENDPOINTS, fillPath, type Endpoint } from '@navette/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema';
import { buildTestApp, type TestApp } from './build-test-app';
import { hashToken, newToken } from '../src/features/auth/sessions.service';
import { insertSession } from '../src/features/auth/sessions.repository';
import { signInAsAdmin, TEST_ADMIN } from './support/admin';
import { BrowserClient } from '@navette/test-support/browser-client';
import { latestCodeFor } from './support/outbox';
import {
  firstServiceId,
  fullGuestRequest,
  signedInCustomer,
  uniqueEmail,
} from './support/reservations';

let t: TestApp;
beforeAll(async () => {
  // one customer signs up per contract entry below: more requests a minute than a person makes
  t = await buildTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
});
afterAll(async () => t?.close());

const sessionsOf = async (email: string) =>
  t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.email, email))
    .then(([row]) => row?.n);

const profileWith = (token: string | undefined) =>
  t.app.inject({ method: 'GET', url: '/auth/profile', cookies: { navette_session: token ?? '' } });

describe('one session per browser', () => {
  it('a second sign-in in the same browser ends the session it replaces', async () => {
    const { browser, email } = await signedInCustomer(t);
    const first = browser.cookies.get('navette_session');
    const again = await browser.post('/auth/login', { email, password: 'secret-123' });
    expect(again.statusCode).toBe(200);
    const second = browser.cookies.get('navette_session');
    expect(second).not.toBe(first);

    expect((await profileWith(first)).statusCode).toBe(401);
    expect((await browser.get('/auth/profile')).statusCode).toBe(200);
    expect(await sessionsOf(email)).toBe(1);
  });

  it("a second admin sign-in in the same browser ends the first admin session's token", async () => {
    const { client, token: first } = await signInAsAdmin(t.app, t.database.db);
    const { token: second } = await signInAsAdmin(t.app, t.database.db, { client });
    const check = (token: string) =>
      t.app
        .inject({
          method: 'GET',
          url: '/admin/check',
          headers: { authorization: `Bearer ${token}` },
        })
        .then((response) => response.json());
    expect(await check(first)).toEqual({ isAdmin: false });
    expect(await check(second)).toEqual({ isAdmin: true });
  });
});

describe('sign out everywhere', () => {
  it('ends the sessions of every browser of the account and signs this one out', async () => {
    const { browser: laptop, email } = await signedInCustomer(t);
    const phone = new BrowserClient(t.app);
    expect((await phone.post('/auth/login', { email, password: 'secret-123' })).statusCode).toBe(
      200,
    );
    const other = await signedInCustomer(t);
    expect(await sessionsOf(email)).toBe(2);

    const response = await laptop.post('/auth/logout/all');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Vous êtes déconnecté de tous vos appareils.' });
    expect(laptop.cookies.has('navette_session')).toBe(false);

    expect((await laptop.get('/auth/profile')).statusCode).toBe(401);
    expect((await phone.get('/auth/profile')).statusCode).toBe(401);
    expect(await sessionsOf(email)).toBe(0);
    // another account's session is untouched
    expect((await other.browser.get('/auth/profile')).statusCode).toBe(200);
  });

  it('answers in English to an English browser', async () => {
    const { browser } = await signedInCustomer(t);
    const response = await browser.post('/auth/logout/all', undefined, {
      'accept-language': 'en',
    });
    expect(response.json()).toEqual({ message: 'You are signed out on all your devices.' });
  });

  it('needs a customer session and the XSRF token', async () => {
    const anonymous = await new BrowserClient(t.app).post('/auth/logout/all');
    expect(anonymous.statusCode).toBe(401);
    const { browser, email } = await signedInCustomer(t);
    const forged = await browser.request(
      { method: 'POST', url: '/auth/logout/all' },
      { xsrf: false },
    );
    expect(forged.statusCode).toBe(403);
    expect(await sessionsOf(email)).toBe(1);
  });
});

describe("an administrator's credentials never open a customer session", () => {
  const adminIsSignedIn = async (client: BrowserClient) =>
    (await client.get('/admin/check')).json<{ isAdmin: boolean }>().isAdmin;

  it('the customer sign-in refuses them exactly as a wrong password, and the back-office stays signed in', async () => {
    const { client: backOffice } = await signInAsAdmin(t.app, t.database.db);
    const browser = new BrowserClient(t.app);
    const refused = await browser.post('/auth/login', TEST_ADMIN);
    const wrong = await new BrowserClient(t.app).post('/auth/login', {
      email: TEST_ADMIN.email,
      password: 'not-the-admin-password',
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      error: 'Identifiants invalides',
      code: 'INVALID_CREDENTIALS',
    });
    expect(wrong.json()).toEqual(refused.json());
    expect(browser.cookies.has('navette_session')).toBe(false);
    // so nothing signed in as a customer can end the administrator's sessions
    expect((await browser.post('/auth/logout/all')).statusCode).toBe(401);
    expect(await adminIsSignedIn(backOffice)).toBe(true);
  });

  it("a customer session of an administrator's account, left from before, opens nothing and ends no admin session", async () => {
    const { client: backOffice } = await signInAsAdmin(t.app, t.database.db);
    const [admin] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, TEST_ADMIN.email));
    const token = newToken();
    await insertSession(t.database.db, {
      tokenHash: hashToken(token),
      userId: admin?.id ?? '',
      kind: 'customer',
      expiresAt: new Date(Date.now() + 3600_000),
    });
    const browser = new BrowserClient(t.app);
    browser.cookies.set('navette_session', token);
    expect((await browser.get('/auth/profile')).statusCode).toBe(401);
    expect((await browser.post('/auth/logout/all')).statusCode).toBe(401);
    expect(await adminIsSignedIn(backOffice)).toBe(true);
  });
});

describe('cookies over https', () => {
  let https: TestApp;
  beforeAll(async () => {
    https = await buildTestApp({ env: { PUBLIC_URL: 'https://navette.example' }, seed: true });
  });
  afterAll(async () => https?.close());

  it('are __Host- prefixed, Secure, on path / and read back by the server', async () => {
    const client = new BrowserClient(https.app, { xsrfCookie: '__Host-XSRF-TOKEN' });
    const email = uniqueEmail('https');
    const password = 'secret-123';
    const register = await client.post('/auth/register', { name: 'Léa', email, password });
    expect(register.statusCode).toBe(201);
    const code = await latestCodeFor(https.database.db, email);
    // the registration cookie is read back: the code verifies in this browser
    expect((await client.post('/auth/verify', { email, code })).statusCode).toBe(200);
    const login = await client.post('/auth/login', { email, password });
    expect(login.statusCode).toBe(200);

    const names = [...client.cookies.keys()].sort();
    expect(names).toEqual([
      '__Host-XSRF-TOKEN',
      '__Host-navette_registration',
      '__Host-navette_session',
    ]);
    const session = login.cookies.find((c) => c.name === '__Host-navette_session');
    expect(session).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(session?.domain).toBeUndefined();
    const xsrf = login.cookies.find((c) => c.name === '__Host-XSRF-TOKEN');
    expect(xsrf).toMatchObject({ secure: true, path: '/' });
    expect(xsrf?.httpOnly).toBeFalsy();

    expect((await client.get('/auth/profile')).statusCode).toBe(200);
    // a cookie without the prefix is not the session
    const unprefixed = await https.app.inject({
      method: 'GET',
      url: '/auth/profile',
      cookies: { navette_session: client.cookies.get('__Host-navette_session') ?? '' },
    });
    expect(unprefixed.statusCode).toBe(401);

    const logout = await client.get('/auth/logout');
    expect(logout.cookies.find((c) => c.name === '__Host-navette_session')).toMatchObject({
      value: '',
      secure: true,
      path: '/',
    });
  });

  it("the quote request's cookie too: the confirmation call that follows reads it back", async () => {
    const client = new BrowserClient(https.app, { xsrfCookie: '__Host-XSRF-TOKEN' });
    const request = fullGuestRequest(await firstServiceId(https), uniqueEmail('quote-https'));
    const created = await client.post('/api/reservations', request);
    expect(created.statusCode).toBe(201);
    expect(created.cookies.find((c) => c.name === '__Host-navette_quote_request')).toMatchObject({
      secure: true,
      path: '/',
      httpOnly: true,
      sameSite: 'Strict',
    });
    const confirmation = await client.post('/api/mail/confirmationDemandeDevis', {
      name: 'Léa Martin',
      email: request.email,
      date: request.date,
      isGuest: true,
    });
    expect(confirmation.statusCode).toBe(200);
  });

  it('keep their plain names over http, on path /', async () => {
    const client = new BrowserClient(t.app);
    const register = await client.post('/auth/register', {
      name: 'Léa',
      email: uniqueEmail('http'),
      password: 'secret-123',
    });
    expect(register.cookies.find((c) => c.name === 'navette_registration')).toMatchObject({
      path: '/',
      httpOnly: true,
    });
    expect(client.cookies.has('XSRF-TOKEN')).toBe(true);
  });
});

describe('answers that depend on the session are never stored', () => {
  const dependsOnSession = (endpoint: Endpoint) =>
    endpoint.access !== 'public' ||
    endpoint.readsAdminSession === true ||
    /^\/(auth|admin)\//.test(endpoint.path);
  const sessionEndpoints = API_ENDPOINTS.filter(dependsOnSession);

  it('covers the customer, admin and session entries of the contract', () => {
    const names = sessionEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /auth/check',
        'GET /auth/profile',
        'POST /auth/login',
        'GET /admin/check',
        'GET /api/recruitment/candidatures',
      ]),
    );
  });

  it.each(sessionEndpoints.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s answers with Cache-Control: no-store, signed in or not',
    async (_name, endpoint) => {
      const url = fillPath(endpoint.path, {
        id: '00000000-0000-4000-8000-000000000000',
        version: '1',
      });
      const signedIn = await signedInCustomer(t);
      for (const client of [new BrowserClient(t.app), signedIn.browser]) {
        const response = await client.request({
          method: endpoint.method,
          url,
          ...(endpoint.method === 'GET' ? {} : { payload: {} }),
        });
        expect(response.headers['cache-control'], `${response.statusCode}`).toMatch(/no-store/);
      }
    },
  );

  it('leaves the public catalogue cacheable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/services' });
    expect(response.headers['cache-control'] ?? '').not.toMatch(/no-store/);
  });
});
