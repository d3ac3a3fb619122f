import {
  BOOKING_TIME_ZONE,
  TRIP_LEG_KINDS,
  type ErrorCode,
  type LegAssignment,
  type LegSuggestions,
  type TripLegKind,
  type TripLegView,
} from '@navette/shared';
import type { Database, Queryable } from '../../db/client';
import { isUuid } from '../../db/values';
import { AppError } from '../../lib/app-error';
import {
  listChauffeurCandidates,
  listVehicleCandidates,
  lockChauffeur,
  lockReservationVersion,
  lockVehicle,
  reservationVersion,
  writeAssignment,
  type AssignmentChange,
  type ChauffeurCandidate,
  type VehicleCandidate,
} from './assignment.repository';
import { ensureLegRow, findLeg, findLegs, shiftDay, type TripLeg } from './legs.repository';

/*
 * The assignment's rules (docs/product/dispatch.md#assignment): one check per candidate, used by
 * the assignment itself and by the suggestions, so that a suggestion marked free is one the
 * assignment accepts, and an unavailable one shows the very refusal the assignment would give.
 */

/** A leg as the API shows it: without the row's and the customer's inner fields. */
export const legView = ({
  row: _row,
  customer: _customer,
  vehicleCapacity: _capacity,
  ...leg
}: TripLeg): TripLegView => leg;

/** A refusal: the error code and the values of its message. */
export interface Refusal {
  code: ErrorCode;
  params: Record<string, string | number>;
}

/** What the checks compare a candidate with: the leg, the legs around it, the buffer. */
export interface LegContext {
  leg: TripLeg;
  /** the driven legs picked up from the day before the leg's to the day after */
  around: readonly TripLeg[];
  bufferMinutes: number;
}

const clock = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: BOOKING_TIME_ZONE,
});
/** An instant as its Paris wall-clock time, 14:05. */
const parisClock = (iso: string): string => clock.format(new Date(iso));
/** `2026-05-12` → `12/05/2026` (the day as it is). */
const shortDay = (day: string): string => day.split('-').reverse().join('/');

const MINUTE = 60_000;

/** Two legs conflict when their occupied intervals, each with the buffer after it, overlap. */
const overlaps = (a: TripLeg, b: TripLeg, bufferMinutes: number): boolean => {
  const buffer = bufferMinutes * MINUTE;
  const [aStart, aEnd] = [Date.parse(a.startsAt), Date.parse(a.endsAt) + buffer];
  const [bStart, bEnd] = [Date.parse(b.startsAt), Date.parse(b.endsAt) + buffer];
  return aStart < bEnd && bStart < aEnd;
};

const isSameLeg = (a: TripLeg, b: TripLeg) =>
  a.reservationId === b.reservationId && a.leg === b.leg;

/** The first other leg of a chauffeur or vehicle that overlaps this one, if any. */
const busyWith = (context: LegContext, holds: (other: TripLeg) => boolean) =>
  context.around.find(
    (other) =>
      !isSameLeg(other, context.leg) &&
      holds(other) &&
      overlaps(other, context.leg, context.bufferMinutes),
  );

const busyParams = (other: TripLeg, bufferMinutes: number) => ({
  reference: other.reference,
  from: parisClock(other.startsAt),
  until: parisClock(other.endsAt),
  buffer: bufferMinutes,
});

/** Why this chauffeur may not drive the leg, or null. */
export const chauffeurRefusal = (
  context: LegContext,
  chauffeur: ChauffeurCandidate,
): Refusal | null => {
  const { name } = chauffeur;
  if (!chauffeur.active) return { code: 'CHAUFFEUR_INACTIVE', params: { name } };
  // the card's date is its last valid day
  if (chauffeur.carteVtcExpireLe < context.leg.date) {
    return {
      code: 'CHAUFFEUR_CARD_EXPIRED',
      params: { name, date: shortDay(chauffeur.carteVtcExpireLe) },
    };
  }
  const other = busyWith(context, (leg) => leg.chauffeur?._id === chauffeur.id);
  return other
    ? { code: 'CHAUFFEUR_BUSY', params: { name, ...busyParams(other, context.bufferMinutes) } }
    : null;
};

