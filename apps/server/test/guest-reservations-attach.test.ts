import type { CustomerReservation } from '@navette/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { buildTestApp, type TestApp } from './build-test-app';
import { bookAsGuest } from './support/admin-reservations';
import { BrowserClient } from '@navette/test-support/browser-client';
import { customerReservationsClient } from './support/customer-reservations';
import { startGoogleProvider, type GoogleProvider } from '@navette/test-support/google-provider';
import { latestCodeFor } from './support/outbox';
import {
  firstServiceId,
  minimalGuestRequest,
  reservationRow,
  uniqueEmail,
} from './support/reservations';

/*
 * Reservations a guest made with an e-mail address become the account's once the account proves
 * that address: at e-mail verification, or at a Google sign-in whose e-mail Google has verified
 * (docs/product/accounts.md). Never at registration, never for an unproven address.
 */

let provider: GoogleProvider;
let t: TestApp;
let serviceId: string;
beforeAll(async () => {
  provider = await startGoogleProvider();
  t = await buildTestApp({
    env: { ...provider.env, RESERVATION_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '100000' },
  });
  serviceId = await firstServiceId(t);
});
afterAll(async () => {
  await t?.close();
  await provider?.stop();
});

let email: string;
beforeEach(() => {
  email = uniqueEmail('guest');
});

const bookWith = (address: string) => bookAsGuest(t, minimalGuestRequest(serviceId, address));
const holderOf = async (id: string) => (await reservationRow(t, id))?.userId ?? null;
const accountId = async (address: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, address)))[0]?.id;
const myReservations = async (client: BrowserClient) =>
  (await client.get('/api/reservations/myreservations')).json<CustomerReservation[]>();

const register = async (client: BrowserClient, address: string) => {
  const response = await client.post('/auth/register', {
    name: 'Léa Martin',
    email: address,
    password: 'secret-123',
  });
  expect(response.statusCode).toBe(201);
};

describe('at e-mail verification', () => {
  it('gives the new account the guest reservations made with its address, in any case', async () => {
    const first = await bookWith(email);
    const second = await bookWith(email.toUpperCase());
    const someoneElse = await bookWith(uniqueEmail('other'));
    const browser = new BrowserClient(t.app);
    await register(browser, email);
    expect(await holderOf(first)).toBeNull();

    const code = await latestCodeFor(t.database.db, email);
    expect((await browser.post('/auth/verify', { email, code })).statusCode).toBe(200);
    const account = await accountId(email);
    expect(await holderOf(first)).toBe(account);
    expect(await holderOf(second)).toBe(account);
    expect(await holderOf(someoneElse)).toBeNull();

    expect((await browser.post('/auth/login', { email, password: 'secret-123' })).statusCode).toBe(
      200,
    );
    expect((await myReservations(browser)).map((r) => r._id).sort()).toEqual(
      [first, second].sort(),
    );
  });

  it('attaches nothing to an account that never proves its address, nor on a wrong code', async () => {
    const id = await bookWith(email);
    const browser = new BrowserClient(t.app);
    await register(browser, email);
    const code = await latestCodeFor(t.database.db, email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await browser.post('/auth/verify', { email, code: wrong })).statusCode).toBe(400);
    expect(await holderOf(id)).toBeNull();
  });

  it('leaves a reservation another account already holds with it', async () => {
    const holder = await customerReservationsClient(t);
    const held = await holder.book(serviceId, { email });
    const browser = new BrowserClient(t.app);
    await register(browser, email);
    const code = await latestCodeFor(t.database.db, email);
    expect((await browser.post('/auth/verify', { email, code })).statusCode).toBe(200);
    expect(await holderOf(held)).toBe(await accountId(holder.email));
  });
});

describe('at Google sign-in', () => {
  const signInWithGoogle = async (address: string, verified = true) => {
    provider.state.identity = {
      sub: `google-${address}`,
      email: address,
      email_verified: verified,
      name: 'Léa Google',
    };
    const client = new BrowserClient(t.app);
    const response = await client.get(await provider.signInAtProvider(client));
    return { client, location: response.headers.location };
  };

  it('gives a new Google account the guest reservations made with its verified address', async () => {
    const id = await bookWith(email.toUpperCase());
    const { client, location } = await signInWithGoogle(email);
    expect(location).toBe('/profile');
    expect(await holderOf(id)).toBe(await accountId(email));
    expect((await myReservations(client)).map((r) => r._id)).toEqual([id]);
  });

  it('gives them to an existing account too, at every sign-in, for the guest bookings made since', async () => {
    const { client } = await signInWithGoogle(email);
    const later = await bookWith(email);
    expect(await holderOf(later)).toBeNull();
    await signInWithGoogle(email);
    expect(await holderOf(later)).toBe(await accountId(email));
    expect((await myReservations(client)).map((r) => r._id)).toEqual([later]);
  });

  it('attaches nothing when Google has not verified the address', async () => {
    const id = await bookWith(email);
    const { location } = await signInWithGoogle(email, false);
    expect(location).toBe('/erreur?raison=google_email_unverified');
    expect(await holderOf(id)).toBeNull();
    expect(await accountId(email)).toBeUndefined();
  });
});
