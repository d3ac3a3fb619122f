/**
 * The retention purge counts a customer's inactivity from `users.last_active_at`
 * (docs/product/data-protection.md): every sign-in (password or Google), the e-mail verification
 * and a booking move it.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../src/db/schema';
import { BrowserClient } from '@navette/test-support/browser-client';
import { serverTest } from './support/fixtures';
import { latestCodeFor } from './support/outbox';
import { firstServiceId, minimalGuestRequest, uniqueEmail } from './support/reservations';

const LONG_AGO = new Date('2020-01-01T00:00:00Z');

const it = serverTest({ google: true })
  .extend(
    'rewind',
    async ({ t }) =>
      (email: string) =>
        t.database.db.update(users).set({ lastActiveAt: LONG_AGO }).where(eq(users.email, email)),
  )
  .extend('lastActiveAt', async ({ t }) => async (email: string) => {
    const [row] = await t.database.db
      .select({ at: users.lastActiveAt })
      .from(users)
      .where(eq(users.email, email));
    return row?.at;
  });

it('moves on at the verification, at each sign-in and at each booking', async ({
  t,
  rewind,
  lastActiveAt,
}) => {
  const browser = new BrowserClient(t.app);
  const email = uniqueEmail('activity');
  const password = 'secret-123';
  await browser.post('/auth/register', { name: 'Camille Leroy', email, password });
  await rewind(email);
  const code = await latestCodeFor(t.database.db, email);
  expect((await browser.post('/auth/verify', { email, code })).statusCode).toBe(200);
  expect(await lastActiveAt(email)).not.toEqual(LONG_AGO);

  await rewind(email);
  expect((await browser.post('/auth/login', { email, password })).statusCode).toBe(200);
  expect(await lastActiveAt(email)).not.toEqual(LONG_AGO);

  await rewind(email);
  const { isGuest: _guest, ...request } = minimalGuestRequest(await firstServiceId(t), email);
  const booked = await browser.post('/api/reservations', request);
  expect(booked.statusCode, booked.body).toBe(201);
  expect(await lastActiveAt(email)).not.toEqual(LONG_AGO);

  // a guest's booking with the address is not the account's activity
  await rewind(email);
  const asGuest = await new BrowserClient(t.app).post(
    '/api/reservations',
    minimalGuestRequest(await firstServiceId(t), email),
  );
  expect(asGuest.statusCode, asGuest.body).toBe(201);
  expect(await lastActiveAt(email)).toEqual(LONG_AGO);
});

it('moves on at a Google sign-in', async ({ t, google, rewind, lastActiveAt }) => {
  const email = uniqueEmail('google-activity');
  google.state.identity = { sub: `sub-${email}`, email, email_verified: true, name: 'Camille' };
  const first = new BrowserClient(t.app);
  expect((await first.get(await google.signInAtProvider(first))).statusCode).toBe(303);
  await rewind(email);
  const again = new BrowserClient(t.app);
  expect((await again.get(await google.signInAtProvider(again))).statusCode).toBe(303);
  expect(await lastActiveAt(email)).not.toEqual(LONG_AGO);
});