/** A vehicle as its messages name it: its name and plate. */
const vehicleLabel = (vehicle: Pick<VehicleCandidate, 'nom' | 'plaque'>): string =>
  vehicle.plaque ? `${vehicle.nom} (${vehicle.plaque})` : vehicle.nom;

/** Why this vehicle may not make the leg, or null. */
export const vehicleRefusal = (context: LegContext, vehicle: VehicleCandidate): Refusal | null => {
  const { leg } = context;
  if (leg.passengers > vehicle.capacitePassagers || leg.luggage > vehicle.capaciteBagagesMax) {
    return {
      code: 'VEHICLE_TOO_SMALL',
      params: {
        seats: vehicle.capacitePassagers,
        bags: vehicle.capaciteBagagesMax,
        passengers: leg.passengers,
        luggage: leg.luggage,
      },
    };
  }
  const label = vehicleLabel(vehicle);
  const papers = [
    ['VEHICLE_INSURANCE_EXPIRED', vehicle.assuranceExpireLe],
    ['VEHICLE_INSPECTION_EXPIRED', vehicle.controleTechniqueExpireLe],
  ] as const;
  for (const [code, lastDay] of papers) {
    if (lastDay && lastDay < leg.date) {
      return { code, params: { vehicle: label, date: shortDay(lastDay) } };
    }
  }
  const other = busyWith(context, (around) => around.vehicle?._id === vehicle.id);
  return other
    ? {
        code: 'VEHICLE_BUSY',
        params: { vehicle: label, ...busyParams(other, context.bufferMinutes) },
      }
    : null;
};

const refuse = (refusal: Refusal | null): void => {
  if (refusal) throw new AppError(refusal.code, { params: refusal.params });
};

const isLegKind = (value: string): value is TripLegKind =>
  (TRIP_LEG_KINDS as readonly string[]).includes(value);

/** The leg's context: the driven legs around its day. */
const contextOf = async (
  db: Queryable,
  leg: TripLeg,
  bufferMinutes: number,
): Promise<LegContext> => ({
  leg,
  around: await findLegs(db, { fromDay: shiftDay(leg.date, -1), untilDay: shiftDay(leg.date, 1) }),
  bufferMinutes,
});

export interface DispatchContext {
  db: Database;
  bufferMinutes: number;
  /** tells the customer (features/trip-notices), in the change's transaction */
  assignmentChanged: (tx: Queryable, after: TripLeg, before: TripLeg) => Promise<void>;
}

/** The history's lines of the change: the names and plates, before and after. */
const changesOf = (
  before: TripLeg,
  chauffeur: ChauffeurCandidate | null,
  vehicle: VehicleCandidate | null,
): AssignmentChange[] => {
  const changes: AssignmentChange[] = [];
  if ((before.chauffeur?._id ?? null) !== (chauffeur?.id ?? null)) {
    changes.push({
      field: `chauffeur_${before.leg}`,
      oldValue: before.chauffeur?.name ?? null,
      newValue: chauffeur?.name ?? null,
    });
  }
  if ((before.vehicle?._id ?? null) !== (vehicle?.id ?? null)) {
    changes.push({
      field: `vehicule_${before.leg}`,
      oldValue: before.vehicle ? vehicleLabel(before.vehicle) : null,
      newValue: vehicle ? vehicleLabel(vehicle) : null,
    });
  }
  return changes;
};

/**
 * PUT …/legs/:leg/assignment, in one transaction: the reservation locked on the version seen,
 * the chosen chauffeur and vehicle locked (two assignments of one chauffeur cannot both pass),
 * each new choice checked, then written with its history. A choice kept as it was is not checked
 * again; clearing is always allowed.
 */
