import type { CustomerReservation, CustomerStatutUpdate } from '@navette/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { reservations } from '../../src/db/schema';
import type { TestApp } from '../build-test-app';
import {
  dayFromToday,
  firstServiceId,
  minimalGuestRequest,
  signedInCustomer,
  uniqueEmail,
} from './reservations';

/** A customer's browser, signed in, with the customer area's reservation calls. */
export const customerReservationsClient = async (t: TestApp, email = uniqueEmail('client')) => {
  const { browser } = await signedInCustomer(t, email);
  const detail = (id: string) => browser.get(`/api/reservations/${id}`);
  /**
   * The customer's PUT …/statut. A decision (a body with `devis`) that names no `version` is sent
   * with the version the customer's page would show now, as the customer area does; one that
   * names it is sent as it is (an older page's).
   */
  const statut = async (id: string, body: unknown) => {
    const decision = body as Record<string, unknown>;
    const shown =
      typeof body === 'object' && body !== null && 'devis' in body && !('version' in body)
        ? { ...decision, version: (await detail(id)).json<{ version?: number }>().version ?? 1 }
        : decision;
    return browser.request({
      method: 'PUT',
      url: `/api/reservations/${id}/statut`,
      payload: shown,
    });
  };
  return {
    browser,
    email,
    /** a one-way trip booked while signed in, `days` from today; returns its id */
    book: async (serviceId: string, fields: Record<string, unknown> = {}) => {
      const { isGuest: _guest, ...request } = minimalGuestRequest(serviceId, email);
      const response = await browser.post('/api/reservations', { ...request, ...fields });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ _id: string }>()._id;
    },
    list: async () => {
      const response = await browser.get('/api/reservations/myreservations');
      expect(response.statusCode, response.body).toBe(200);
      return response.json<CustomerReservation[]>();
    },
    detail,
    statut,
    /** the customer's decision on the quote shown (on the current version unless named), accepted */
    decide: async (
      id: string,
      body: Omit<CustomerStatutUpdate, 'version'> & Partial<Pick<CustomerStatutUpdate, 'version'>>,
    ) => {
      const response = await statut(id, body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<CustomerReservation>();
    },
  };
};
export type CustomerReservationsClient = Awaited<ReturnType<typeof customerReservationsClient>>;

/**
 * A signed-in customer who has travelled with us: one reservation of theirs, 'confirmé', whose
 * pick-up was on `tripDay` (a past day by default), so that they may post a review
 * (docs/product/public-site.md#testimonials).
 */
export const travelledCustomer = async (
  t: TestApp,
  tripDay = dayFromToday(-30),
  email = uniqueEmail('traveller'),
) => {
  const client = await customerReservationsClient(t, email);
  const tripId = await client.book(await firstServiceId(t));
  await t.database.db
    .update(reservations)
    .set({ statut: 'terminé', date: tripDay })
    .where(eq(reservations.id, tripId));
  return { ...client, tripId };
};
