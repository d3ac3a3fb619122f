import { BrowserClient } from '@navette/test-support/browser-client';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { parisToday, type CustomerReservation } from '@navette/shared';
import { tripLegs, users } from '../src/db/schema';
import { mintManageLink } from '../src/features/manage-booking';
import type { TestApp } from './build-test-app';
import { chauffeurClient, insertChauffeur, insertVehicle } from './support/chauffeurs';
import { dispatchCalls, insertTrip } from './support/dispatch';
import { serverTest } from './support/fixtures';
import { signedInCustomer, uniqueEmail } from './support/reservations';

/*
 * The customer follows the trip (docs/product/dispatch.md#the-customer-follows-the-trip): their
 * reservation, read signed in or through its "Gérer ma réservation" link, carries each leg's
 * latest state with its time, the chauffeur's first name and phone and the vehicle; nothing else
 * of the chauffeur, and nothing for anyone else.
 */

const it = serverTest();

/**
 * A confirmed round trip of today at 10:00 (back tomorrow at 18:00) for that customer, its outbound
 * given to Karim Benali in a black Mercedes Classe V by the back-office, and the chauffeur's
 * browser; the return is left unassigned.
 */
const assignedTrip = async (
  t: TestApp,
  admin: Parameters<typeof dispatchCalls>[1],
  customer: { userId: string | null; email: string },
) => {
  const today = parisToday();
  const trip = await insertTrip(t, today, '10:00', {
    ...customer,
    retour: true,
    dateRetour: today,
    heureRetour: '18:00',
  });
  const chauffeur = await insertChauffeur(t.database.db, {
    name: 'Karim Benali',
    telephone: '06 98 76 54 32',
    email: uniqueEmail('karim'),
  });
  const plaque = `GA-${trip.reference.slice(-3)}-BC`;
  const vehicleId = await insertVehicle(t.database.db, {
    nom: 'Mercedes Classe V',
    couleur: 'noire',
    plaque,
  });
  await dispatchCalls(t, admin).assigned(trip.id, {
    chauffeurId: chauffeur.chauffeurId,
    vehicleId,
  });
  const browser = await chauffeurClient(t.app, t.database.db, chauffeur);
  const report = async (state: string) => {
    const answer = await browser.post(`/api/chauffeur/courses/${trip.id}/aller/etat`, { state });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  return { trip, chauffeur, plaque, report };
};

const userIdOf = async (t: TestApp, email: string): Promise<string> => {
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return row!.id;
};

/** What the customer reads of a trip on the spot, its return not yet given to anyone. */
const onTheSpot = (plaque: string) => [
  {
    leg: 'aller',
    state: 'sur place',
    stateAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    chauffeur: { prenom: 'Karim', telephone: '06 98 76 54 32' },
    vehicule: { modele: 'Mercedes Classe V', couleur: 'noire', plaque },
  },
  { leg: 'retour', state: null, stateAt: null, chauffeur: null, vehicule: null },
];

describe('GET /api/reservations/:id: the trip as the customer follows it', () => {
  it('shows the signed-in customer their chauffeur, vehicle and latest state, and no more', async ({
    t,
    admin,
    customer,
  }) => {
    const userId = await userIdOf(t, customer.email);
    const { trip, chauffeur, plaque, report } = await assignedTrip(t, admin, {
      userId,
      email: customer.email,
    });
    await report('en route');
    await report('sur place');
    const answer = await customer.browser.get(`/api/reservations/${trip.id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { trajet } = answer.json<CustomerReservation>();
    expect(trajet).toEqual(onTheSpot(plaque));
    // the time of the latest state, not of the first
    const [row] = await t.database.db
      .select({ surPlaceAt: tripLegs.surPlaceAt })
      .from(tripLegs)
      .where(and(eq(tripLegs.reservationId, trip.id), eq(tripLegs.leg, 'aller')));
    expect(trajet?.[0]?.stateAt).toBe(row?.surPlaceAt?.toISOString());
    expect(answer.body).not.toContain(chauffeur.email);
    expect(answer.body).not.toContain('Benali');
    expect(answer.body).not.toMatch(/VTC-/);
  });

  it('names no one before the trip is dispatched, and nothing before it is confirmed', async ({
    t,
    customer,
  }) => {
    const userId = await userIdOf(t, customer.email);
    const confirmed = await insertTrip(t, parisToday(), '11:00', { userId, email: customer.email });
    const pending = await insertTrip(t, parisToday(), '12:00', {
      userId,
      email: customer.email,
      statut: 'en attente',
    });
    const read = (id: string) =>
      customer.browser.get(`/api/reservations/${id}`).then((r) => r.json<CustomerReservation>());
    expect((await read(confirmed.id)).trajet).toEqual([
      { leg: 'aller', state: null, stateAt: null, chauffeur: null, vehicule: null },
    ]);
    expect((await read(pending.id)).trajet).toBeUndefined();
  });

  it('shows the holder of the "Gérer ma réservation" link the same', async ({ t, admin }) => {
    const email = uniqueEmail('guest-trip');
    const { trip, chauffeur, plaque, report } = await assignedTrip(t, admin, {
      userId: null,
      email,
    });
    await report('en route');
    await report('sur place');
    const { token } = await mintManageLink(
      t.database.db,
      { id: trip.id, date: parisToday() },
      'https://navette.test',
    );
    const guest = new BrowserClient(t.app);
    expect((await guest.post('/api/ma-reservation/session', { token })).statusCode).toBe(200);
    const answer = await guest.get(`/api/reservations/${trip.id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<CustomerReservation>().trajet).toEqual(onTheSpot(plaque));
    expect(answer.body).not.toContain(chauffeur.email);
  });

  it('answers another customer 404, as for any reservation that is not theirs', async ({
    t,
    admin,
    customer,
  }) => {
    const userId = await userIdOf(t, customer.email);
    const { trip } = await assignedTrip(t, admin, { userId, email: customer.email });
    const other = await signedInCustomer(t);
    const answer = await other.browser.get(`/api/reservations/${trip.id}`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'RESERVATION_NOT_FOUND' });
    expect(answer.body).not.toContain('Karim');
  });
});
