import {
  RESERVATION_STATUSES,
  type ReservationPricing,
  type ReservationStatus,
} from '@navette/shared';
import type {
  ReservationChanges,
  ReservationFieldChanges,
} from '../../../entities/reservation/admin-reservation-edits';

export type { ReservationChanges, ReservationFieldChanges };

/*
 * The administrator's edit form of a reservation and what saving it sends
 * (docs/product/back-office.md#reservation-edit-form): only the values that differ from the
 * stored ones, in up to three calls — the other fields, the quote, the status.
 */

/** The reservation fields the form starts from. */
export interface EditableReservation {
  nom: string;
  email: string;
  date: string;
  heure: string;
  nombre_personnes: number;
  adresse_depart: string;
  adresse_arrivee: string;
  devis: number | null;
  statut: ReservationStatus;
  /** the tariff's price in euros (0 when the trip was not priced) */
  prix_estime: number;
  /** the price as the tariff gave it; null when never priced */
  tarification: ReservationPricing | null;
}

/** The form's values as the inputs hold them (numbers are text until read). */
export interface ReservationEditValues {
  nom: string;
  email: string;
  date: string;
  heure: string;
  nombre_personnes: string;
  adresse_depart: string;
  adresse_arrivee: string;
  devis: string;
  statut: ReservationStatus;
}

export const TEXT_FIELDS = [
  'nom',
  'email',
  'date',
  'heure',
  'adresse_depart',
  'adresse_arrivee',
] as const satisfies readonly (keyof ReservationFieldChanges)[];

export const isReservationStatus = (value: string): value is ReservationStatus =>
  (RESERVATION_STATUSES as readonly string[]).includes(value);

/**
 * The devis the form offers for a request that has none: the price the tariff gave the trip, for
 * the administrator to send as it is or change (docs/product/back-office.md#reservation-edit-form).
 * Only a price the server computed (an older request's `prix_estime` was the customer's own
 * figure, with no `tarification`), and not for a cancelled trip. Null when nothing is offered.
 */
export const prefilledDevis = (reservation: EditableReservation): number | null =>
  reservation.devis === null &&
  reservation.statut !== 'annulé' &&
  reservation.tarification !== null &&
  reservation.prix_estime > 0
    ? reservation.prix_estime
    : null;

export const editValuesOf = (reservation: EditableReservation): ReservationEditValues => ({
  nom: reservation.nom,
  email: reservation.email,
  date: reservation.date,
  heure: reservation.heure,
  nombre_personnes: String(reservation.nombre_personnes),
  adresse_depart: reservation.adresse_depart,
  adresse_arrivee: reservation.adresse_arrivee,
  devis: String(reservation.devis ?? prefilledDevis(reservation) ?? ''),
  statut: reservation.statut,
});

/** A number input's text as a number; empty or unreadable text is no number. */
const numberOf = (text: string): number | undefined => {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
};

/**
 * What differs between the stored reservation and the form. Text is compared trimmed; a number
 * field left empty is no change (the quote cannot be taken back to "none" from this form). The
 * tariff's price the devis field was prefilled with is a new devis like any other: saving sends
 * it, whatever else changed, except when the same save cancels the trip (a customer is never
 * sent the quote of a trip being cancelled).
 */
export const changesBetween = (
  stored: EditableReservation,
  values: ReservationEditValues,
): ReservationChanges => {
  const fields: ReservationFieldChanges = {};
  for (const name of TEXT_FIELDS) {
    const value = values[name].trim();
    if (value !== stored[name]) fields[name] = value;
  }
  const people = numberOf(values.nombre_personnes);
  if (people !== undefined && people !== stored.nombre_personnes) fields.nombre_personnes = people;

  const changes: ReservationChanges = {};
  if (Object.keys(fields).length > 0) changes.fields = fields;
  const devis = numberOf(values.devis);
  const cancelling = values.statut === 'annulé' && stored.statut !== 'annulé';
  const untouchedPrefill = devis !== undefined && devis === prefilledDevis(stored);
  if (devis !== undefined && devis !== stored.devis && !(cancelling && untouchedPrefill)) {
    changes.devis = devis;
  }
  if (values.statut !== stored.statut) changes.statut = values.statut;
  return changes;
};

export const hasChanges = (changes: ReservationChanges): boolean =>
  changes.fields !== undefined || changes.devis !== undefined || changes.statut !== undefined;
