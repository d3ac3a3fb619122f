import { and, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  parisWallClockToInstant,
  returnLegOf,
  type TripLegKind,
  type TripLegView,
  type TripState,
} from '@navette/shared';
import type { Queryable } from '../../db/client';
import { chauffeurs, reservations, services, tripLegs, users, vehicles } from '../../db/schema';
import type { ReservationRow, TripLegRow } from '../../db/schema';

/*
 * The legs of the trips to drive (docs/product/dispatch.md#legs): each confirmed or completed
 * reservation has an outbound leg and, for a round trip, a return leg. Their day, time, addresses
 * and party are the reservation's (read here, so that an edit of the reservation moves its legs);
 * the `trip_legs` row, when there is one, adds the chauffeur, the vehicle and the states.
 */

/** The reservations whose legs are driven: confirmed, or completed; never a deleted one. */
const DRIVEN = sql`${reservations.statut} in ('confirmé', 'terminé') and ${reservations.deletedAt} is null`;

/** What `findLegs` narrows to: a window of pick-up days, one reservation, one chauffeur… */
export interface LegFilter {
  /** pick-up days (Paris, YYYY-MM-DD), both included */
  fromDay?: string;
  untilDay?: string;
  reservationId?: string;
  chauffeurId?: string;
  vehicleId?: string;
}

export interface TripLeg extends TripLegView {
  /** the `trip_legs` row's fields the API does not show */
  row: Pick<
    TripLegRow,
    'id' | 'reminderSentAt' | 'remindedChauffeurId' | 'remindedVehicleId'
  > | null;
  /** the reservation's fields the notices need */
  customer: {
    email: string;
    prenom: string;
    language: ReservationRow['language'];
    userId: string | null;
    paid: boolean;
  };
  vehicleCapacity: { passengers: number; luggage: number } | null;
}

const STATE_COLUMNS: Record<TripState, keyof TripLegRow> = {
  'en route': 'enRouteAt',
  'sur place': 'surPlaceAt',
  'à bord': 'aBordAt',
  terminé: 'termineAt',
  'client absent': 'clientAbsentAt',
};
/** The column of `trip_legs` that stamps each state. */
export const stateColumnOf = (state: TripState) => STATE_COLUMNS[state];

const iso = (value: Date | null | undefined): string | null => value?.toISOString() ?? null;

const legDuration = (
  r: ReservationRow,
  kind: TripLegKind,
  serviceMinutes: number | null,
): Pick<TripLegView, 'durationMinutes' | 'durationSource'> => {
  if (r.dureeHeures) return { durationMinutes: r.dureeHeures * 60, durationSource: 'hours' };
  const priced = r.tarification?.option.legs.find(
    (leg) => leg.leg === (kind === 'aller' ? 'outbound' : 'return'),
  );
  if (priced?.durationS) {
    return { durationMinutes: Math.ceil(priced.durationS / 60), durationSource: 'route' };
  }
  return { durationMinutes: serviceMinutes ?? 60, durationSource: 'service' };
};

type Joined = {
  r: ReservationRow;
  serviceName: string | null;
  serviceMinutes: number | null;
  leg: TripLegRow | null;
  chauffeur: { id: string; name: string; telephone: string } | null;
  vehicle: {
    id: string;
    nom: string;
    plaque: string | null;
    couleur: string | null;
    passengers: number;
    luggage: number;
  } | null;
};