export const assignLeg = (
  context: DispatchContext,
  target: { reservationId: string; leg: string; adminUserId: string },
  { chauffeurId, vehicleId, version }: LegAssignment,
): Promise<{ leg: TripLegView; version: number }> =>
  context.db.transaction(async (tx) => {
    const { reservationId } = target;
    const reservation = await lockReservationVersion(tx, reservationId);
    if (!reservation || !isLegKind(target.leg)) throw new AppError('LEG_NOT_FOUND');
    if (reservation.version !== version) throw new AppError('RESERVATION_STALE');
    if (reservation.statut !== 'confirmé') {
      throw new AppError('ASSIGNMENT_NOT_CONFIRMED', { params: { statut: reservation.statut } });
    }
    const before = await findLeg(tx, reservationId, target.leg);
    if (!before) throw new AppError('LEG_NOT_FOUND');
    const chauffeur = chauffeurId === null ? null : await lockChauffeur(tx, chauffeurId);
    if (chauffeur === undefined) throw new AppError('CHAUFFEUR_NOT_FOUND');
    const vehicle = vehicleId === null ? null : await lockVehicle(tx, vehicleId);
    if (vehicle === undefined) throw new AppError('VEHICLE_NOT_FOUND');
    const checks = await contextOf(tx, before, context.bufferMinutes);
    if (chauffeur && chauffeur.id !== before.chauffeur?._id)
      refuse(chauffeurRefusal(checks, chauffeur));
    if (vehicle && vehicle.id !== before.vehicle?._id) refuse(vehicleRefusal(checks, vehicle));
    const changes = changesOf(before, chauffeur, vehicle);
    if (!changes.length) return { leg: legView(before), version: reservation.version };
    await ensureLegRow(tx, reservationId, target.leg);
    const newVersion = await writeAssignment(
      tx,
      { reservationId, leg: target.leg, adminUserId: target.adminUserId },
      { chauffeurId, vehicleId },
      changes,
    );
    const after = await findLeg(tx, reservationId, target.leg);
    if (!after) throw new Error('an assigned leg vanished');
    await context.assignmentChanged(tx, after, before);
    return { leg: legView(after), version: newVersion };
  });

/** A leg to assign, or 404 (an unknown reservation, one not driven, a one-way trip's return). */
const legToAssign = async (db: Queryable, reservationId: string, leg: string) => {
  const found =
    isLegKind(leg) && isUuid(reservationId) ? await findLeg(db, reservationId, leg) : undefined;
  if (!found) throw new AppError('LEG_NOT_FOUND');
  return found;
};

const byAvailability = <T extends { available: boolean }>(
  items: T[],
  nameOf: (item: T) => string,
): T[] =>
  items.sort(
    (a, b) => Number(b.available) - Number(a.available) || nameOf(a).localeCompare(nameOf(b), 'fr'),
  );

/** GET …/legs/:leg/suggestions: every chauffeur and vehicle, the free first, the others' reason. */
export const suggestForLeg = async (
  context: Pick<DispatchContext, 'db' | 'bufferMinutes'>,
  target: { reservationId: string; leg: string },
  translate: (refusal: Refusal) => string,
): Promise<LegSuggestions> => {
  const leg = await legToAssign(context.db, target.reservationId, target.leg);
  const checks = await contextOf(context.db, leg, context.bufferMinutes);
  const reasonOf = (refusal: Refusal | null) => ({
    available: refusal === null,
    reason: refusal && translate(refusal),
  });
  const chauffeurs = (await listChauffeurCandidates(context.db)).map((c) => ({
    _id: c.id,
    name: c.name,
    telephone: c.telephone,
    ...reasonOf(chauffeurRefusal(checks, c)),
  }));
  const vehicles = (await listVehicleCandidates(context.db)).map((v) => ({
    _id: v.id,
    nom: v.nom,
    plaque: v.plaque,
    ...reasonOf(vehicleRefusal(checks, v)),
  }));
  return {
    leg: legView(leg),
    version: await reservationVersion(context.db, leg.reservationId),
    chauffeurs: byAvailability(chauffeurs, (c) => c.name),
    vehicles: byAvailability(vehicles, (v) => v.nom),
  };
};
