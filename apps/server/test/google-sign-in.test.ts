import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { buildTestApp, type TestApp } from './build-test-app';
import { BrowserClient } from '@navette/test-support/browser-client';
import {
  startGoogleProvider,
  type GoogleProvider,
  type GoogleTestIdentity,
} from '@navette/test-support/google-provider';
import { latestCodeFor } from './support/outbox';

/** A real OpenID provider on loopback stands in for Google (support/google-provider.ts). */
let provider: GoogleProvider;
let t: TestApp;
let identity: GoogleTestIdentity;

beforeAll(async () => {
  provider = await startGoogleProvider();
  t = await buildTestApp({ env: provider.env });
});
afterAll(async () => {
  await t?.close();
  await provider?.stop();
});

let counter = 0;
beforeEach(() => {
  counter += 1;
  identity = {
    sub: `google-${Date.now()}-${counter}`,
    email: `google-${Date.now()}-${counter}@example.test`,
    email_verified: true,
    name: 'Camille Google',
  };
  provider.state.identity = identity;
});

const signInAtProvider = (client: BrowserClient) => provider.signInAtProvider(client);

const countUsers = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;

describe('Google sign-in', () => {
  it('creates a verified account on the first sign-in and lands on Mon espace (/profile)', async () => {
    const client = new BrowserClient(t.app);
    const callback = await signInAtProvider(client);
    const response = await client.get(callback);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/profile');
    expect((await client.get('/auth/check')).json()).toEqual({
      user: { _id: expect.any(String), name: 'Camille Google', email: identity.email },
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, identity.email));
    expect(user).toMatchObject({ googleSub: identity.sub, passwordHash: null });
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('links an existing password account with the same e-mail, which keeps its password', async () => {
    const owner = new BrowserClient(t.app);
    await owner.post('/auth/register', {
      name: 'Camille',
      email: identity.email,
      password: 'secret-123',
    });
    await owner.post('/auth/verify', {
      email: identity.email,
      code: await latestCodeFor(t.database.db, identity.email),
    });
    const before = await countUsers();

    const client = new BrowserClient(t.app);
    await client.get(await signInAtProvider(client));
    expect(await countUsers()).toBe(before);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, identity.email));
    expect(user?.googleSub).toBe(identity.sub);
    expect((await client.get('/auth/check')).json().user.name).toBe('Camille');
    expect(
      (
        await new BrowserClient(t.app).post('/auth/login', {
          email: identity.email,
          password: 'secret-123',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('takes an unverified address back from whoever registered it, dropping their password', async () => {
    const squatter = new BrowserClient(t.app);
    await squatter.post('/auth/register', {
      name: 'Squatter',
      email: identity.email,
      password: 'squatter-pass',
    });
    const client = new BrowserClient(t.app);
    await client.get(await signInAtProvider(client));
    const login = await squatter.post('/auth/login', {
      email: identity.email,
      password: 'squatter-pass',
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses a callback whose state does not match, and creates nothing', async () => {
    const before = await countUsers();
    const client = new BrowserClient(t.app);
    const callback = new URL(await signInAtProvider(client), 'http://localhost');
    callback.searchParams.set('state', 'forged-state');
    const response = await client.get(`${callback.pathname}${callback.search}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/erreur?raison=google_failed');
    expect(client.cookies.has('navette_session')).toBe(false);
    expect(await countUsers()).toBe(before);
  });

  it('returns to the path of this site the sign-in started from (?next=)', async () => {
    const client = new BrowserClient(t.app);
    const callback = await provider.signInAtProvider(
      client,
      `/auth/google?next=${encodeURIComponent('/profile?onglet=reservations#r-1')}`,
    );
    const response = await client.get(callback);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/profile?onglet=reservations#r-1');
  });

  it.each([
    '//evil.example',
    'https://evil.example/profile',
    '/\\evil.example',
    '/admin/dashboard',
  ])('never follows %j out of the site: lands on Mon espace instead', async (next) => {
    const client = new BrowserClient(t.app);
    const callback = await provider.signInAtProvider(
      client,
      `/auth/google?next=${encodeURIComponent(next)}`,
    );
    const response = await client.get(callback);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/profile');
  });

  it('refuses a replayed callback', async () => {
    const client = new BrowserClient(t.app);
    const callback = await signInAtProvider(client);
    const cookies = new Map(client.cookies);
    expect((await client.get(callback)).headers.location).toBe('/profile');
    // the same callback again, even with the cookies the browser had before the first use
    const replayer = new BrowserClient(t.app);
    for (const [name, value] of cookies) replayer.cookies.set(name, value);
    const replay = await replayer.get(callback);
    expect(replay.headers.location).toBe('/erreur?raison=google_failed');
    expect(replayer.cookies.has('navette_session')).toBe(false);
  });

  it('never replaces the Google identity an account is already linked to', async () => {
    const first = new BrowserClient(t.app);
    await first.get(await signInAtProvider(first));
    const linkedSub = identity.sub;
    const before = await countUsers();

    // another Google identity that claims the same (verified) address
    identity.sub = `${identity.sub}-other`;
    const intruder = new BrowserClient(t.app);
    const response = await intruder.get(await signInAtProvider(intruder));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/erreur?raison=google_account_conflict');
    expect(intruder.cookies.has('navette_session')).toBe(false);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, identity.email));
    expect(user?.googleSub).toBe(linkedSub);
    expect(await countUsers()).toBe(before);
  });

  it("never opens a customer session for an administrator's account, by its address or by a link", async () => {
    identity.email = 'admin@navette.test';
    const byAddress = new BrowserClient(t.app);
    const response = await byAddress.get(await signInAtProvider(byAddress));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/erreur?raison=google_failed');
    expect(byAddress.cookies.has('navette_session')).toBe(false);
    const [admin] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'admin@navette.test'));
    expect(admin?.googleSub).toBeNull();

    // an administrator's account linked to a Google identity before it became one
    await t.database.db
      .update(users)
      .set({ googleSub: identity.sub })
      .where(eq(users.email, 'admin@navette.test'));
    identity.email = `other-${identity.email}`;
    const byLink = new BrowserClient(t.app);
    const linked = await byLink.get(await signInAtProvider(byLink));
    expect(linked.headers.location).toBe('/erreur?raison=google_failed');
    expect(byLink.cookies.has('navette_session')).toBe(false);
    await t.database.db
      .update(users)
      .set({ googleSub: null })
      .where(eq(users.email, 'admin@navette.test'));
  });

  it('a second Google sign-in in the same browser ends the session it replaces', async () => {
    const client = new BrowserClient(t.app);
    await client.get(await signInAtProvider(client));
    const first = client.cookies.get('navette_session');
    expect((await client.get(await signInAtProvider(client))).headers.location).toBe('/profile');
    expect(client.cookies.get('navette_session')).not.toBe(first);
    const replay = await t.app.inject({
      method: 'GET',
      url: '/auth/profile',
      cookies: { navette_session: first ?? '' },
    });
    expect(replay.statusCode).toBe(401);
    expect((await client.get('/auth/profile')).statusCode).toBe(200);
  });

  it('refuses a Google address that Google has not verified', async () => {
    identity.email_verified = false;
    const before = await countUsers();
    const client = new BrowserClient(t.app);
    const response = await client.get(await signInAtProvider(client));
    expect(response.headers.location).toBe('/erreur?raison=google_email_unverified');
    expect(await countUsers()).toBe(before);
  });
});

describe('Google sign-in over https', () => {
  let https: TestApp;
  beforeAll(async () => {
    https = await buildTestApp({
      seed: false,
      env: {
        PUBLIC_URL: 'https://navette.example',
        ...provider.env,
      },
    });
  });
  afterAll(async () => https?.close());

  it('keeps the pending sign-in in a __Host- cookie, Secure on path /, and reads it back', async () => {
    const client = new BrowserClient(https.app, { xsrfCookie: '__Host-XSRF-TOKEN' });
    const start = await client.get('/auth/google');
    expect(start.cookies.find((c) => c.name === '__Host-navette_oidc')).toMatchObject({
      secure: true,
      path: '/',
      httpOnly: true,
    });
    const back = await fetch(String(start.headers.location), { redirect: 'manual' });
    const callback = new URL(String(back.headers.get('location')));
    const response = await client.get(`${callback.pathname}${callback.search}`);
    expect(response.headers.location).toBe('/profile');
    expect(client.cookies.has('__Host-navette_session')).toBe(true);
    expect(client.cookies.has('__Host-navette_oidc')).toBe(false);
  });
});

describe('without Google configured', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await buildTestApp({ seed: false });
  });
  afterAll(async () => plain?.close());

  it('sends the visitor to a page that explains it, not to an error', async () => {
    const response = await plain.app.inject({ method: 'GET', url: '/auth/google' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/erreur?raison=google_unavailable');
  });
});
