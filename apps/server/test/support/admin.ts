import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/client';
import { adminSecondFactors, users } from '../../src/db/schema';
import { BrowserClient } from '@navette/test-support/browser-client';
import { currentTotpStep, totpCode } from '@navette/test-support/totp';

export { totpCode };

/** The administrator every test app is seeded with (build-test-app.ts). */
export const TEST_ADMIN = { email: 'admin@navette.test', password: 'admin-password-for-tests' };

export const secondFactorOf = async (db: Database, email: string) => {
  const [row] = await db
    .select({ factor: adminSecondFactors })
    .from(adminSecondFactors)
    .innerJoin(users, eq(users.id, adminSecondFactors.userId))
    .where(eq(users.email, email));
  return row?.factor;
};

/**
 * A code the server has not seen yet. Tests sign in far more often than once a step; when this
 * step's code and the next one are both spent, the replay guard is rewound rather than waited
 * for (the replay tests call the routes themselves).
 */
export const freshCode = async (db: Database, email: string): Promise<string> => {
  const factor = await secondFactorOf(db, email);
  if (!factor?.secret) throw new Error(`${email} has no confirmed second factor`);
  const current = currentTotpStep();
  const last = factor.lastUsedStep ?? -1;
  if (last < current) return totpCode(factor.secret);
  if (last === current) return totpCode(factor.secret, 1);
  await db
    .update(adminSecondFactors)
    .set({ lastUsedStep: null })
    .where(eq(adminSecondFactors.userId, factor.userId));
  return totpCode(factor.secret);
};

export interface AdminSignIn {
  client: BrowserClient;
  /** the bearer token the last step handed out */
  token: string;
  /** the answer of the last step */
  response: LightMyRequestResponse;
  recoveryCodes?: string[];
}

/**
 * Signs an administrator in through every step, as the back-office does: the password, then
 * (first time) the enrolment with the code derived from the secret the server shows, or a code.
 */
export const signInAsAdmin = async (
  app: FastifyInstance,
  db: Database,
  {
    client = new BrowserClient(app),
    ...credentials
  }: Partial<typeof TEST_ADMIN> & {
    client?: BrowserClient;
  } = {},
): Promise<AdminSignIn> => {
  const { email, password } = { ...TEST_ADMIN, ...credentials };
  const first = await client.post('/admin/login', { email, password });
  if (first.statusCode !== 200) throw new Error(`admin sign-in refused: ${first.body}`);
  const { next } = first.json<{ next: string }>();
  if (next === 'enrol') {
    const { secret } = (await client.post('/admin/login/enrolment')).json<{ secret: string }>();
    const response = await client.post('/admin/login/enrolment/confirm', {
      code: totpCode(secret),
    });
    const done = response.json<{ token: string; recoveryCodes: string[] }>();
    return { client, response, token: done.token, recoveryCodes: done.recoveryCodes };
  }
  if (next !== 'code') throw new Error(`admin sign-in stops at the step ${next}`);
  const response = await client.post('/admin/login/code', { code: await freshCode(db, email) });
  if (response.statusCode !== 200) throw new Error(`admin code refused: ${response.body}`);
  return { client, response, token: response.json<{ token: string }>().token };
};
