import { describe, expect } from 'vitest';
import { insertChauffeur, insertVehicle } from './support/chauffeurs';
import { dispatchCalls, insertTrip, versionOf } from './support/dispatch';
import { serverTest } from './support/fixtures';

/*
 * What the back-office sees before assigning (docs/product/dispatch.md#planning): who is free for
 * a leg, and the planning of a day or a week. The buffer after each leg is 30 minutes here.
 */

const it = serverTest({ env: { DISPATCH_BUFFER_MINUTES: '30' } }).extend(
  'dispatch',
  async ({ t, admin }) => dispatchCalls(t, admin),
);

describe('GET /api/admin/reservations/:id/legs/:leg/suggestions', () => {
  it('lists the free chauffeurs and fitting vehicles first, the others with the refusal', async ({
    t,
    dispatch,
  }) => {
    const date = '2027-07-01';
    const busyTrip = await insertTrip(t, date, '10:00');
    const trip = await insertTrip(t, date, '10:30', { nombrePassagers: 4, nombreBagages: 1 });
    const busy = await insertChauffeur(t.database.db, { name: 'Aaron Busy' });
    const free = await insertChauffeur(t.database.db, { name: 'Zoé Libre' });
    const off = await insertChauffeur(t.database.db, { name: 'Bruno Parti', active: false });
    await dispatch.assigned(busyTrip.id, { chauffeurId: busy.chauffeurId, vehicleId: null });
    const small = await insertVehicle(t.database.db, { nom: 'AAA Berline', capacitePassagers: 3 });
    const van = await insertVehicle(t.database.db, { nom: 'ZZZ Van', capacitePassagers: 7 });
    const { chauffeurs, vehicles, leg, version } = await dispatch.suggestions(trip.id);
    // the leg as it is, and the version the assignment is then made on
    expect([leg.reference, leg.chauffeur, version]).toEqual([
      trip.reference,
      null,
      await versionOf(t, trip.id),
    ]);
    const mine = chauffeurs.filter((c) => [busy, free, off].some((x) => x.chauffeurId === c._id));
    expect(mine.map((c) => [c.name, c.available, c.reason])).toEqual([
      ['Zoé Libre', true, null],
      [
        'Aaron Busy',
        false,
        `Aaron Busy conduit déjà ${busyTrip.reference} de 10:00 à 11:00 (avec 30 min de battement).`,
      ],
      ['Bruno Parti', false, 'Bruno Parti est désactivé.'],
    ]);
    // every available one before every unavailable one
    const firstUnavailable = chauffeurs.findIndex((c) => !c.available);
    expect(chauffeurs.slice(firstUnavailable).every((c) => !c.available)).toBe(true);
    const ours = vehicles.filter((v) => v._id === small || v._id === van);
    expect(ours.map((v) => [v.nom, v.available])).toEqual([
      ['ZZZ Van', true],
      ['AAA Berline', false],
    ]);
    expect(ours[1]!.reason).toBe(
      'Ce véhicule prend 3 passagers et 3 bagages ; ce trajet en compte 4 et 1.',
    );
  });
});

describe('GET /api/admin/planning', () => {
  it('gives the legs of a day, and of its week from Monday to Sunday', async ({ t, dispatch }) => {
    const monday = await insertTrip(t, '2027-06-07', '09:00');
    const wednesday = await insertTrip(t, '2027-06-09', '09:00', {
      retour: true,
      dateRetour: '2027-06-13',
      heureRetour: '20:00',
    });
    await insertTrip(t, '2027-06-14', '09:00');
    await insertTrip(t, '2027-06-09', '11:00', { statut: 'en attente' });
    const day = await dispatch.planning('day', '2027-06-09');
    expect(day).toMatchObject({ from: '2027-06-09', until: '2027-06-09' });
    expect(day.legs.map((leg) => [leg.reference, leg.leg])).toEqual([
      [wednesday.reference, 'aller'],
    ]);
    const week = await dispatch.planning('week', '2027-06-09');
    expect(week).toMatchObject({ from: '2027-06-07', until: '2027-06-13' });
    expect(week.legs.map((leg) => [leg.reference, leg.leg, leg.date])).toEqual([
      [monday.reference, 'aller', '2027-06-07'],
      [wednesday.reference, 'aller', '2027-06-09'],
      [wednesday.reference, 'retour', '2027-06-13'],
    ]);
    expect(week.chauffeurs.length).toBeGreaterThanOrEqual(0);
  });

  it('refuses a malformed view or day', async ({ admin }) => {
    for (const query of ['view=month&date=2027-06-09', 'view=day&date=2027-02-30', 'view=day']) {
      expect((await admin.client.get(`/api/admin/planning?${query}`)).statusCode).toBe(400);
    }
  });
});
