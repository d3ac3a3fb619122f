import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { reservations, services } from '../src/db/schema';
import type { TestApp } from './build-test-app';
import { BrowserClient } from '@navette/test-support/browser-client';
import { serverTest } from './support/fixtures';
import { mailsTo } from './support/outbox';
import {
  buildBookingTestApp,
  firstServiceId,
  fullGuestRequest,
  minimalGuestRequest,
  reservationRow,
  signedInCustomer,
} from './support/reservations';

/*
 * An Idempotency-Key belongs to its client — the account, or the guest's browser — and is
 * honoured for 24 hours (docs/decisions/0021-sessions-cookies-and-caching.md).
 */

const it = serverTest({ booking: true })
  .extend(
    'browser',
    async ({ t }) =>
      () =>
        new BrowserClient(t.app),
  )
  .extend(
    'rowById',
    async ({ t }) =>
      (id: string) =>
        reservationRow(t, id),
  )
  .extend(
    'count',
    async ({ t }) =>
      async (key: string) =>
        (
          await t.database.db
            .select()
            .from(reservations)
            .where(eq(reservations.idempotencyKey, key))
        ).length,
  )
  /** Makes a reservation look as if it had been made `hours` ago. */
  .extend('age', async ({ t }) => async (id: string, hours: number) => {
    await t.database.db
      .update(reservations)
      .set({ createdAt: new Date(Date.now() - hours * 3600_000) })
      .where(eq(reservations.id, id));
  });

describe('Idempotency-Key: scoped to its client, honoured for 24 hours', () => {
  it("another guest's browser reusing a key gets its own reservation, never the first guest's", async ({
    serviceId,
    browser,
    count,
  }) => {
    const key = randomUUID();
    const request = fullGuestRequest(serviceId);
    const first = await browser().post('/api/reservations', request, { 'idempotency-key': key });
    // the same key, even with the very same content (a copied request)
    const other = await browser().post('/api/reservations', request, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(other.statusCode).toBe(201);
    expect(other.json()._id).not.toBe(first.json()._id);
    expect(await count(key)).toBe(2);
  });

  it("another customer reusing a customer's key gets their own reservation", async ({
    t,
    serviceId,
    rowById,
  }) => {
    const key = randomUUID();
    const owner = await signedInCustomer(t);
    const { email: _guestEmail, isGuest: _isGuest, ...trip } = minimalGuestRequest(serviceId);
    const first = await owner.browser.post(
      '/api/reservations',
      { ...trip, email: owner.email },
      { 'idempotency-key': key },
    );
    expect(first.statusCode).toBe(201);
    const other = await signedInCustomer(t);
    const second = await other.browser.post(
      '/api/reservations',
      { ...trip, email: other.email },
      { 'idempotency-key': key },
    );
    expect(second.statusCode).toBe(201);
    expect(second.json()._id).not.toBe(first.json()._id);
    expect(second.json().email).toBe(other.email);
    expect((await rowById(second.json()._id))?.userId).not.toBe(
      (await rowById(first.json()._id))?.userId,
    );
  });

  it('a key first used more than 24 hours ago is treated as new, and the old one is forgotten', async ({
    t,
    serviceId,
    browser,
    rowById,
    count,
    age,
  }) => {
    const key = randomUUID();
    const request = minimalGuestRequest(serviceId);
    const client = browser();
    const first = await client.post('/api/reservations', request, { 'idempotency-key': key });
    await age(first.json()._id, 25);

    const again = await client.post('/api/reservations', request, { 'idempotency-key': key });
    expect(again.statusCode).toBe(201);
    expect(again.json()._id).not.toBe(first.json()._id);
    expect((await rowById(first.json()._id))?.idempotencyKey).toBeNull();
    expect(await count(key)).toBe(1);
    expect(await mailsTo(t.database.db, request.email, 'quoteRequestReceived')).toHaveLength(2);
  });

  it('the hourly purge forgets every key older than 24 hours and keeps the recent ones', async ({
    t,
    serviceId,
    browser,
    count,
    age,
  }) => {
    const [oldKey, recentKey] = [randomUUID(), randomUUID()];
    const client = browser();
    const old = await client.post('/api/reservations', minimalGuestRequest(serviceId), {
      'idempotency-key': oldKey,
    });
    await client.post('/api/reservations', minimalGuestRequest(serviceId), {
      'idempotency-key': recentKey,
    });
    await age(old.json()._id, 25);

    expect(await t.app.scheduler.drain()).toMatchObject({ retried: 0, failed: 0 });
    expect(await count(oldKey)).toBe(0);
    expect(await count(recentKey)).toBe(1);
  });
});

describe('Idempotency-Key: a retry after the service was withdrawn', () => {
  let withdrawn: TestApp;
  beforeAll(async () => {
    // the catalogue read again at each request, so that the withdrawal shows at once
    withdrawn = await buildBookingTestApp({ SERVICE_CATALOGUE_TTL_MS: '1' });
  });
  afterAll(async () => withdrawn?.close());

  it('still returns the reservation first recorded, while a new request for that service is refused', async () => {
    const id = await firstServiceId(withdrawn);
    const client = new BrowserClient(withdrawn.app);
    const key = randomUUID();
    const request = minimalGuestRequest(id);
    const first = await client.post('/api/reservations', request, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    await withdrawn.database.db.update(services).set({ active: false }).where(eq(services.id, id));
    await new Promise((resolve) => setTimeout(resolve, 5));

    const retried = await client.post('/api/reservations', request, { 'idempotency-key': key });
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toEqual(first.json());
    const fresh = await client.post('/api/reservations', request, {
      'idempotency-key': randomUUID(),
    });
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json().fields).toEqual({
      service: "Ce service n'existe pas ou n'est plus proposé. Choisissez-en un autre.",
    });
    const stored = await withdrawn.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.serviceId, id));
    expect(stored).toHaveLength(1);
  });
});
