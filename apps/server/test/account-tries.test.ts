import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { BrowserClient } from '@navette/test-support/browser-client';

/**
 * Registration, verification, a new code, the forgotten password and its reset count per client
 * and address together (docs/decisions/0045-accounts-hardening.md): a stranger hammering one
 * address waits longer and longer, and the owner, on her own device, is answered as usual.
 */

let t: TestApp;
beforeAll(async () => {
  // before the fix, 15 tries from anywhere blocked the address for everyone
  t = await buildTestApp({
    env: { AUTH_RATE_LIMIT_EMAIL_MAX: '15', AUTH_RATE_LIMIT_IP_MAX: '100000' },
  });
});
afterAll(async () => t?.close());

const VICTIM = 'victim@example.test';
const VICTIM_AT = '198.51.100.4';

/** each route tried by its own attacker: the routes of one form share their fixed window */
const ROUTES = [
  {
    attackerAt: '203.0.113.1',
    url: '/auth/register',
    body: { name: 'Alice Martin', email: VICTIM, password: 'un secret assez long' },
    victimGets: { status: 201 },
  },
  {
    attackerAt: '203.0.113.2',
    url: '/auth/verify',
    body: { email: VICTIM, code: '123456' },
    // the victim's client here holds no registration cookie: the code is refused as typed elsewhere
    victimGets: { status: 400, code: 'CODE_OTHER_BROWSER' },
  },
  {
    attackerAt: '203.0.113.3',
    url: '/auth/verify/resend',
    body: { email: VICTIM },
    victimGets: { status: 200 },
  },
  {
    attackerAt: '203.0.113.4',
    url: '/auth/password/forgot',
    body: { email: VICTIM },
    victimGets: { status: 200 },
  },
  {
    attackerAt: '203.0.113.5',
    url: '/auth/password/reset',
    body: { email: VICTIM, code: '123456', password: 'un nouveau secret assez long' },
    victimGets: { status: 400, code: 'RESET_CODE_INVALID' },
  },
] as const;

const send = (client: BrowserClient, remoteAddress: string, url: string, payload: object) =>
  client.request({ method: 'POST', url, payload, remoteAddress });

describe('nobody can block registration, verification or a password reset for someone else', () => {
  it.each(ROUTES)(
    'an attacker exhausting $url for victim@… waits longer and longer; the victim, from her own device, is answered as usual',
    async ({ attackerAt, url, body, victimGets }) => {
      const attacker = new BrowserClient(t.app);
      const answers = [];
      for (let i = 0; i < 17; i += 1) {
        const response = await send(attacker, attackerAt, url, body);
        answers.push({
          status: response.statusCode,
          retryAfter: response.headers['retry-after']?.toString(),
        });
      }
      const victim = await send(new BrowserClient(t.app), VICTIM_AT, url, body);
      expect(victim.statusCode).toBe(victimGets.status);
      if ('code' in victimGets) expect(victim.json()).toHaveProperty('code', victimGets.code);

      // 10 free tries, then the sign-in's waits (2 s, 4 s, 8 s…), then the window's limit
      expect(answers.slice(0, 10).map((a) => a.status)).not.toContain(429);
      expect(answers.slice(10, 15)).toEqual(
        ['2', '4', '8', '16', '32'].map((retryAfter) => ({ status: 429, retryAfter })),
      );
      expect(answers.slice(15).map((a) => a.status)).toEqual([429, 429]);
    },
  );

  it('counts each route on its own: a client slowed down for registration can still ask for a reset', async () => {
    const client = new BrowserClient(t.app);
    const email = 'someone@example.test';
    const register = { name: 'Léa', email, password: 'un secret assez long' };
    const statuses = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push((await send(client, '192.0.2.50', '/auth/register', register)).statusCode);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const forgot = await send(client, '192.0.2.50', '/auth/password/forgot', { email });
    expect(forgot.statusCode).toBe(200);
  });
});
