import { randomUUID } from 'node:crypto';
import { BrowserClient } from '@navette/test-support/browser-client';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { parisToday, type RunSheet, type TripLegView } from '@navette/shared';
import { tripLegs } from '../src/db/schema';
import { shiftDay } from '../src/features/dispatch';
import { chauffeurClient, insertChauffeur, insertVehicle } from './support/chauffeurs';
import { insertTrip } from './support/dispatch';
import type { TestApp } from './build-test-app';
import { serverTest } from './support/fixtures';

/*
 * The chauffeur's run sheet (docs/product/dispatch.md#the-run-sheet): only the chauffeur's own
 * legs of today and tomorrow; the states reported one step at a time, each with its time stamp;
 * the customer absent only once the wait is over (15 minutes here).
 */

const it = serverTest({ env: { NO_SHOW_WAIT_MINUTES: '15' } });

const assign = async (
  t: TestApp,
  reservationId: string,
  values: Partial<typeof tripLegs.$inferInsert> = {},
) => {
  await t.database.db.insert(tripLegs).values({ reservationId, leg: 'aller', ...values });
};

const storedLeg = async (t: TestApp, reservationId: string) => {
  const [row] = await t.database.db
    .select()
    .from(tripLegs)
    .where(and(eq(tripLegs.reservationId, reservationId), eq(tripLegs.leg, 'aller')));
  return row!;
};

const report = (browser: BrowserClient, reservationId: string, state: string, leg = 'aller') =>
  browser.post(`/api/chauffeur/courses/${reservationId}/${leg}/etat`, { state });

/** A chauffeur with a session, and one leg of theirs picked up at that day and time. */
const withLeg = async (t: TestApp, day: string, heure = '10:00') => {
  const chauffeur = await insertChauffeur(t.database.db, { name: 'Karim Benali' });
  const browser = await chauffeurClient(t.app, t.database.db, chauffeur);
  const trip = await insertTrip(t, day, heure);
  await assign(t, trip.id, { chauffeurId: chauffeur.chauffeurId });
  return { chauffeur, browser, trip };
};

describe('GET /api/chauffeur/courses', () => {
  it('lists only my legs of today and tomorrow, by day, in pick-up order', async ({ t }) => {
    const today = parisToday();
    const tomorrow = shiftDay(today, 1);
    const me = await insertChauffeur(t.database.db, { name: 'Karim Benali' });
    const other = await insertChauffeur(t.database.db, { name: 'Inès Morel' });
    const vehicleId = await insertVehicle(t.database.db, { nom: 'Mercedes Classe V' });
    const late = await insertTrip(t, today, '18:00');
    const early = await insertTrip(t, today, '07:30');
    const next = await insertTrip(t, tomorrow, '09:00');
    const others = await insertTrip(t, today, '12:00');
    const unassigned = await insertTrip(t, today, '13:00');
    const later = await insertTrip(t, shiftDay(today, 2), '09:00');
    const yesterday = await insertTrip(t, shiftDay(today, -1), '09:00');
    for (const trip of [late, early, next, later, yesterday]) {
      await assign(t, trip.id, { chauffeurId: me.chauffeurId, vehicleId });
    }
    await assign(t, others.id, { chauffeurId: other.chauffeurId });
    await assign(t, unassigned.id);
    const browser = await chauffeurClient(t.app, t.database.db, me);
    const answer = await browser.get('/api/chauffeur/courses');
    expect(answer.statusCode, answer.body).toBe(200);
    const sheet = answer.json<RunSheet>();
    expect(sheet.noShowWaitMinutes).toBe(15);
    expect(sheet.days.map((day) => day.date)).toEqual([today, tomorrow]);
    expect(sheet.days.map((day) => day.legs.map((leg) => leg.reference))).toEqual([
      [early.reference, late.reference],
      [next.reference],
    ]);
    expect(sheet.days[0]!.legs[0]).toMatchObject({
      heure: '07:30',
      chauffeur: { _id: me.chauffeurId, name: 'Karim Benali' },
      vehicle: { _id: vehicleId, nom: 'Mercedes Classe V' },
      state: null,
    });
  });

  it('answers an empty day when I have nothing to drive', async ({ t }) => {
    const me = await insertChauffeur(t.database.db);
    const browser = await chauffeurClient(t.app, t.database.db, me);
    const sheet = (await browser.get('/api/chauffeur/courses')).json<RunSheet>();
    expect(sheet.days.map((day) => day.legs)).toEqual([[], []]);
  });

  it('refuses anyone without a chauffeur session (401)', async ({ t }) => {
    expect((await new BrowserClient(t.app).get('/api/chauffeur/courses')).statusCode).toBe(401);
  });
});

