import type { AdminReservationDetail, AdminReservationPage } from '@navette/shared';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { reservations } from '../../src/db/schema';
import type { TestApp } from '../build-test-app';
import { signInAsAdmin } from './admin';
import { BrowserClient } from '@navette/test-support/browser-client';

/** An administrator's browser, signed in, with the back-office's reservation calls. */
export const adminReservationsClient = async (t: TestApp) => {
  const { client } = await signInAsAdmin(t.app, t.database.db);
  const send = (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    client.request({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    client,
    list: async (query: Record<string, string> = {}) => {
      const response = await client.get(`/api/reservations?${new URLSearchParams(query)}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AdminReservationPage>();
    },
    listRaw: (query: string) => client.get(`/api/reservations?${query}`),
    detail: (id: string) => client.get(`/api/reservations/${id}`),
    read: async (id: string) => {
      const response = await client.get(`/api/reservations/${id}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AdminReservationDetail>();
    },
    update: (id: string, body: unknown) => send('PUT', `/api/reservations/${id}`, body),
    devis: (id: string, body: unknown) => send('PUT', `/api/reservations/${id}/devis`, body),
    statut: (id: string, body: unknown) => send('PUT', `/api/reservations/${id}/statut`, body),
    onBoard: (id: string, body: unknown) => send('POST', `/api/reservations/${id}/payments`, body),
    remove: (id: string, version: number | string) =>
      send('DELETE', `/api/reservations/${id}?version=${version}`),
  };
};
export type AdminReservationsClient = Awaited<ReturnType<typeof adminReservationsClient>>;

/** A guest's quote request through the public route; returns the new reservation's id. */
export const bookAsGuest = async (t: TestApp, request: object): Promise<string> => {
  const response = await new BrowserClient(t.app).post('/api/reservations', request);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string }>()._id;
};

/** The payment's mark on the row (the payment pages set it). */
export const markPaid = (t: TestApp, id: string) =>
  t.database.db
    .update(reservations)
    .set({ paid: true, version: sql`${reservations.version} + 1` })
    .where(eq(reservations.id, id));
