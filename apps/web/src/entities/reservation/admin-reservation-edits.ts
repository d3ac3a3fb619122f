import {
  deleteAdminReservationEndpoint,
  updateAdminDevisEndpoint,
  updateAdminReservationEndpoint,
  updateAdminStatutEndpoint,
  type ReservationStatus,
} from '@navette/shared';
import { callEndpoint } from '../../lib/api-client';

/*
 * The back-office's edits of a reservation, whichever page makes them (the reservations page, the
 * dashboard's next trips): only what changed, in the documented order — the other fields, the
 * quote, the status — each call on the version the previous one answered, so that the
 * administrator's own calls never look stale while another person's change in between does
 * (docs/product/back-office.md#reservation-edit-form).
 */

/** The fields of `PUT /api/reservations/{id}`: every field of the form but the quote and status. */
export interface ReservationFieldChanges {
  nom?: string;
  email?: string;
  date?: string;
  heure?: string;
  nombre_personnes?: number;
  adresse_depart?: string;
  adresse_arrivee?: string;
}

export interface ReservationChanges {
  /** absent when none of these fields changed */
  fields?: ReservationFieldChanges;
  devis?: number;
  statut?: ReservationStatus;
}

export interface SaveOutcome {
  /** the fields or the status were saved */
  updated: boolean;
  /** the quote was saved: whether its e-mail was queued */
  devisMailQueued?: boolean;
}

/** The copy the administrator edited: its id and the version it was read at. */
interface EditedCopy {
  _id: string;
  version: number;
}

export const saveReservationChanges = async (
  reservation: EditedCopy,
  changes: ReservationChanges,
): Promise<SaveOutcome> => {
  const params = { id: reservation._id };
  let version = reservation.version;
  let updated = false;
  let devisMailQueued: boolean | undefined;
  if (changes.fields) {
    ({ version } = await callEndpoint(updateAdminReservationEndpoint, {
      params,
      body: { version, ...changes.fields },
    }));
    updated = true;
  }
  if (changes.devis !== undefined) {
    const result = await callEndpoint(updateAdminDevisEndpoint, {
      params,
      body: { version, devis: changes.devis },
    });
    ({ version } = result.reservation);
    devisMailQueued = result.mailQueued;
  }
  if (changes.statut !== undefined) {
    await callEndpoint(updateAdminStatutEndpoint, {
      params,
      body: { version, statut: changes.statut },
    });
    updated = true;
  }
  return {
    updated,
    ...(devisMailQueued === undefined ? {} : { devisMailQueued }),
  };
};

export const deleteReservation = (reservation: EditedCopy) =>
  callEndpoint(deleteAdminReservationEndpoint, {
    params: { id: reservation._id },
    query: { version: String(reservation.version) },
  });
