import type { CustomerReservation, CustomerStatutUpdate } from '@navette/shared';
import { expect } from 'vitest';
import type { TestApp } from '../build-test-app';
import { minimalGuestRequest, signedInCustomer, uniqueEmail } from './reservations';

/** A customer's browser, signed in, with the customer area's reservation calls. */
export const customerReservationsClient = async (t: TestApp, email = uniqueEmail('client')) => {
  const { browser } = await signedInCustomer(t, email);
  const statut = (id: string, body: unknown) =>
    browser.request({
      method: 'PUT',
      url: `/api/reservations/${id}/statut`,
      payload: body as object,
    });
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
    detail: (id: string) => browser.get(`/api/reservations/${id}`),
    statut,
    /** the customer's decision on the quote shown, which must be accepted */
    decide: async (id: string, body: CustomerStatutUpdate) => {
      const response = await statut(id, body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<CustomerReservation>();
    },
  };
};
export type CustomerReservationsClient = Awaited<ReturnType<typeof customerReservationsClient>>;