describe('POST /api/chauffeur/courses/:reservationId/:leg/etat', () => {
  it('takes each state in order and stamps its time', async ({ t }) => {
    const { browser, trip } = await withLeg(t, shiftDay(parisToday(), -1));
    for (const state of ['en route', 'sur place', 'à bord', 'terminé']) {
      const answer = await report(browser, trip.id, state);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<TripLegView>().state).toBe(state);
    }
    const row = await storedLeg(t, trip.id);
    expect(row.state).toBe('terminé');
    for (const stamp of [row.enRouteAt, row.surPlaceAt, row.aBordAt, row.termineAt]) {
      expect(stamp).toBeInstanceOf(Date);
    }
    expect(row.clientAbsentAt).toBeNull();
  });

  it('answers a retried state unchanged', async ({ t }) => {
    const { browser, trip } = await withLeg(t, parisToday());
    const first = (await report(browser, trip.id, 'en route')).json<TripLegView>();
    const again = await report(browser, trip.id, 'en route');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<TripLegView>().stateTimes).toEqual(first.stateTimes);
  });

  it('refuses a state out of order, with the reason, and changes nothing', async ({ t }) => {
    const { browser, trip } = await withLeg(t, parisToday());
    const skipped = await report(browser, trip.id, 'à bord');
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json()).toMatchObject({
      code: 'TRIP_STATE_NOT_NEXT',
      error:
        'Impossible de passer à «\u00a0Passager à bord\u00a0» : signalez d’abord «\u00a0En route\u00a0».',
    });
    await report(browser, trip.id, 'en route');
    await report(browser, trip.id, 'sur place');
    const back = await report(browser, trip.id, 'en route');
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({
      code: 'TRIP_STATE_ALREADY',
      error: 'Cette course est déjà «\u00a0Sur place\u00a0».',
    });
    expect((await storedLeg(t, trip.id)).state).toBe('sur place');
  });

  it('refuses an unknown state (400)', async ({ t }) => {
    const { browser, trip } = await withLeg(t, parisToday());
    expect((await report(browser, trip.id, 'parti')).statusCode).toBe(400);
  });

  it('reports the customer absent only once the wait is over', async ({ t }) => {
    const { browser, trip } = await withLeg(t, shiftDay(parisToday(), -1));
    await assignState(t, trip.id, new Date(Date.now() - 10 * 60_000));
    const early = await report(browser, trip.id, 'client absent');
    expect(early.statusCode).toBe(409);
    const allowedAt = new Date((await storedLeg(t, trip.id)).surPlaceAt!.getTime() + 15 * 60_000);
    expect(early.json()).toMatchObject({
      code: 'TRIP_NO_SHOW_TOO_EARLY',
      error: `Vous pourrez signaler le client absent à partir de ${parisClock(allowedAt)}.`,
    });
    await assignState(t, trip.id, new Date(Date.now() - 16 * 60_000));
    const answer = await report(browser, trip.id, 'client absent');
    expect(answer.statusCode, answer.body).toBe(200);
    const row = await storedLeg(t, trip.id);
    expect(row.state).toBe('client absent');
    expect(row.clientAbsentAt).toBeInstanceOf(Date);
  });

  it('counts the wait from the pick-up when arrived early', async ({ t }) => {
    const { browser, trip } = await withLeg(t, shiftDay(parisToday(), 1), '10:00');
    await assignState(t, trip.id, new Date());
    const early = await report(browser, trip.id, 'client absent');
    expect(early.json()).toMatchObject({
      error: 'Vous pourrez signaler le client absent à partir de 10:15.',
    });
  });

  it("answers 404 for another chauffeur's, an unassigned or an unknown leg", async ({ t }) => {
    const { browser } = await withLeg(t, parisToday());
    const other = await insertChauffeur(t.database.db, { name: 'Inès Morel' });
    const others = await insertTrip(t, parisToday(), '11:00');
    await assign(t, others.id, { chauffeurId: other.chauffeurId });
    const unassigned = await insertTrip(t, parisToday(), '12:00');
    await assign(t, unassigned.id);
    const bare = await insertTrip(t, parisToday(), '13:00');
    const targets: [string, string][] = [
      [others.id, 'aller'],
      [unassigned.id, 'aller'],
      [bare.id, 'aller'],
      [others.id, 'retour'],
      [randomUUID(), 'aller'],
      ['pas-un-id', 'aller'],
      [others.id, 'demain'],
    ];
    for (const [id, leg] of targets) {
      const answer = await report(browser, id, 'en route', leg);
      expect(answer.statusCode, `${id} ${leg}`).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'LEG_NOT_FOUND' });
    }
    expect((await storedLeg(t, others.id)).state).toBeNull();
  });
});

/** The leg on the spot since that instant. */
async function assignState(t: TestApp, reservationId: string, surPlaceAt: Date) {
  await t.database.db
    .update(tripLegs)
    .set({ state: 'sur place', enRouteAt: surPlaceAt, surPlaceAt })
    .where(and(eq(tripLegs.reservationId, reservationId), eq(tripLegs.leg, 'aller')));
}

function parisClock(instant: Date): string {
  return new Intl.DateTimeFormat('fr-FR', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Paris',
  }).format(instant);
}
