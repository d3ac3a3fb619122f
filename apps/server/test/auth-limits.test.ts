import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, getXsrf, type TestApp } from './build-test-app';
import { signInAsAdmin } from './support/admin';
import { BrowserClient } from '@navette/test-support/browser-client';
import { rawRequest } from '@navette/test-support/raw-http';

describe('sign-in limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { AUTH_RATE_LIMIT_EMAIL_MAX: '3', AUTH_RATE_LIMIT_IP_MAX: '8' },
    });
  });
  afterAll(async () => t?.close());

  it('limits sign-in attempts per client address, not per e-mail address, with a clear message', async () => {
    const client = new BrowserClient(t.app);
    const attempt = (email: string) =>
      client.post('/auth/login', { email, password: 'wrong-password' });
    // one address 4 times: more than its e-mail limit (3), which no longer applies to sign-in
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt('target@example.test')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401]);
    // the client's own limit: 8 attempts, whatever the address
    const others = [];
    for (let i = 0; i < 5; i += 1)
      others.push((await attempt(`other${i}@example.test`)).statusCode);
    expect(others).toEqual([401, 401, 401, 401, 429]);
    const limited = await attempt('target@example.test');
    expect(limited.json()).toEqual({
      error: 'Trop de requêtes. Veuillez réessayer dans quelques instants.',
      code: 'RATE_LIMITED',
    });
  });

  // bounds for a busy machine: the window is long enough for the first two attempts (each checks
  // a password hash, which takes seconds when the CPU is loaded) to fall in it, and the wait for
  // its end is generous; the test still ends as soon as the window has passed
  it('lets the owner in again once the window is over', { timeout: 120_000 }, async () => {
    const limited = await buildTestApp({
      env: {
        AUTH_RATE_LIMIT_IP_MAX: '1',
        AUTH_RATE_LIMIT_WINDOW_MS: '3000',
      },
      seed: true,
    });
    try {
      const client = new BrowserClient(limited.app);
      const admin = { email: 'admin@navette.test', password: 'admin-password-for-tests' };
      expect((await client.post('/admin/login', { ...admin, password: 'wrong' })).statusCode).toBe(
        401,
      );
      expect((await client.post('/admin/login', admin)).statusCode).toBe(429);
      await expect
        .poll(async () => (await client.post('/admin/login', admin)).statusCode, {
          interval: 200,
          timeout: 60_000,
        })
        .toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('sign-in limits that cannot be sidestepped', () => {
  const wrong = (email: string) => ({ email, password: 'wrong-password' });

  it('counts attempts however the path is spelled', async () => {
    const t = await buildTestApp({ env: { AUTH_RATE_LIMIT_IP_MAX: '3' } });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const xsrf = await getXsrf(t.app);
      const targets = ['/%61uth/login', `http://127.0.0.1:${port}/auth/login`, '/auth/%6cogin'];
      const statuses = [];
      for (const target of [...targets, ...targets]) {
        const response = await rawRequest(port, {
          method: 'POST',
          target,
          headers: {
            'content-type': 'application/json',
            cookie: `XSRF-TOKEN=${xsrf.cookies['XSRF-TOKEN']}`,
            'x-xsrf-token': xsrf.headers['x-xsrf-token'],
          },
          body: JSON.stringify(wrong('target@example.test')),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    } finally {
      await t.close();
    }
  });

  it('counts the addresses of one IPv6 network (/64) as one client, and mapped IPv4 as IPv4', async () => {
    const t = await buildTestApp({ env: { AUTH_RATE_LIMIT_IP_MAX: '1' } });
    try {
      const client = new BrowserClient(t.app);
      const attempt = async (remoteAddress: string, email: string) =>
        (
          await client.request({
            method: 'POST',
            url: '/auth/login',
            payload: wrong(email),
            remoteAddress,
          })
        ).statusCode;
      expect(await attempt('2001:db8:0:1::1', 'a@example.test')).toBe(401);
      expect(await attempt('2001:db8:0:1:ffff::2', 'b@example.test')).toBe(429);
      // another network is another client
      expect(await attempt('2001:db8:0:2::1', 'c@example.test')).toBe(401);
      expect(await attempt('::ffff:192.0.2.1', 'd@example.test')).toBe(401);
      expect(await attempt('192.0.2.1', 'e@example.test')).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('keeps counting for an attacked address through a flood of fresh e-mail addresses', async () => {
    // a flood larger than the library's LRU (5,000 keys), which forgot the oldest counters
    const flood = 6000;
    const t = await buildTestApp({
      env: {
        AUTH_RATE_LIMIT_EMAIL_MAX: '3',
        RATE_LIMIT_MAX: '100000',
        RATE_LIMIT_STORE_KEYS: '1000',
      },
    });
    try {
      const client = new BrowserClient(t.app);
      // registration and verification are limited per client and e-mail address (sign-in is
      // not: decision 0019); the cheapest of them is asking for a new code
      const resend = (email: string) => client.post('/auth/verify/resend', { email });
      const statuses = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await resend('victim@example.test')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      // a flood under the same per-e-mail limit, each with a fresh address
      const answers = new Map<number, number>();
      for (let i = 0; i < flood; i += 1) {
        const { statusCode } = await resend(`fresh-${i}@example.test`);
        answers.set(statusCode, (answers.get(statusCode) ?? 0) + 1);
      }
      expect((await resend('victim@example.test')).statusCode).toBe(429);
      // past the store's room (1,000 counters, the victim's among them), new addresses share one
      // counter, which allows 3 tries: the rest of the flood is refused
      expect(answers.get(429)).toBe(flood - 999 - 3);
      expect((await resend('new@example.test')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  }, 300_000); // 6,000 requests: seconds on an idle machine, minutes on a busy one
});

describe('cookies behind https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: 'https://navette.example' } });
  });
  afterAll(async () => t?.close());

  it('marks the session, admin and XSRF cookies Secure and sends HSTS', async () => {
    const client = new BrowserClient(t.app, {
      headers: { origin: 'https://navette.example' },
      xsrfCookie: '__Host-XSRF-TOKEN',
    });
    const pending = await client.post('/admin/login', {
      email: 'admin@navette.test',
      password: 'admin-password-for-tests',
    });
    expect(pending.cookies.find((c) => c.name === '__Host-navette_admin_sign_in')).toMatchObject({
      secure: true,
      httpOnly: true,
      path: '/',
    });
    const { response } = await signInAsAdmin(t.app, t.database.db, { client });
    expect(response.statusCode).toBe(200);
    const admin = response.cookies.find((c) => c.name === '__Host-navette_admin');
    expect(admin).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    const xsrf = response.cookies.find((c) => c.name === '__Host-XSRF-TOKEN');
    expect(xsrf).toMatchObject({ secure: true, sameSite: 'Lax' });
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });
});
