import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { reservationChanges, reservations, tripLegs, vehicles } from '../src/db/schema';
import { findLeg } from '../src/features/dispatch';
import { sendDueReminders, sendDueReviewRequests } from '../src/features/trip-notices';
import { openTestApp, type TestApp } from './build-test-app';
import { insertChauffeur, insertVehicle } from './support/chauffeurs';
import { dispatchCalls, insertTrip } from './support/dispatch';
import { serverTest } from './support/fixtures';
import { mailsTo } from './support/outbox';
import { dayFromToday } from './support/reservations';

/*
 * The customer kept informed (docs/product/dispatch.md#the-customer-kept-informed): the
 * day-before e-mail, once whatever the instances, and its update; the messages of the trip's
 * states; the trip's end and the review request. The day-before e-mail is due from midnight
 * here (REMINDER_HOUR=0): a trip tomorrow is due, one the day after is not.
 */

const it = serverTest({ env: { REMINDER_HOUR: '0', REVIEW_REQUEST_DELAY_HOURS: '3' } }).extend(
  'dispatch',
  async ({ t, admin }) => dispatchCalls(t, admin),
);

type T = TestApp;

/**
 * Runs `work` with a second instance of the app on the same database, as behind a load balancer.
 * Closing it sends what its outbox holds (and masks the addresses): `work` reads what it needs.
 */
const withSecondInstance = async <R>(t: T, work: (other: T['app']) => Promise<R>): Promise<R> => {
  const other = await openTestApp(t.config, t.database, { seed: false });
  try {
    return await work(other.app);
  } finally {
    await other.app.close();
  }
};

/** An e-mail's text part with its lines joined (the text part wraps long lines). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

let plates = 0;
/** A plate of its own for each vehicle of the file (plates are unique). */
const plate = () => `GA-${String(100 + (plates += 1))}-BC`;

/** A trip tomorrow from the airport, with its leg given a chauffeur and a vehicle directly. */
const assignedTrip = async (t: T, day = dayFromToday(1)) => {
  const trip = await insertTrip(t, day, '10:00', {
    adresseDepart: 'Aéroport de Paris-Orly 94390 Orly',
    adresseArrivee: '10 Rue de Rivoli 75004 Paris',
  });
  const chauffeur = await insertChauffeur(t.database.db, {
    name: 'Karim Benali',
    telephone: '0611223344',
  });
  const vehicleId = await insertVehicle(t.database.db, {
    nom: 'Mercedes Classe V',
    couleur: 'noire',
    plaque: plate(),
  });
  await t.database.db.insert(tripLegs).values({
    reservationId: trip.id,
    leg: 'aller',
    chauffeurId: chauffeur.chauffeurId,
    vehicleId,
  });
  const [row] = await t.database.db
    .select({ email: reservations.email })
    .from(reservations)
    .where(eq(reservations.id, trip.id));
  const [vehicle] = await t.database.db
    .select({ plaque: vehicles.plaque })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId));
  return { ...trip, chauffeur, vehicleId, email: row!.email, plaque: vehicle!.plaque! };
};

