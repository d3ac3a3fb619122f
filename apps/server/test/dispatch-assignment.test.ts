import { describe, expect } from 'vitest';
import { insertChauffeur, insertVehicle } from './support/chauffeurs';
import {
  dispatchCalls,
  expectRefused,
  insertTrip,
  storedAssignment,
  versionOf,
} from './support/dispatch';
import { serverTest } from './support/fixtures';

/*
 * The assignment of a leg's chauffeur and vehicle (docs/product/dispatch.md#assignment): each
 * refusal names its conflict and changes nothing; an accepted one writes the leg, its history and
 * a new version. The buffer after each leg is 30 minutes here.
 */

const it = serverTest({ env: { DISPATCH_BUFFER_MINUTES: '30' } }).extend(
  'dispatch',
  async ({ t, admin }) => dispatchCalls(t, admin),
);

describe('PUT /api/admin/reservations/:id/legs/:leg/assignment', () => {
  it('writes the chauffeur and vehicle, the history and a new version', async ({ t, dispatch }) => {
    const trip = await insertTrip(t, '2027-03-04', '10:00');
    const chauffeur = await insertChauffeur(t.database.db, { name: 'Karim Benali' });
    const vehicleId = await insertVehicle(t.database.db, {
      nom: 'Mercedes Classe V',
      plaque: 'GA-123-BC',
    });
    const before = await versionOf(t, trip.id);
    const result = await dispatch.assigned(trip.id, {
      chauffeurId: chauffeur.chauffeurId,
      vehicleId,
    });
    expect(result.version).toBe(before + 1);
    expect(result.leg).toMatchObject({
      reference: trip.reference,
      leg: 'aller',
      chauffeur: { _id: chauffeur.chauffeurId, name: 'Karim Benali' },
      vehicle: { _id: vehicleId, nom: 'Mercedes Classe V', plaque: 'GA-123-BC' },
    });
    const stored = await storedAssignment(t, trip.id);
    expect(stored.legs).toEqual([{ leg: 'aller', chauffeurId: chauffeur.chauffeurId, vehicleId }]);
    expect(stored.version).toBe(before + 1);
    expect(stored.history).toEqual(
      expect.arrayContaining([
        { field: 'chauffeur_aller', oldValue: null, newValue: 'Karim Benali' },
        { field: 'vehicule_aller', oldValue: null, newValue: 'Mercedes Classe V (GA-123-BC)' },
      ]),
    );
  });

  it('clears an assignment (always allowed), with its history line', async ({ t, dispatch }) => {
    const trip = await insertTrip(t, '2027-03-04', '10:00');
    const chauffeur = await insertChauffeur(t.database.db, { name: 'Inès Morel' });
    await dispatch.assigned(trip.id, { chauffeurId: chauffeur.chauffeurId, vehicleId: null });
    // the chauffeur is deactivated since: clearing still passes
    const result = await dispatch.assigned(trip.id, { chauffeurId: null, vehicleId: null });
    expect(result.leg.chauffeur).toBeNull();
    const stored = await storedAssignment(t, trip.id);
    expect(stored.legs).toEqual([{ leg: 'aller', chauffeurId: null, vehicleId: null }]);
    expect(stored.history).toContainEqual({
      field: 'chauffeur_aller',
      oldValue: 'Inès Morel',
      newValue: null,
    });
  });

  it('assigns the return leg of a round trip on its own', async ({ t, dispatch }) => {
    const trip = await insertTrip(t, '2027-03-04', '08:00', {
      retour: true,
      dateRetour: '2027-03-05',
      heureRetour: '18:00',
    });
    const chauffeur = await insertChauffeur(t.database.db, { name: 'Paul Petit' });
    const result = await dispatch.assigned(
      trip.id,
      { chauffeurId: chauffeur.chauffeurId, vehicleId: null },
      'retour',
    );
    expect(result.leg).toMatchObject({ leg: 'retour', date: '2027-03-05', heure: '18:00' });
    expect((await storedAssignment(t, trip.id)).history).toContainEqual({
      field: 'chauffeur_retour',
      oldValue: null,
      newValue: 'Paul Petit',
    });
  });

  describe('refuses, naming the conflict, and writes nothing', () => {
    it.for([
      {
        title: 'a vehicle with too few seats',
        trip: { nombrePassagers: 5, nombreBagages: 2 },
        error: 'Ce véhicule prend 3 passagers et 3 bagages ; ce trajet en compte 5 et 2.',
      },
      {
        title: 'a vehicle with too little room for the luggage',
        trip: { nombrePassagers: 2, nombreBagages: 4 },
        error: 'Ce véhicule prend 3 passagers et 3 bagages ; ce trajet en compte 2 et 4.',
      },
    ])('$title', async ({ trip: fields, error }, { t, dispatch }) => {
      const trip = await insertTrip(t, '2027-03-04', '10:00', fields);
      const vehicleId = await insertVehicle(t.database.db);
      const version = await versionOf(t, trip.id);
      await expectRefused(await dispatch.assign(trip.id, { chauffeurId: null, vehicleId }), 409, {
        code: 'VEHICLE_TOO_SMALL',
        error,
      });
      expect(await storedAssignment(t, trip.id)).toEqual({ legs: [], history: [], version });
    });

    it('a vehicle whose insurance or inspection ended before the day', async ({ t, dispatch }) => {
      const trip = await insertTrip(t, '2027-03-04', '10:00');
      const uninsured = await insertVehicle(t.database.db, {
        nom: 'Peugeot Traveller',
        plaque: 'AB-001-CD',
        assuranceExpireLe: '2027-03-03',
      });
      await expectRefused(
        await dispatch.assign(trip.id, { chauffeurId: null, vehicleId: uninsured }),
        409,
        {
          code: 'VEHICLE_INSURANCE_EXPIRED',
          error: 'L’assurance du véhicule Peugeot Traveller (AB-001-CD) a expiré le 03/03/2027.',
        },
      );
      const uninspected = await insertVehicle(t.database.db, {
        nom: 'Peugeot Traveller',
        plaque: 'AB-002-CD',
        controleTechniqueExpireLe: '2027-01-31',
      });
      await expectRefused(
        await dispatch.assign(trip.id, { chauffeurId: null, vehicleId: uninspected }),
        409,
        {
          code: 'VEHICLE_INSPECTION_EXPIRED',
          error:
            'Le contrôle technique du véhicule Peugeot Traveller (AB-002-CD) a expiré le 31/01/2027.',
        },
      );
      // valid up to and including the day itself
      const lastDay = await insertVehicle(t.database.db, { assuranceExpireLe: '2027-03-04' });
      await dispatch.assigned(trip.id, { chauffeurId: null, vehicleId: lastDay });
    });

    it('a chauffeur whose VTC card expired before the day', async ({ t, dispatch }) => {
      const trip = await insertTrip(t, '2027-05-13', '10:00');
      const chauffeur = await insertChauffeur(t.database.db, {
        name: 'Karim Benali',
        carteVtcExpireLe: '2027-05-12',
      });
      await expectRefused(
        await dispatch.assign(trip.id, { chauffeurId: chauffeur.chauffeurId, vehicleId: null }),
        409,
        {
          code: 'CHAUFFEUR_CARD_EXPIRED',
          error: 'La carte VTC de Karim Benali a expiré le 12/05/2027.',
        },
      );
      expect((await storedAssignment(t, trip.id)).legs).toEqual([]);
    });

    it('a deactivated chauffeur', async ({ t, dispatch }) => {
      const trip = await insertTrip(t, '2027-03-04', '10:00');
      const chauffeur = await insertChauffeur(t.database.db, {
        name: 'Karim Benali',
        active: false,
      });
      await expectRefused(
        await dispatch.assign(trip.id, { chauffeurId: chauffeur.chauffeurId, vehicleId: null }),
        409,
        { code: 'CHAUFFEUR_INACTIVE', error: 'Karim Benali est désactivé.' },
      );
    });

    it.for(['en attente', 'annulé', 'terminé'] as const)(
      'a reservation that is « %s »',
      async (statut, { t, dispatch }) => {
        const trip = await insertTrip(t, '2027-03-04', '10:00', { statut });
        const chauffeur = await insertChauffeur(t.database.db);
        await expectRefused(
          await dispatch.assign(trip.id, { chauffeurId: chauffeur.chauffeurId, vehicleId: null }),
          409,
          {
            code: 'ASSIGNMENT_NOT_CONFIRMED',
            error: `Seule une réservation confirmée reçoit un chauffeur et un véhicule ; celle-ci est «\u00a0${statut}\u00a0».`,
          },
        );
        expect((await storedAssignment(t, trip.id)).legs).toEqual([]);
      },
    );

    it('a copy older than the reservation (another administrator changed it)', async ({
      t,
      dispatch,
    }) => {
      const trip = await insertTrip(t, '2027-03-04', '10:00');
      const chauffeur = await insertChauffeur(t.database.db);
      const seen = await versionOf(t, trip.id);
      await dispatch.assigned(trip.id, { chauffeurId: chauffeur.chauffeurId, vehicleId: null });
      const vehicleId = await insertVehicle(t.database.db);
      await expectRefused(
        await dispatch.assign(trip.id, { chauffeurId: null, vehicleId, version: seen }),
        409,
        { code: 'RESERVATION_STALE' },
      );
      const stored = await storedAssignment(t, trip.id);
      expect(stored.version).toBe(seen + 1);
      expect(stored.legs).toEqual([
        { leg: 'aller', chauffeurId: chauffeur.chauffeurId, vehicleId: null },
      ]);
      expect(stored.history).toHaveLength(1);
    });

    it('an unknown leg, reservation, chauffeur or vehicle (404)', async ({ t, dispatch }) => {
      const trip = await insertTrip(t, '2027-03-04', '10:00');
      const unknown = '00000000-0000-4000-8000-000000000000';
      const cases = [
        [trip.id, { chauffeurId: null, vehicleId: null }, 'retour', 'LEG_NOT_FOUND'],
        [trip.id, { chauffeurId: null, vehicleId: null }, 'demain', 'LEG_NOT_FOUND'],
        [unknown, { chauffeurId: null, vehicleId: null, version: 1 }, 'aller', 'LEG_NOT_FOUND'],
        ['pas-un-id', { chauffeurId: null, vehicleId: null, version: 1 }, 'aller', 'LEG_NOT_FOUND'],
        [trip.id, { chauffeurId: unknown, vehicleId: null }, 'aller', 'CHAUFFEUR_NOT_FOUND'],
        [trip.id, { chauffeurId: null, vehicleId: 'x' }, 'aller', 'VEHICLE_NOT_FOUND'],
      ] as const;
      for (const [id, body, leg, code] of cases) {
        await expectRefused(await dispatch.assign(id, body, leg), 404, { code });
      }
    });
  });

  describe('a chauffeur or a vehicle already busy (each leg and the 30 minutes after it)', () => {
    it('is free exactly when the other leg’s buffer ends, busy one minute before', async ({
      t,
      dispatch,
    }) => {
      const first = await insertTrip(t, '2027-03-04', '14:00');
      const chauffeur = await insertChauffeur(t.database.db, { name: 'Karim Benali' });
      await dispatch.assigned(first.id, { chauffeurId: chauffeur.chauffeurId, vehicleId: null });
      // 14:00 + 1 h + 30 min: 15:30 is free, 15:29 is not
      const tooSoon = await insertTrip(t, '2027-03-04', '15:29');
      await expectRefused(
        await dispatch.assign(tooSoon.id, { chauffeurId: chauffeur.chauffeurId, vehicleId: null }),
        409,
        {
          code: 'CHAUFFEUR_BUSY',
          error: `Karim Benali conduit déjà ${first.reference} de 14:00 à 15:00 (avec 30 min de battement).`,
        },
      );
      const justInTime = await insertTrip(t, '2027-03-04', '15:30');
      await dispatch.assigned(justInTime.id, {
        chauffeurId: chauffeur.chauffeurId,
        vehicleId: null,
      });
      // and before: a leg whose own buffer runs into the first one
      const before = await insertTrip(t, '2027-03-04', '12:31');
      expect(
        (await dispatch.assign(before.id, { chauffeurId: chauffeur.chauffeurId, vehicleId: null }))
          .statusCode,
      ).toBe(409);
    });

    it('refuses a vehicle on an overlapping leg', async ({ t, dispatch }) => {
      const first = await insertTrip(t, '2027-03-04', '09:00', { hours: 3 });
      const vehicleId = await insertVehicle(t.database.db, {
        nom: 'Mercedes Classe V',
        plaque: 'GA-777-ZZ',
      });
      await dispatch.assigned(first.id, { chauffeurId: null, vehicleId });
      const overlapping = await insertTrip(t, '2027-03-04', '11:00');
      await expectRefused(
        await dispatch.assign(overlapping.id, { chauffeurId: null, vehicleId }),
        409,
        {
          code: 'VEHICLE_BUSY',
          error: `Le véhicule Mercedes Classe V (GA-777-ZZ) fait déjà ${first.reference} de 09:00 à 12:00 (avec 30 min de battement).`,
        },
      );
    });

    it('lets exactly one of two simultaneous assignments of one chauffeur pass', async ({
      t,
      dispatch,
    }) => {
      const chauffeur = await insertChauffeur(t.database.db);
      const a = await insertTrip(t, '2027-03-04', '07:00');
      const b = await insertTrip(t, '2027-03-04', '07:30');
      const answers = await Promise.all(
        [a, b].map((trip) =>
          dispatch.assign(trip.id, { chauffeurId: chauffeur.chauffeurId, vehicleId: null }),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)!.json()).toMatchObject({
        code: 'CHAUFFEUR_BUSY',
      });
    });
  });
});
