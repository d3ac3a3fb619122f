import type { Language, Reservation, ReservationInput } from '@navette/shared';
import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  reservationAccessLinks,
  reservations,
  type NewReservationRow,
  type ReservationRow,
} from '../../db/schema';
import type { NewManageLink } from '../manage-booking';
import { cents, euros, isUuid } from '../../db/values';
import { pickRenamed, spreadRenamed } from '../../lib/rename-keys';
import type { PricedReservation } from './reservations.pricing';

type Column = keyof ReservationRow & keyof NewReservationRow;

/** The columns a field of the booking can be stored in and read back from without conversion. */
type FittingColumn<F extends keyof ReservationInput & keyof Reservation> = {
  [C in Column]: [ReservationInput[F]] extends [NewReservationRow[C]]
    ? [ReservationRow[C]] extends [Reservation[F]]
      ? C
      : never
    : never;
}[Column];

/**
 * Every field of the booking (`ReservationInput`, French names: docs/product/booking.md) and the
 * column it is stored in, in the API's order; the only table of them, used both ways.
 */
const INPUT_COLUMNS = {
  service: 'serviceId',
  date: 'date',
  heure: 'heure',
  adresse_depart: 'adresseDepart',
  adresse_arrivee: 'adresseArrivee',
  arret_intermediaire: 'arretIntermediaire',
  moyen_transport: 'moyenTransport',
  numero_train: 'numeroTrain',
  numero_vol: 'numeroVol',
  nombre_passagers: 'nombrePassagers',
  nombre_bagages: 'nombreBagages',
  retour: 'retour',
  date_retour: 'dateRetour',
  heure_retour: 'heureRetour',
  adresse_depart_retour: 'adresseDepartRetour',
  adresse_arrivee_retour: 'adresseArriveeRetour',
  moyen_transport_retour: 'moyenTransportRetour',
  numero_train_retour: 'numeroTrainRetour',
  numero_vol_retour: 'numeroVolRetour',
  nombre_passagers_retour: 'nombrePassagersRetour',
  nombre_bagages_retour: 'nombreBagagesRetour',
  nombre_personnes: 'nombrePersonnes',
  siege_bebe: 'siegeBebe',
  rehausseurs: 'rehausseurs',
  // euros in the API, cents in the row: converted by toReservation / insertReservation
  prix_estime: 'prixEstimeCents',
  vehicule: 'vehicleId',
  duree_heures: 'dureeHeures',
  nom: 'nom',
  prenom: 'prenom',
  email: 'email',
  telephone: 'telephone',
  est_passager_principal: 'estPassagerPrincipal',
  nom_passager_principal: 'nomPassagerPrincipal',
  telephone_passager_principal: 'telephonePassagerPrincipal',
  commentaire: 'commentaire',
} as const satisfies { [F in keyof ReservationInput]: FittingColumn<F> };

/** The fields the server and the back-office set, read back by the API after the booking's. */
const MANAGED_COLUMNS = {
  reference: 'reference',
  isGuest: 'isGuest',
  statut: 'statut',
  // euros in the API, cents in the row: converted by toReservation
  devis: 'devisCents',
  paid: 'paid',
  tarification: 'tarification',
} as const satisfies {
  [F in Exclude<keyof Reservation, keyof ReservationInput | '_id' | 'createdAt'>]: Column;
};

/** A row as the app reads it: the search text is the database's (migration 0007). */
export type StoredReservation = Omit<ReservationRow, 'searchText'>;

/** The row in the API's words: French field names (docs/product/booking.md), euros, `_id`. */
export const toReservation = (row: StoredReservation): Reservation => ({
  _id: row.id,
  ...pickRenamed(INPUT_COLUMNS, row),
  ...pickRenamed(MANAGED_COLUMNS, row),
  // the fields converted, overwritten in place (a property set again keeps its position)
  prix_estime: euros(row.prixEstimeCents),
  devis: row.devisCents === null ? null : euros(row.devisCents),
  tarification: row.tarification ?? null,
  createdAt: row.createdAt.toISOString(),
});