/** A leg from its reservation, its service and its row (null: never dispatched). */
const toLeg = (j: Joined, kind: TripLegKind): TripLeg | null => {
  const { r } = j;
  const back = kind === 'retour' ? returnLegOf(r) : null;
  if (kind === 'retour' && !back) return null;
  const date = back?.date ?? r.date;
  const heure = back?.heure ?? r.heure;
  const start = parisWallClockToInstant(date, heure);
  const duration = legDuration(r, kind, j.serviceMinutes);
  const passengers =
    (back ? r.nombrePassagersRetour : r.nombrePassagers) ?? r.nombrePassagers ?? r.nombrePersonnes;
  const luggage = (back ? r.nombreBagagesRetour : r.nombreBagages) ?? r.nombreBagages ?? 0;
  const mode = back ? r.moyenTransportRetour : r.moyenTransport;
  const number = back
    ? mode === 'avion'
      ? r.numeroVolRetour
      : r.numeroTrainRetour
    : mode === 'avion'
      ? r.numeroVol
      : r.numeroTrain;
  const row = j.leg;
  // a left join's object of columns from two tables comes back with null fields, not as null
  const chauffeur = j.chauffeur?.id ? j.chauffeur : null;
  const vehicle = j.vehicle?.id ? j.vehicle : null;
  const stateTimes = {
    'en route': iso(row?.enRouteAt),
    'sur place': iso(row?.surPlaceAt),
    'à bord': iso(row?.aBordAt),
    terminé: iso(row?.termineAt),
    'client absent': iso(row?.clientAbsentAt),
  };
  return {
    reservationId: r.id,
    reference: r.reference,
    leg: kind,
    date,
    heure,
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + duration.durationMinutes * 60_000).toISOString(),
    ...duration,
    from: back?.from ?? r.adresseDepart,
    to: back?.to ?? r.adresseArrivee,
    stop: back ? null : r.arretIntermediaire,
    passengers,
    luggage,
    transportMode: mode,
    transportNumber: mode === 'aucun' ? null : (number ?? null),
    siegeBebe: r.siegeBebe,
    rehausseurs: r.rehausseurs,
    commentaire: r.commentaire,
    passengerName: r.estPassagerPrincipal
      ? `${r.prenom} ${r.nom}`
      : (r.nomPassagerPrincipal ?? `${r.prenom} ${r.nom}`),
    passengerPhone: r.estPassagerPrincipal
      ? r.telephone
      : (r.telephonePassagerPrincipal ?? r.telephone),
    serviceName: j.serviceName,
    statut: r.statut,
    chauffeur: chauffeur && {
      _id: chauffeur.id,
      name: chauffeur.name,
      telephone: chauffeur.telephone,
    },
    vehicle: vehicle && {
      _id: vehicle.id,
      nom: vehicle.nom,
      plaque: vehicle.plaque,
      couleur: vehicle.couleur,
    },
    state: row?.state ?? null,
    stateTimes,
    row: row && {
      id: row.id,
      reminderSentAt: row.reminderSentAt,
      remindedChauffeurId: row.remindedChauffeurId,
      remindedVehicleId: row.remindedVehicleId,
    },
    customer: {
      email: r.email,
      prenom: r.prenom,
      language: r.language,
      userId: r.userId,
      paid: r.paid,
    },
    vehicleCapacity: vehicle && {
      passengers: vehicle.passengers,
      luggage: vehicle.luggage,
    },
  };
};

const dayOf = (date: string, shift: number): string => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + shift);
  return d.toISOString().slice(0, 10);
};

/**
 * The legs of the driven reservations, in pick-up order. With a chauffeur or vehicle, only the
 * legs assigned to them; with days, only the legs picked up on those days.
 */