describe('the day-before e-mail', () => {
  it('is sent once by two instances running the job at the same moment', async ({ t }) => {
    const trip = await assignedTrip(t);
    // a second instance of the app on the same database, as behind a load balancer
    const mails = await withSecondInstance(t, async (other) => {
      const sent = await Promise.all([
        sendDueReminders(t.app),
        sendDueReminders(other),
        sendDueReminders(t.app),
      ]);
      expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
      return mailsTo(t.database.db, trip.email, 'tripReminder');
    });
    expect(mails).toHaveLength(1);
    const text = oneLine(mails[0]!.text);
    expect(text).toContain('Votre trajet de demain');
    expect(text).toContain('Karim');
    expect(text).not.toContain('Benali');
    expect(text).toContain('06 11 22 33 44');
    expect(text).toContain(`Mercedes Classe V noire · ${trip.plaque}`);
    expect(text).toContain(
      'Votre chauffeur vous attendra dans le hall des arrivées, avec une pancarte à votre nom.',
    );
    // a later run finds nothing more to send
    expect(await sendDueReminders(t.app)).toBe(0);
  });

  it('waits for the day before, and for both a chauffeur and a vehicle', async ({ t }) => {
    const later = await assignedTrip(t, dayFromToday(2));
    const unassigned = await insertTrip(t, dayFromToday(1), '11:00');
    const chauffeur = await insertChauffeur(t.database.db);
    await t.database.db.insert(tripLegs).values({
      reservationId: unassigned.id,
      leg: 'aller',
      chauffeurId: chauffeur.chauffeurId,
    });
    await sendDueReminders(t.app);
    expect(await mailsTo(t.database.db, later.email, 'tripReminder')).toHaveLength(0);
    const [row] = await t.database.db
      .select({ sent: tripLegs.reminderSentAt })
      .from(tripLegs)
      .where(eq(tripLegs.reservationId, unassigned.id));
    expect(row?.sent).toBeNull();
  });

  it('goes at once when the assignment comes after it was due, then an update follows a change', async ({
    t,
    dispatch,
  }) => {
    const trip = await insertTrip(t, dayFromToday(1), '15:00');
    const [row] = await t.database.db
      .select({ email: reservations.email })
      .from(reservations)
      .where(eq(reservations.id, trip.id));
    const chauffeur = await insertChauffeur(t.database.db, { name: 'Inès Morel' });
    const first = await insertVehicle(t.database.db, { nom: 'Mercedes Classe E' });
    await dispatch.assigned(trip.id, { chauffeurId: chauffeur.chauffeurId, vehicleId: first });
    expect(await mailsTo(t.database.db, row!.email, 'tripReminder')).toHaveLength(1);
    const second = await insertVehicle(t.database.db, {
      nom: 'Mercedes Classe V',
      plaque: 'GB-456-CD',
    });
    await dispatch.assigned(trip.id, { chauffeurId: chauffeur.chauffeurId, vehicleId: second });
    const mails = await mailsTo(t.database.db, row!.email, 'tripReminder');
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe(`Changement de chauffeur ou de véhicule (${trip.reference})`);
    expect(mails[0]!.text).toContain('GB-456-CD');
  });
});

describe('the trip under way and its end', () => {
  it('tells the customer the chauffeur is on the way and there, once each', async ({ t }) => {
    const trip = await assignedTrip(t);
    for (const state of ['en route', 'en route', 'sur place'] as const) {
      await t.database.db.transaction(async (tx) => {
        const leg = await findLeg(tx, trip.id, 'aller');
        await t.app.tripEvents.stateReported(tx, leg!, state);
      });
    }
    const mails = await mailsTo(t.database.db, trip.email, 'tripUnderway');
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `Votre chauffeur est arrivé (${trip.reference})`,
      `Votre chauffeur est en route (${trip.reference})`,
    ]);
    expect(oneLine(mails.find((m) => m.subject.includes('en route'))!.text)).toContain(
      `Votre chauffeur Karim est en route (Mercedes Classe V noire · ${trip.plaque}).`,
    );
  });

  it('completes the reservation when its last leg ends, then asks for a review once', async ({
    t,
  }) => {
    const trip = await assignedTrip(t);
    const endedAt = new Date(Date.now() - 4 * 3_600_000);
    await t.database.db
      .update(tripLegs)
      .set({ state: 'terminé', termineAt: endedAt })
      .where(eq(tripLegs.reservationId, trip.id));
    await t.database.db.transaction(async (tx) => {
      const leg = await findLeg(tx, trip.id, 'aller');
      await t.app.tripEvents.stateReported(tx, leg!, 'terminé');
    });
    const [stored] = await t.database.db
      .select({ statut: reservations.statut, version: reservations.version })
      .from(reservations)
      .where(eq(reservations.id, trip.id));
    expect(stored?.statut).toBe('terminé');
    const history = await t.database.db
      .select({ actor: reservationChanges.actor, newValue: reservationChanges.newValue })
      .from(reservationChanges)
      .where(
        and(eq(reservationChanges.reservationId, trip.id), eq(reservationChanges.field, 'statut')),
      );
    expect(history).toEqual([{ actor: 'chauffeur', newValue: 'terminé' }]);

    const mails = await withSecondInstance(t, async (other) => {
      await Promise.all([sendDueReviewRequests(t.app), sendDueReviewRequests(other)]);
      return mailsTo(t.database.db, trip.email, 'reviewRequest');
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('/profile?tab=avis');
  });

  it('waits the delay before asking for the review', async ({ t }) => {
    const trip = await assignedTrip(t);
    await t.database.db
      .update(tripLegs)
      .set({ state: 'terminé', termineAt: new Date() })
      .where(eq(tripLegs.reservationId, trip.id));
    await t.database.db
      .update(reservations)
      .set({ statut: 'terminé' })
      .where(eq(reservations.id, trip.id));
    await sendDueReviewRequests(t.app);
    expect(await mailsTo(t.database.db, trip.email, 'reviewRequest')).toHaveLength(0);
  });
});
