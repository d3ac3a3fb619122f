import { describe, expect } from 'vitest';
import { tripLegs, type TripLegRow } from '../src/db/schema';
import { computeDashboard } from '../src/features/dashboard/dashboard.service';
import type { TestApp } from './build-test-app';
import { insertChauffeur, insertVehicle } from './support/chauffeurs';
import { insertTrip } from './support/dispatch';
import { serverTest } from './support/fixtures';

/*
 * The dashboard's dispatch block (docs/product/dispatch.md#dashboard), on a clock of its own:
 * Monday 10 March 2031 at 10:00 in Paris. Today's legs by where they stand, the next 48 hours'
 * still to assign, the month's no-shows, and the papers of the road flagged 30 days ahead.
 */

const it = serverTest();
const NOW = new Date('2031-03-10T09:00:00Z');
const TODAY = '2031-03-10';

/** A confirmed trip on `date` at `heure`, its outbound leg given what `leg` says. */
const trip = async (
  t: TestApp,
  date: string,
  heure: string,
  leg: Partial<TripLegRow> | null,
  statut: 'confirmé' | 'annulé' = 'confirmé',
) => {
  const { id } = await insertTrip(t, date, heure, { statut });
  if (leg) await t.database.db.insert(tripLegs).values({ reservationId: id, leg: 'aller', ...leg });
};

describe('the dashboard’s dispatch block', () => {
  it('counts today’s trips by state, the trips to assign within 48 hours and the month’s no-shows', async ({
    t,
  }) => {
    const { chauffeurId } = await insertChauffeur(t.database.db, {
      carteVtcExpireLe: '2032-01-01',
    });
    const vehicleId = await insertVehicle(t.database.db, {
      assuranceExpireLe: '2032-01-01',
      controleTechniqueExpireLe: '2032-01-01',
    });
    const given = { chauffeurId, vehicleId };
    await trip(t, TODAY, '07:00', { ...given, state: 'terminé' });
    await trip(t, TODAY, '08:00', { ...given, state: 'client absent' });
    await trip(t, TODAY, '11:00', { ...given, state: 'en route' });
    await trip(t, TODAY, '12:00', given);
    await trip(t, TODAY, '13:00', { chauffeurId });
    await trip(t, TODAY, '14:00', null);
    await trip(t, TODAY, '15:00', null, 'annulé');
    // within the next 48 hours, to assign: today's two above and tomorrow's; not the one after
    await trip(t, '2031-03-11', '15:00', null);
    await trip(t, '2031-03-12', '11:00', null);
    // no-shows of March; February's is another period
    await trip(t, '2031-03-03', '09:00', { ...given, state: 'client absent' });
    await trip(t, '2031-02-27', '09:00', { ...given, state: 'client absent' });

    const { dispatch } = await computeDashboard(t.database.db, { period: 'month' }, NOW);
    expect(dispatch.today).toEqual([
      { key: 'unassigned', count: 2 },
      { key: 'assigned', count: 1 },
      { key: 'en route', count: 1 },
      { key: 'sur place', count: 0 },
      { key: 'à bord', count: 0 },
      { key: 'terminé', count: 1 },
      { key: 'client absent', count: 1 },
    ]);
    expect(dispatch.unassignedSoon).toBe(3);
    expect(dispatch.noShows).toBe(2);
  });

  it('flags the papers expiring within 30 days or expired, not at 31 days nor a deactivated chauffeur’s', async ({
    t,
    admin,
  }) => {
    await insertChauffeur(t.database.db, { name: 'Inès Morel', carteVtcExpireLe: '2031-04-09' });
    await insertChauffeur(t.database.db, { name: 'Paul Dubois', carteVtcExpireLe: '2031-04-10' });
    await insertChauffeur(t.database.db, {
      name: 'Ancien Chauffeur',
      carteVtcExpireLe: '2031-01-01',
      active: false,
    });
    const vehicleId = await insertVehicle(t.database.db, {
      nom: 'Mercedes Classe V',
      plaque: 'GA-321-BC',
      assuranceExpireLe: '2031-03-01',
      controleTechniqueExpireLe: '2031-03-10',
    });

    const { dispatch } = await computeDashboard(t.database.db, { period: 'month' }, NOW);
    const ours = dispatch.expiringDocuments.filter(
      (paper) => paper.subject.includes('GA-321-BC') || paper.document === 'carteVtc',
    );
    expect(ours).toEqual([
      {
        document: 'assurance',
        subject: 'Mercedes Classe V · GA-321-BC',
        ownerId: vehicleId,
        lastValidDay: '2031-03-01',
        daysLeft: -9,
      },
      {
        document: 'controleTechnique',
        subject: 'Mercedes Classe V · GA-321-BC',
        ownerId: vehicleId,
        lastValidDay: '2031-03-10',
        daysLeft: 0,
      },
      expect.objectContaining({ document: 'carteVtc', subject: 'Inès Morel', daysLeft: 30 }),
    ]);

    // the route answers the block with the rest of the dashboard (on today's clock)
    const response = await admin.client.get('/api/admin/dashboard?period=month');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ dispatch: { today: unknown[] } }>().dispatch.today).toHaveLength(7);
  });
});
