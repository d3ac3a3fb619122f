import { parisMoment, parisToday, type ReservationRequest } from '@navette/shared';
import { eq, sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { reservations } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../build-test-app';
import { BrowserClient } from '@navette/test-support/browser-client';
import { guestQuoteRequest } from '@navette/test-support/guest-request';
import { latestCodeFor } from './outbox';

/** The limits of files in which one client sends many quote requests (the limits have their own test). */
export const RAISED_BOOKING_LIMITS = {
  RESERVATION_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
};

/** The app for files in which one client sends many quote requests. */
export const buildBookingTestApp = (env: Record<string, string> = {}) =>
  buildTestApp({ env: { ...RAISED_BOOKING_LIMITS, ...env } });

/** The stored row of a reservation. */
export const reservationRow = async (t: TestApp, id: string) => {
  const [row] = await t.database.db.select().from(reservations).where(eq(reservations.id, id));
  return row;
};

/** A calendar day `days` after today in Paris, as YYYY-MM-DD. */
export const dayFromToday = (days: number): string => {
  const [year, month, day] = parisToday().split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days));
  return date.toISOString().slice(0, 10);
};

/**
 * Sets the server's clock (Date only) to `time` in Paris on the day it is there now, and returns
 * that day: "today at 00:30, sent at 23:56" is then the same day whatever hour the tests run at.
 * Undo with vi.useRealTimers().
 */
export const setParisClock = (time: string): string => {
  const day = parisToday();
  // Paris is one or two hours ahead of UTC: the instant is the one that reads `time` there
  const instant = [1, 2]
    .map((hours) => new Date(Date.parse(`${day}T${time}:00Z`) - hours * 3_600_000))
    .find((candidate) => {
      const there = parisMoment(candidate);
      return there.day === day && there.time === time;
    });
  if (!instant) throw new Error(`${day} has no ${time} in Paris`);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(instant);
  return day;
};

export const firstServiceId = async (t: TestApp): Promise<string> => {
  const response = await t.app.inject({ method: 'GET', url: '/api/services' });
  const [service] = response.json() as { _id: string }[];
  if (!service) throw new Error('the seed has no service');
  return service._id;
};

let counter = 0;
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${(counter += 1)}@example.test`;

/**
 * A guest's round trip with every field of the payload filled in, each value as the stored
 * reservation should show it (already normalised: trimmed, phone without separators).
 */
export const fullGuestRequest = (serviceId: string, email = uniqueEmail('guest')) =>
  ({
    service: serviceId,
    date: dayFromToday(10),
    heure: '05:40',
    adresse_depart: '12 rue de Rivoli, 75001 Paris',
    adresse_arrivee: 'Gare de Lyon, 75012 Paris',
    arret_intermediaire: '3 place de la Bastille, 75004 Paris',
    moyen_transport: 'train',
    numero_train: 'TGV 6201',
    numero_vol: null,
    nombre_passagers: 3,
    nombre_bagages: 2,
    retour: true,
    date_retour: dayFromToday(14),
    heure_retour: '21:15',
    adresse_depart_retour: 'Aéroport Paris-Orly, Terminal 3',
    adresse_arrivee_retour: '12 rue de Rivoli, 75001 Paris',
    moyen_transport_retour: 'avion',
    numero_train_retour: null,
    numero_vol_retour: 'AF 7515',
    nombre_passagers_retour: 4,
    nombre_bagages_retour: 5,
    nombre_personnes: 4,
    siege_bebe: true,
    rehausseurs: true,
    prix_estime: 42.5,
    nom: 'Dupont',
    prenom: 'Élodie',
    email,
    telephone: '0612345678',
    est_passager_principal: false,
    nom_passager_principal: 'Jean Dupont',
    telephone_passager_principal: '+33698765432',
    commentaire: 'Deux valises cabine.\nMerci d’attendre avec une pancarte 🙂',
    isGuest: true,
  }) satisfies ReservationRequest;

/** The smallest request a guest can send: a one-way trip without train or plane. */
export const minimalGuestRequest = (serviceId: string, email = uniqueEmail('guest')) =>
  guestQuoteRequest(serviceId, email, dayFromToday(3));

export const countReservations = async (t: TestApp): Promise<number> => {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(reservations);
  return row?.n ?? 0;
};

/** A customer who registered, verified the address and signed in, as in the browser. */
export const signedInCustomer = async (t: TestApp, email = uniqueEmail('customer')) => {
  const browser = new BrowserClient(t.app);
  const password = 'secret-123';
  expect(
    (await browser.post('/auth/register', { name: 'Camille Leroy', email, password })).statusCode,
  ).toBe(201);
  const code = await latestCodeFor(t.database.db, email);
  expect((await browser.post('/auth/verify', { email, code })).statusCode).toBe(200);
  expect((await browser.post('/auth/login', { email, password })).statusCode).toBe(200);
  return { browser, email };
};
