import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFailures } from '../src/db/schema';
import { buildTestApp, type TestApp } from './build-test-app';
import { BrowserClient } from '@navette/test-support/browser-client';
import { latestCodeFor, mailsTo } from './support/outbox';

let t: TestApp;
beforeAll(async () => {
  // the production thresholds: before the fix, 10 wrong passwords locked the address's owner out
  t = await buildTestApp({
    env: { AUTH_RATE_LIMIT_EMAIL_MAX: '10', AUTH_RATE_LIMIT_IP_MAX: '100000' },
  });
});
afterAll(async () => t?.close());

const ADMIN = { email: 'admin@navette.test', password: 'admin-password-for-tests' };

/** A browser at one IP address (the test app trusts no proxy: the socket's address counts). */
const browserAt = (remoteAddress: string) => {
  const client = new BrowserClient(t.app);
  return (url: string, payload: Record<string, string>) =>
    client.request({ method: 'POST', url, payload, remoteAddress });
};

const createVerifiedAccount = async (email: string, password = 'secret-123') => {
  const owner = new BrowserClient(t.app);
  await owner.post('/auth/register', { name: 'Alice Martin', email, password });
  const code = await latestCodeFor(t.database.db, email);
  expect((await owner.post('/auth/verify', { email, code })).statusCode).toBe(200);
  return { email, password };
};

/** Sends `count` wrong passwords; returns each answer's status and Retry-After. */
const failRepeatedly = async (
  post: ReturnType<typeof browserAt>,
  url: string,
  email: string,
  count: number,
) => {
  const answers: { status: number; retryAfter: string | undefined }[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await post(url, { email, password: `wrong-${i}` });
    const retryAfter = response.headers['retry-after'];
    answers.push({ status: response.statusCode, retryAfter: retryAfter?.toString() });
  }
  return answers;
};

/** 5 tries are answered; then each refused try waits twice as long, up to 5 minutes. */
const EXPECTED_WAITS = ['2', '4', '8', '16', '32', '64', '128', '256', '300', '300'];

