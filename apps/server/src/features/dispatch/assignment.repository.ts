import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TripLegKind } from '@navette/shared';
import type { Queryable } from '../../db/client';
import {
  chauffeurs,
  reservationChanges,
  reservations,
  tripLegs,
  users,
  vehicles,
} from '../../db/schema';
import { isUuid } from '../../db/values';

/*
 * What the assignment reads and writes besides the legs (docs/product/dispatch.md#assignment):
 * the reservation's version under its lock, the chauffeurs and vehicles that may drive a leg,
 * and the change with its history rows.
 */

/** A chauffeur as the assignment's checks see one. */
export interface ChauffeurCandidate {
  id: string;
  name: string;
  telephone: string;
  active: boolean;
  carteVtcExpireLe: string;
}

/** A vehicle as the assignment's checks see one. */
export interface VehicleCandidate {
  id: string;
  nom: string;
  plaque: string | null;
  capacitePassagers: number;
  capaciteBagagesMax: number;
  assuranceExpireLe: string | null;
  controleTechniqueExpireLe: string | null;
}

const chauffeurColumns = {
  id: chauffeurs.id,
  name: users.name,
  telephone: chauffeurs.telephone,
  active: chauffeurs.active,
  carteVtcExpireLe: chauffeurs.carteVtcExpireLe,
};
const vehicleColumns = {
  id: vehicles.id,
  nom: vehicles.nom,
  plaque: vehicles.plaque,
  capacitePassagers: vehicles.capacitePassagers,
  capaciteBagagesMax: vehicles.capaciteBagagesMax,
  assuranceExpireLe: vehicles.assuranceExpireLe,
  controleTechniqueExpireLe: vehicles.controleTechniqueExpireLe,
};

/** Every chauffeur (active or not), by name. */
export const listChauffeurCandidates = (db: Queryable): Promise<ChauffeurCandidate[]> =>
  db
    .select(chauffeurColumns)
    .from(chauffeurs)
    .innerJoin(users, eq(users.id, chauffeurs.userId))
    .orderBy(asc(users.name));

/** Every vehicle of the fleet, by name. */
export const listVehicleCandidates = (db: Queryable): Promise<VehicleCandidate[]> =>
  db.select(vehicleColumns).from(vehicles).orderBy(asc(vehicles.nom), asc(vehicles.plaque));

/**
 * The chauffeur, locked until the transaction ends: two assignments of one chauffeur run one
 * after the other, the second seeing the first's leg among the busy ones.
 */
export const lockChauffeur = async (
  tx: Queryable,
  id: string,
): Promise<ChauffeurCandidate | undefined> => {
  if (!isUuid(id)) return undefined;
  const [row] = await tx
    .select(chauffeurColumns)
    .from(chauffeurs)
    .innerJoin(users, eq(users.id, chauffeurs.userId))
    .where(eq(chauffeurs.id, id))
    .for('update', { of: chauffeurs });
  return row;
};

/** The vehicle, locked until the transaction ends (same reason as the chauffeur). */
export const lockVehicle = async (
  tx: Queryable,
  id: string,
): Promise<VehicleCandidate | undefined> => {
  if (!isUuid(id)) return undefined;
  const [row] = await tx
    .select(vehicleColumns)
    .from(vehicles)
    .where(eq(vehicles.id, id))
    .for('update');
  return row;
};

/** The reservation's status and version, locked (the admin edits' rule, decision 0023). */
export const lockReservationVersion = async (
  tx: Queryable,
  id: string,
): Promise<{ statut: string; version: number } | undefined> => {
  if (!isUuid(id)) return undefined;
  const [row] = await tx
    .select({ statut: reservations.statut, version: reservations.version })
    .from(reservations)
    .where(and(eq(reservations.id, id), isNull(reservations.deletedAt)))
    .for('update');
  return row;
};

/** The reservation's version, as the next assignment must name it. */
export const reservationVersion = async (db: Queryable, id: string): Promise<number> => {
  const [row] = await db
    .select({ version: reservations.version })
    .from(reservations)
    .where(eq(reservations.id, id));
  return row?.version ?? 0;
};

/** One line of the reservation's history. */
export interface AssignmentChange {
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

/**
 * Writes the leg's chauffeur and vehicle, bumps the reservation's version and records the
 * changes in its history; returns the new version.
 */
export const writeAssignment = async (
  tx: Queryable,
  target: { reservationId: string; leg: TripLegKind; adminUserId: string },
  values: { chauffeurId: string | null; vehicleId: string | null },
  changes: readonly AssignmentChange[],
): Promise<number> => {
  await tx
    .update(tripLegs)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(tripLegs.reservationId, target.reservationId), eq(tripLegs.leg, target.leg)));
  const [bumped] = await tx
    .update(reservations)
    .set({ version: sql`${reservations.version} + 1` })
    .where(eq(reservations.id, target.reservationId))
    .returning({ version: reservations.version });
  if (!bumped) throw new Error('a locked reservation vanished');
  await tx.insert(reservationChanges).values(
    changes.map((change) => ({
      ...change,
      reservationId: target.reservationId,
      actor: 'admin' as const,
      adminUserId: target.adminUserId,
    })),
  );
  return bumped.version;
};
