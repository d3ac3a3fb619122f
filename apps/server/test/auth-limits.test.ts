import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { signInAsAdmin } from './support/admin';
import { BrowserClient } from './support/browser-client';

describe('sign-in limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { AUTH_RATE_LIMIT_EMAIL_MAX: '3', AUTH_RATE_LIMIT_IP_MAX: '8' },
    });
  });
  afterAll(async () => t?.close());

  it('limits attempts per e-mail address, then per client address, with a clear message', async () => {
    const client = new BrowserClient(t.app);
    const attempt = (email: string) =>
      client.post('/auth/login', { email, password: 'wrong-password' });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt('target@example.test')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await attempt('target@example.test');
    expect(limited.json()).toEqual({
      error: 'Trop de requêtes. Veuillez réessayer dans quelques instants.',
      code: 'RATE_LIMITED',
    });
    // another address from the same client still gets answers, until the client's own limit
    // (8 attempts: the 5 above, then 3 more)
    const others = [];
    for (let i = 0; i < 4; i += 1)
      others.push((await attempt(`other${i}@example.test`)).statusCode);
    expect(others).toEqual([401, 401, 401, 429]);
  });

  it('lets the owner in again once the window is over', async () => {
    const limited = await buildTestApp({
      env: {
        AUTH_RATE_LIMIT_EMAIL_MAX: '1',
        AUTH_RATE_LIMIT_WINDOW_MS: '300',
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
          interval: 100,
          timeout: 5000,
        })
        .toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('cookies behind https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: 'https://navette.example' } });
  });
  afterAll(async () => t?.close());

  it('marks the session, admin and XSRF cookies Secure and sends HSTS', async () => {
    const client = new BrowserClient(t.app, { headers: { origin: 'https://navette.example' } });
    const pending = await client.post('/admin/login', {
      email: 'admin@navette.test',
      password: 'admin-password-for-tests',
    });
    expect(pending.cookies.find((c) => c.name === 'navette_admin_sign_in')).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Strict',
    });
    const { response } = await signInAsAdmin(t.app, t.database.db, { client });
    expect(response.statusCode).toBe(200);
    const admin = response.cookies.find((c) => c.name === 'navette_admin');
    expect(admin).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    const xsrf = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(xsrf).toMatchObject({ secure: true, sameSite: 'Lax' });
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });
});
