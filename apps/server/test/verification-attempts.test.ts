import { VERIFICATION_CODE_MAX_ATTEMPTS } from '@navette/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verificationCodes } from '../src/db/schema';
import { buildTestApp, type TestApp } from './build-test-app';
import { BrowserClient } from '@navette/test-support/browser-client';
import { latestCodeFor } from './support/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('verification code tries', () => {
  it('never lets concurrent guesses test more than 5 codes', async () => {
    const email = 'guessed@example.test';
    const client = new BrowserClient(t.app);
    await client.post('/auth/register', { name: 'Léa', email, password: 'secret-123' });
    const code = await latestCodeFor(t.database.db, email);
    const wrong = Array.from({ length: 20 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );

    const answers = await Promise.all(
      wrong.map(async (guess) =>
        (await client.post('/auth/verify', { email, code: guess })).json(),
      ),
    );

    // a guess answered CODE_INVALID was compared and there were tries left after it
    const invalid = answers.filter((answer) => answer.code === 'CODE_INVALID');
    expect(invalid.length).toBeLessThanOrEqual(VERIFICATION_CODE_MAX_ATTEMPTS - 1);
    // past 10 tries, the client waits before its guesses are even looked at (decision 0045)
    expect(
      answers.every((a) =>
        ['CODE_INVALID', 'CODE_TOO_MANY_ATTEMPTS', 'RATE_LIMITED'].includes(a.code),
      ),
    ).toBe(true);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const rows = await t.database.db
      .select({ attempts: verificationCodes.attempts })
      .from(verificationCodes)
      .where(eq(verificationCodes.userId, user?.id ?? ''));
    expect(rows).toEqual([{ attempts: VERIFICATION_CODE_MAX_ATTEMPTS }]);

    // the right code, from the same browser on another network, where it has no wait
    const right = await client.request({
      method: 'POST',
      url: '/auth/verify',
      payload: { email, code },
      remoteAddress: '192.0.2.99',
    });
    expect(right.json()).toEqual({
      error: "Trop d'essais pour ce code. Demandez un nouveau code.",
      code: 'CODE_TOO_MANY_ATTEMPTS',
    });
    const [after] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(after?.emailVerifiedAt).toBeNull();
  });
});