describe('failed sign-ins slow the client down, never the account', () => {
  it('a stranger failing 30 times for Alice does not stop Alice signing in from her device', async () => {
    const alice = await createVerifiedAccount('alice@example.test');
    const attacker = browserAt('203.0.113.7');
    const answers = await failRepeatedly(attacker, '/auth/login', alice.email, 30);

    expect(answers.slice(0, 5)).toEqual(Array(5).fill({ status: 401, retryAfter: undefined }));
    expect(answers.slice(5).every((answer) => answer.status === 429)).toBe(true);
    expect(answers.slice(5, 15).map((answer) => answer.retryAfter)).toEqual(EXPECTED_WAITS);
    const refused = await attacker('/auth/login', { email: alice.email, password: 'wrong' });
    expect(refused.json()).toEqual({
      error: 'Trop de requêtes. Veuillez réessayer dans quelques instants.',
      code: 'RATE_LIMITED',
    });

    const fromHome = await browserAt('198.51.100.20')('/auth/login', alice);
    expect(fromHome.statusCode).toBe(200);
    expect(fromHome.json().user.email).toBe(alice.email);
    // the attacker's client waits, even with the right password
    expect((await attacker('/auth/login', alice)).statusCode).toBe(429);
  });

  it('tells the owner once by e-mail that her sign-in failed many times today', async () => {
    const alice = await createVerifiedAccount('alice-mail@example.test');
    await failRepeatedly(browserAt('203.0.113.8'), '/auth/login', alice.email, 30);
    await failRepeatedly(browserAt('203.0.113.9'), '/auth/login', alice.email, 10);

    const mails = await mailsTo(t.database.db, alice.email, 'signInFailures');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Des tentatives de connexion à votre compte ont échoué');
    expect(mails[0]?.text).toContain('Bonjour Alice Martin,');
    expect(mails[0]?.text).toContain("Votre compte n'est pas bloqué");
    // nothing about the stranger's client is repeated to the owner
    expect(mails[0]?.text).not.toContain('203.0.113');
  });

  it('counts an IPv6 client by its /64 network, and a success clears its counter', async () => {
    const alice = await createVerifiedAccount('alice-v6@example.test');
    const network = await failRepeatedly(
      browserAt('2001:db8:1:2::1'),
      '/auth/login',
      alice.email,
      5,
    );
    expect(network.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
    const sameNetwork = browserAt('2001:db8:1:2:ffff:ffff:ffff:fffe');
    expect((await sameNetwork('/auth/login', alice)).statusCode).toBe(429);
    const nextNetwork = browserAt('2001:db8:1:3::1');
    expect((await nextNetwork('/auth/login', alice)).statusCode).toBe(200);

    const home = browserAt('198.51.100.30');
    await failRepeatedly(home, '/auth/login', alice.email, 4);
    expect((await home('/auth/login', alice)).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(signInFailures)
      .where(eq(signInFailures.clientKey, '198.51.100.30'));
    expect(rows).toEqual([]);
    const again = await failRepeatedly(home, '/auth/login', alice.email, 5);
    expect(again.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
  });

  it('checks at most 5 passwords when a client sends 20 at once', async () => {
    const alice = await createVerifiedAccount('alice-burst@example.test');
    const attacker = browserAt('203.0.113.12');
    await attacker('/auth/login', alice); // the XSRF cookie, and a success that counts nothing
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const response = await attacker('/auth/login', { email: alice.email, password: `x${i}` });
        return response.statusCode;
      }),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('answers an address without an account exactly as one with an account', async () => {
    const answers = await failRepeatedly(
      browserAt('203.0.113.10'),
      '/auth/login',
      'nobody@example.test',
      15,
    );
    expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
    expect(answers.slice(5).map((answer) => answer.retryAfter)).toEqual(EXPECTED_WAITS);
  });

  it('a stranger failing 30 times at the admin sign-in does not stop the administrator', async () => {
    const attacker = browserAt('203.0.113.11');
    const answers = await failRepeatedly(attacker, '/admin/login', ADMIN.email, 30);
    expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
    expect(answers.slice(5, 15).map((answer) => answer.retryAfter)).toEqual(EXPECTED_WAITS);
    expect(answers.slice(5).every((answer) => answer.status === 429)).toBe(true);

    const admin = await browserAt('198.51.100.40')('/admin/login', ADMIN);
    expect(admin.statusCode).toBe(200);
    // the password is accepted: the sign-in goes on to its second factor
    expect(admin.json()).toEqual({ next: expect.any(String) });
    const mails = await mailsTo(t.database.db, ADMIN.email, 'signInFailures');
    expect(mails).toHaveLength(1);
  });
});

describe('the hourly purge of the counters', () => {
  it('forgets the counters past their day, and keeps those that still make a client wait', async () => {
    const hour = 3600_000;
    const ago = (hours: number) => new Date(Date.now() - hours * hour);
    const row = (email: string, startedHoursAgo: number, nextTryInHours: number) => ({
      email,
      clientKey: '192.0.2.99',
      failures: 7,
      windowStartedAt: ago(startedHoursAgo),
      nextTryAt: ago(-nextTryInHours),
    });
    await t.database.db
      .insert(signInFailures)
      .values([
        row('stale@example.test', 25, -20),
        row('recent@example.test', 2, -1),
        row('waiting@example.test', 25, 1),
      ]);

    expect(await t.app.scheduler.drain()).toMatchObject({ failed: 0 });
    const left = await t.database.db
      .select({ email: signInFailures.email })
      .from(signInFailures)
      .where(eq(signInFailures.clientKey, '192.0.2.99'));
    expect(left.map((r) => r.email).sort()).toEqual([
      'recent@example.test',
      'waiting@example.test',
    ]);
  });
});