export const findLegs = async (db: Queryable, filter: LegFilter = {}): Promise<TripLeg[]> => {
  const where: (SQL | undefined)[] = [DRIVEN];
  if (filter.reservationId) where.push(eq(reservations.id, filter.reservationId));
  // either leg in the window (a return may be days later): two ranges, each on its index (0029)
  const within = (day: typeof reservations.date | typeof reservations.dateRetour) =>
    and(
      filter.fromDay ? gte(day, filter.fromDay) : undefined,
      filter.untilDay ? lte(day, filter.untilDay) : undefined,
    );
  if (filter.fromDay || filter.untilDay) {
    where.push(or(within(reservations.date), within(reservations.dateRetour)));
  }
  if (filter.chauffeurId) where.push(eq(tripLegs.chauffeurId, filter.chauffeurId));
  if (filter.vehicleId) where.push(eq(tripLegs.vehicleId, filter.vehicleId));
  const assignedOnly = Boolean(filter.chauffeurId || filter.vehicleId);
  const rows = await db
    .select({
      r: reservations,
      serviceName: services.name,
      serviceMinutes: services.dureeMinutes,
      leg: tripLegs,
      chauffeur: { id: chauffeurs.id, name: users.name, telephone: chauffeurs.telephone },
      vehicle: {
        id: vehicles.id,
        nom: vehicles.nom,
        plaque: vehicles.plaque,
        couleur: vehicles.couleur,
        passengers: vehicles.capacitePassagers,
        luggage: vehicles.capaciteBagagesMax,
      },
    })
    .from(reservations)
    .leftJoin(services, eq(services.id, reservations.serviceId))
    .leftJoin(tripLegs, eq(tripLegs.reservationId, reservations.id))
    .leftJoin(chauffeurs, eq(chauffeurs.id, tripLegs.chauffeurId))
    .leftJoin(users, eq(users.id, chauffeurs.userId))
    .leftJoin(vehicles, eq(vehicles.id, tripLegs.vehicleId))
    .where(and(...where));
  // a reservation comes once per leg row it has, or once without any
  const byReservation = new Map<string, { first: Joined; rows: Map<TripLegKind, Joined> }>();
  for (const row of rows as Joined[]) {
    const entry = byReservation.get(row.r.id) ?? { first: row, rows: new Map() };
    if (row.leg) entry.rows.set(row.leg.leg, row);
    byReservation.set(row.r.id, entry);
  }
  const legs: TripLeg[] = [];
  for (const { first, rows: legRows } of byReservation.values()) {
    for (const kind of ['aller', 'retour'] as const) {
      const joined = legRows.get(kind);
      if (assignedOnly && !joined) continue; // filtered: only the legs they have
      const leg = toLeg(joined ?? { ...first, leg: null, chauffeur: null, vehicle: null }, kind);
      if (leg) legs.push(leg);
    }
  }
  return legs
    .filter(
      (leg) =>
        (!filter.fromDay || leg.date >= filter.fromDay) &&
        (!filter.untilDay || leg.date <= filter.untilDay),
    )
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.reference.localeCompare(b.reference));
};

/** One leg, or undefined when the reservation is not driven or has no such leg. */
export const findLeg = async (
  db: Queryable,
  reservationId: string,
  kind: TripLegKind,
): Promise<TripLeg | undefined> =>
  (await findLegs(db, { reservationId })).find((leg) => leg.leg === kind);

/**
 * The legs that may overlap a moment of a chauffeur or a vehicle: those picked up from the day
 * before to the day after (a leg is never longer than a day).
 */
export const findLegsAround = (
  db: Queryable,
  day: string,
  who: { chauffeurId?: string; vehicleId?: string },
): Promise<TripLeg[]> => findLegs(db, { fromDay: dayOf(day, -1), untilDay: dayOf(day, 1), ...who });

/** The `trip_legs` row of a leg, made if it has none yet (under the caller's transaction). */
export const ensureLegRow = async (
  db: Queryable,
  reservationId: string,
  kind: TripLegKind,
): Promise<TripLegRow> => {
  await db
    .insert(tripLegs)
    .values({ reservationId, leg: kind })
    .onConflictDoNothing({ target: [tripLegs.reservationId, tripLegs.leg] });
  const [row] = await db
    .select()
    .from(tripLegs)
    .where(and(eq(tripLegs.reservationId, reservationId), eq(tripLegs.leg, kind)))
    .for('update');
  if (!row) throw new Error('a leg row just written was not found');
  return row;
};

export { dayOf as shiftDay };
