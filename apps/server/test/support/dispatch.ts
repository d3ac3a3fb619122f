import type { LegAssignmentResult, LegSuggestions, Planning } from '@navette/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { reservationChanges, reservations, tripLegs } from '../../src/db/schema';
import type { NewReservationRow } from '../../src/db/schema';
import type { TestApp } from '../build-test-app';
import type { AdminReservationsClient } from './admin-reservations';
import { insertReservation } from './documents';

/*
 * The back-office's dispatch as the tests call it (docs/product/dispatch.md#assignment): trips
 * written straight to the table, and the administrator's assignment, suggestions and planning.
 */

/**
 * A confirmed one-way trip of 2 passengers and 1 bag, picked up on `date` at `heure` (Paris),
 * lasting `hours` (hours hired: the leg's duration without any routing).
 */
export const insertTrip = async (
  t: TestApp,
  date: string,
  heure: string,
  fields: Partial<NewReservationRow> & { hours?: number } = {},
) => {
  const { hours = 1, ...rest } = fields;
  const row = await insertReservation(t, {
    date,
    heure,
    statut: 'confirmé',
    nombrePersonnes: 2,
    nombrePassagers: 2,
    nombreBagages: 1,
    dureeHeures: hours,
    ...rest,
  });
  return { id: row.id, reference: row.reference };
};

/** The reservation's version as stored. */
export const versionOf = async (t: TestApp, id: string): Promise<number> => {
  const [row] = await t.database.db
    .select({ version: reservations.version })
    .from(reservations)
    .where(eq(reservations.id, id));
  return row!.version;
};

/** The administrator's dispatch calls, on the reservation's current version unless told. */
export const dispatchCalls = (t: TestApp, admin: AdminReservationsClient) => {
  const legUrl = (id: string, leg: string) => `/api/admin/reservations/${id}/legs/${leg}`;
  const assign = async (
    id: string,
    body: { chauffeurId: string | null; vehicleId: string | null; version?: number },
    leg = 'aller',
  ) =>
    admin.client.request({
      method: 'PUT',
      url: `${legUrl(id, leg)}/assignment`,
      payload: { version: body.version ?? (await versionOf(t, id)), ...body },
    });
  return {
    assign,
    /** an assignment that must pass */
    assigned: async (...args: Parameters<typeof assign>) => {
      const response = await assign(...args);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<LegAssignmentResult>();
    },
    suggestions: async (id: string, leg = 'aller') => {
      const response = await admin.client.get(`${legUrl(id, leg)}/suggestions`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<LegSuggestions>();
    },
    planning: async (view: 'day' | 'week', date: string) => {
      const response = await admin.client.get(`/api/admin/planning?view=${view}&date=${date}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Planning>();
    },
  };
};

/** The leg rows and the history lines of a reservation, as stored. */
export const storedAssignment = async (t: TestApp, id: string) => ({
  legs: await t.database.db
    .select({ leg: tripLegs.leg, chauffeurId: tripLegs.chauffeurId, vehicleId: tripLegs.vehicleId })
    .from(tripLegs)
    .where(eq(tripLegs.reservationId, id)),
  history: await t.database.db
    .select({
      field: reservationChanges.field,
      oldValue: reservationChanges.oldValue,
      newValue: reservationChanges.newValue,
    })
    .from(reservationChanges)
    .where(eq(reservationChanges.reservationId, id)),
  version: await versionOf(t, id),
});

/** A refusal as the administrator reads it, and proof that nothing was written. */
export const expectRefused = async (
  response: { statusCode: number; json: <T>() => T },
  status: number,
  body: { code: string; error?: string },
) => {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject(body);
};
