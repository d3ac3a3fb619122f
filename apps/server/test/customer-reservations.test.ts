import type { AdminReservationDetail, CustomerReservation } from '@navette/shared';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { reservations } from '../src/db/schema';
import { BrowserClient } from '@navette/test-support/browser-client';
import { customerReservationsClient } from './support/customer-reservations';
import { serverTest } from './support/fixtures';
import { dayFromToday, reservationRow } from './support/reservations';

/*
 * The customer's own reservations (docs/product/customer-area.md): the list and one reservation,
 * read by their owner only; an administrator reads the back-office's detail on the same route
 * (docs/decisions/0027-shared-reservation-routes.md). Decisions on the quote are in
 * customer-reservations-statut.test.ts.
 */

const NOT_FOUND = {
  code: 'RESERVATION_NOT_FOUND',
  error: 'Cette réservation n’existe pas ou a été supprimée.',
};
const UNAUTHORIZED = { code: 'UNAUTHORIZED', error: 'Authentification requise.' };

const it = serverTest({ booking: true })
  .extend('service', { scope: 'file' }, async ({ t, serviceId }) => {
    const services = (await t.app.inject({ method: 'GET', url: '/api/services' })).json<
      { _id: string; name: string; nameEn: string | null }[]
    >();
    const service = services.find((s) => s._id === serviceId);
    return { name: service?.name ?? '', nameEn: service?.nameEn ?? null };
  })
  .extend('alice', { scope: 'file' }, async ({ customer }) => customer)
  .extend('bob', { scope: 'file' }, async ({ t }) => customerReservationsClient(t))
  /** Moves a trip to another day, as time passing would (bookings cannot be made in the past). */
  .extend(
    'moveTrip',
    async ({ t }) =>
      (id: string, date: string, heure?: string) =>
        t.database.db
          .update(reservations)
          .set({ date, ...(heure ? { heure } : {}) })
          .where(eq(reservations.id, id)),
  );

describe('GET /api/reservations/myreservations', () => {
  it('lists upcoming trips first in trip order, then past trips newest first, and only the customer’s own', async ({
    t,
    serviceId,
    admin,
    bob,
    moveTrip,
  }) => {
    const customer = await customerReservationsClient(t);
    const inTenDays = await customer.book(serviceId, { date: dayFromToday(10) });
    const todayLate = await customer.book(serviceId, { date: dayFromToday(3) });
    const todayEarly = await customer.book(serviceId, { date: dayFromToday(3) });
    const lastWeek = await customer.book(serviceId);
    const lastYear = await customer.book(serviceId);
    const deleted = await customer.book(serviceId);
    await moveTrip(todayLate, dayFromToday(0), '18:00');
    await moveTrip(todayEarly, dayFromToday(0), '07:30');
    await moveTrip(lastWeek, dayFromToday(-7));
    await moveTrip(lastYear, dayFromToday(-365));
    const { version } = await admin.read(deleted);
    expect((await admin.remove(deleted, version)).statusCode).toBe(200);
    await bob.book(serviceId);

    const list = await customer.list();
    expect(list.map((r) => r._id)).toEqual([todayEarly, todayLate, inTenDays, lastWeek, lastYear]);
  });

  it('answers every field with the spec’s names, the service with its names in French and English and the quote in euros', async ({
    t,
    serviceId,
    admin,
    service,
  }) => {
    const customer = await customerReservationsClient(t);
    const id = await customer.book(serviceId, { date: dayFromToday(5), heure: '08:15' });
    const { version } = await admin.read(id);
    await admin.devis(id, { version, devis: 149.9 });

    const [reservation] = await customer.list();
    expect(reservation).toMatchObject({
      _id: id,
      service: { _id: serviceId, name: service.name, nameEn: service.nameEn },
      date: dayFromToday(5),
      heure: '08:15',
      adresse_depart: '1 avenue des Champs-Élysées, Paris',
      adresse_arrivee: 'Aéroport Charles-de-Gaulle',
      nom: 'Martin',
      prenom: 'Léa',
      email: customer.email,
      statut: 'en attente',
      devis: 149.9,
      paid: false,
      isGuest: false,
      version: version + 1,
    } satisfies Partial<CustomerReservation>);
    expect(reservation).not.toHaveProperty('history');
    expect(reservation).not.toHaveProperty('serviceName');
  });

  it('answers an empty list to a customer without reservations, and 401 without a session', async ({
    t,
  }) => {
    const newcomer = await customerReservationsClient(t);
    expect(await newcomer.list()).toEqual([]);
    const anonymous = await new BrowserClient(t.app).get('/api/reservations/myreservations');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(UNAUTHORIZED);
    expect(anonymous.headers['cache-control']).toContain('no-store');
  });
});

describe('GET /api/reservations/:id', () => {
  it('gives the owner their reservation in the customer’s shape', async ({
    serviceId,
    alice,
    service,
  }) => {
    const id = await alice.book(serviceId);
    const response = await alice.detail(id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.json()).toMatchObject({
      _id: id,
      email: alice.email,
      service: { _id: serviceId, name: service.name },
      statut: 'en attente',
      devis: null,
      paid: false,
    });
    expect(response.json()).not.toHaveProperty('history');
  });

  it('answers 404, never 403, to another customer, and for an unknown, malformed or deleted id', async ({
    serviceId,
    admin,
    alice,
    bob,
  }) => {
    const id = await alice.book(serviceId);
    const deleted = await alice.book(serviceId);
    expect((await admin.remove(deleted, (await admin.read(deleted)).version)).statusCode).toBe(200);
    for (const [client, target] of [
      [bob, id],
      [alice, '00000000-0000-4000-8000-000000000000'],
      [alice, 'not-a-uuid'],
      [alice, deleted],
    ] as const) {
      const response = await client.detail(target);
      expect(response.statusCode, target).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });

  it('gives an administrator the back-office’s detail, with the version and the history', async ({
    serviceId,
    admin,
    alice,
    service,
  }) => {
    const id = await alice.book(serviceId);
    const response = await admin.detail(id);
    expect(response.statusCode).toBe(200);
    const detail = response.json<AdminReservationDetail>();
    expect(detail).toMatchObject({
      _id: id,
      service: serviceId,
      serviceName: service.name,
      source: 'customer',
    });
    expect(detail.history).toEqual([]);
  });

  it('lets an administrator’s session win when the browser also holds a customer’s', async ({
    t,
    serviceId,
    admin,
    bob,
  }) => {
    const id = await bob.book(serviceId);
    const both = await customerReservationsClient(t);
    both.browser.cookies.set('navette_admin', admin.client.cookies.get('navette_admin') ?? '');
    const response = await both.detail(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('history');
  });

  it('refuses an anonymous caller with 401, whatever the id', async ({ t, serviceId, alice }) => {
    const id = await alice.book(serviceId);
    for (const target of [id, 'not-a-uuid', 'x'.repeat(65)]) {
      const response = await new BrowserClient(t.app).get(`/api/reservations/${target}`);
      expect(response.statusCode, target).toBe(401);
      expect(response.json()).toEqual(UNAUTHORIZED);
    }
    expect((await reservationRow(t, id))?.statut).toBe('en attente');
  });
});