export interface NewReservation {
  input: ReservationInput;
  /** the price the server gave it (reservations.pricing.ts) */
  pricing: PricedReservation;
  userId: string | null;
  isGuest: boolean;
  language: Language;
  idempotency: IdempotencyKey | null;
}

/** A client's `Idempotency-Key`, and whose it is (docs/decisions/0021-sessions-cookies-and-caching.md). */
export interface IdempotencyKey {
  scope: string;
  key: string;
}

/**
 * Inserts a reservation, or nothing when its idempotency key is already taken (a concurrent
 * request with the same key may hold it: PostgreSQL makes this insert wait for that one's
 * transaction, then skips it). Returns the row inserted, if any. With `link`, its "Gérer ma
 * réservation" link is written by the same statement, only if the reservation is: one round trip
 * for both (docs/decisions/0055-mail-lease-heartbeat.md).
 */
export const insertReservation = async (
  db: Queryable,
  reservation: NewReservation,
  link?: NewManageLink['row'],
): Promise<ReservationRow | undefined> => {
  const { input } = reservation;
  const insert = db
    .insert(reservations)
    .values({
      ...spreadRenamed(INPUT_COLUMNS, input),
      prixEstimeCents: cents(input.prix_estime),
      tariffVersion: reservation.pricing.tariffVersion,
      tarification: reservation.pricing.tarification,
      ...(reservation.pricing.booked && {
        statut: 'confirmé' as const,
        devisCents: reservation.pricing.booked.devisCents,
      }),
      userId: reservation.userId,
      isGuest: reservation.isGuest,
      language: reservation.language,
      idempotencyKey: reservation.idempotency?.key ?? null,
      idempotencyScope: reservation.idempotency?.scope ?? null,
    })
    .onConflictDoNothing({ target: [reservations.idempotencyScope, reservations.idempotencyKey] })
    .returning();
  if (!link) return (await insert)[0];
  const inserted = db.$with('inserted').as(insert);
  const linked = db.$with('linked', {}).as(
    sql`insert into ${reservationAccessLinks} (reservation_id, token_hash, created_at, expires_at)
      select id, ${link.tokenHash}::text, ${link.createdAt.toISOString()}::timestamptz,
        ${link.expiresAt.toISOString()}::timestamptz
      from ${inserted}`,
  );
  const [row] = await db.with(inserted, linked).select().from(inserted);
  return row;
};

const holdsKey = ({ scope, key }: IdempotencyKey) =>
  and(eq(reservations.idempotencyScope, scope), eq(reservations.idempotencyKey, key));

/** The reservation a client's key was used for, if it was used after `since`. */
export const findReservationByIdempotencyKey = async (
  db: Queryable,
  idempotency: IdempotencyKey,
  since: Date,
): Promise<ReservationRow | undefined> => {
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(holdsKey(idempotency), gt(reservations.createdAt, since)));
  return row;
};

/**
 * Forgets the idempotency keys used before `before`: all of them, or only the given client's
 * key, so that it can be used again.
 */
export const clearIdempotencyKeys = async (
  db: Queryable,
  before: Date,
  only?: IdempotencyKey,
): Promise<number> => {
  const cleared = await db
    .update(reservations)
    // a technical field: the reservation itself has not changed
    .set({
      idempotencyKey: null,
      idempotencyScope: null,
      updatedAt: sql`${reservations.updatedAt}`,
    })
    .where(
      and(
        isNotNull(reservations.idempotencyKey),
        lt(reservations.createdAt, before),
        only ? holdsKey(only) : undefined,
      ),
    )
    .returning({ id: reservations.id });
  return cleared.length;
};

/** A reservation made after `since` and not deleted, by its id. */
export const findReservationCreatedSince = async (
  db: Queryable,
  id: string,
  since: Date,
): Promise<ReservationRow | undefined> => {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.id, id),
        gt(reservations.createdAt, since),
        isNull(reservations.deletedAt),
      ),
    );
  return row;
};

export type { ReservationRow };
