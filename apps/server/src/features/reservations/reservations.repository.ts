import type { Language, Reservation, ReservationInput } from '@navette/shared';
import { and, eq, gt } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { reservations, services } from '../../db/schema';

type ReservationRow = typeof reservations.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids come from clients: anything that is not a UUID cannot exist (and must not reach a uuid column). */
export const isUuid = (value: string): boolean => UUID.test(value);

const euros = (cents: number): number => cents / 100;

/** The row in the API's words: French field names (docs/product/booking.md), euros, `_id`. */
export const toReservation = (row: ReservationRow): Reservation => ({
  _id: row.id,
  service: row.serviceId,
  date: row.date,
  heure: row.heure,
  adresse_depart: row.adresseDepart,
  adresse_arrivee: row.adresseArrivee,
  arret_intermediaire: row.arretIntermediaire,
  moyen_transport: row.moyenTransport,
  numero_train: row.numeroTrain,
  numero_vol: row.numeroVol,
  nombre_passagers: row.nombrePassagers,
  nombre_bagages: row.nombreBagages,
  retour: row.retour,
  date_retour: row.dateRetour,
  heure_retour: row.heureRetour,
  adresse_depart_retour: row.adresseDepartRetour,
  adresse_arrivee_retour: row.adresseArriveeRetour,
  moyen_transport_retour: row.moyenTransportRetour,
  numero_train_retour: row.numeroTrainRetour,
  numero_vol_retour: row.numeroVolRetour,
  nombre_passagers_retour: row.nombrePassagersRetour,
  nombre_bagages_retour: row.nombreBagagesRetour,
  nombre_personnes: row.nombrePersonnes,
  siege_bebe: row.siegeBebe,
  rehausseurs: row.rehausseurs,
  prix_estime: euros(row.prixEstimeCents),
  nom: row.nom,
  prenom: row.prenom,
  email: row.email,
  telephone: row.telephone,
  est_passager_principal: row.estPassagerPrincipal,
  nom_passager_principal: row.nomPassagerPrincipal,
  telephone_passager_principal: row.telephonePassagerPrincipal,
  commentaire: row.commentaire,
  isGuest: row.isGuest,
  statut: row.statut,
  devis: row.devisCents === null ? null : euros(row.devisCents),
  paid: row.paid,
  createdAt: row.createdAt.toISOString(),
});

/** A service a reservation may name: it exists and is offered. */
export const isBookableService = async (db: Queryable, serviceId: string): Promise<boolean> => {
  if (!isUuid(serviceId)) return false;
  const [row] = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.active, true)));
  return row !== undefined;
};

export interface NewReservation {
  input: ReservationInput;
  userId: string | null;
  isGuest: boolean;
  language: Language;
  idempotencyKey: string | null;
}

/**
 * Inserts a reservation, or nothing when its idempotency key is already taken (a concurrent
 * request with the same key may hold it: PostgreSQL makes this insert wait for that one's
 * transaction, then skips it). Returns the row inserted, if any.
 */
export const insertReservation = async (
  db: Queryable,
  reservation: NewReservation,
): Promise<ReservationRow | undefined> => {
  const { input } = reservation;
  const [row] = await db
    .insert(reservations)
    .values({
      serviceId: input.service,
      userId: reservation.userId,
      isGuest: reservation.isGuest,
      date: input.date,
      heure: input.heure,
      adresseDepart: input.adresse_depart,
      adresseArrivee: input.adresse_arrivee,
      arretIntermediaire: input.arret_intermediaire,
      moyenTransport: input.moyen_transport,
      numeroTrain: input.numero_train,
      numeroVol: input.numero_vol,
      nombrePassagers: input.nombre_passagers,
      nombreBagages: input.nombre_bagages,
      retour: input.retour,
      dateRetour: input.date_retour,
      heureRetour: input.heure_retour,
      adresseDepartRetour: input.adresse_depart_retour,
      adresseArriveeRetour: input.adresse_arrivee_retour,
      moyenTransportRetour: input.moyen_transport_retour,
      numeroTrainRetour: input.numero_train_retour,
      numeroVolRetour: input.numero_vol_retour,
      nombrePassagersRetour: input.nombre_passagers_retour,
      nombreBagagesRetour: input.nombre_bagages_retour,
      nombrePersonnes: input.nombre_personnes,
      siegeBebe: input.siege_bebe,
      rehausseurs: input.rehausseurs,
      prixEstimeCents: Math.round(input.prix_estime * 100),
      nom: input.nom,
      prenom: input.prenom,
      email: input.email,
      telephone: input.telephone,
      estPassagerPrincipal: input.est_passager_principal,
      nomPassagerPrincipal: input.nom_passager_principal,
      telephonePassagerPrincipal: input.telephone_passager_principal,
      commentaire: input.commentaire,
      language: reservation.language,
      idempotencyKey: reservation.idempotencyKey,
    })
    .onConflictDoNothing({ target: reservations.idempotencyKey })
    .returning();
  return row;
};

export const findReservationByIdempotencyKey = async (
  db: Queryable,
  key: string,
): Promise<ReservationRow | undefined> => {
  const [row] = await db.select().from(reservations).where(eq(reservations.idempotencyKey, key));
  return row;
};

/** A reservation made after `since`, by its id. */
export const findReservationCreatedSince = async (
  db: Queryable,
  id: string,
  since: Date,
): Promise<ReservationRow | undefined> => {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, id), gt(reservations.createdAt, since)));
  return row;
};

export type { ReservationRow };
