import { returnLegOf, type CustomerStatut } from '@navette/shared';
import type { Queryable } from '../../db/client';
import { currentDevisValidUntil, listDocumentsOfReservations } from '../documents';
import type { IssuedDocument } from '../documents';
import type { MailToEnqueue } from '../mail';
import { type StoredReservation } from './reservations.repository';
import { euros } from '../../db/values';

/*
 * The e-mails a reservation's changes send, with the document each one carries
 * (docs/product/emails.md): the quote e-mail with its devis, the status e-mail with the bon de
 * réservation when confirmed. One spelling for the back-office's and the customer's changes.
 */

type MailRow = Pick<
  StoredReservation,
  | 'reference'
  | 'email'
  | 'language'
  | 'prenom'
  | 'nom'
  | 'date'
  | 'heure'
  | 'adresseDepart'
  | 'adresseArrivee'
  | 'devisCents'
  | 'prixEstimeCents'
  | 'paid'
  | 'retour'
  | 'dateRetour'
  | 'heureRetour'
  | 'adresseDepartRetour'
  | 'adresseArriveeRetour'
>;

const trip = (row: MailRow, publicUrl: string) => ({
  name: `${row.prenom} ${row.nom}`,
  reference: row.reference,
  date: row.date,
  heure: row.heure,
  from: row.adresseDepart,
  to: row.adresseArrivee,
  url: `${publicUrl}/profile`,
});

/**
 * The quote e-mail of a devis just issued, once per version of the reservation (the dedupe key
 * names the version the change made).
 */
export const quoteReadyMail = (
  row: MailRow,
  change: {
    id: string;
    version: number;
    publicUrl: string;
    devis: IssuedDocument;
    /** the "Gérer ma réservation" link (features/manage-booking), minted in the same tx */
    manageUrl: string;
  },
  reason: { replacesAccepted: boolean; renewed: boolean },
): MailToEnqueue => {
  const { devis } = change;
  if (!devis.validUntil) throw new Error(`devis ${devis.number} has no end of validity`);
  return {
    template: 'quoteReady',
    to: row.email,
    language: row.language,
    dedupeKey: `reservation:${change.id}:devis:${change.version}`,
    attachments: [devis.attachment],
    params: {
      ...trip(row, change.publicUrl),
      amount: euros(row.devisCents ?? 0),
      devis: { number: devis.number, validUntil: devis.validUntil },
      // the devis covers both legs of a round trip (as its PDF does): the e-mail names the return
      back: returnLegOf(row),
      ...reason,
      manageUrl: change.manageUrl,
    },
  };
};

/**
 * The status e-mail of a decision (the customer's) or a confirmation (the company's), once per
 * version; a confirmation carries its bon de réservation.
 */
export const reservationStatusMail = (
  row: MailRow,
  change: {
    id: string;
    version: number;
    publicUrl: string;
    statut: CustomerStatut;
    by: 'customer' | 'company';
    bon: IssuedDocument | null;
    /** the "Gérer ma réservation" link (features/manage-booking), minted in the same tx */
    manageUrl: string;
  },
): MailToEnqueue => ({
  template: 'reservationStatus',
  to: row.email,
  language: row.language,
  dedupeKey: `reservation:${change.id}:statut:${change.version}`,
  ...(change.bon ? { attachments: [change.bon.attachment] } : {}),
  params: {
    ...trip(row, change.publicUrl),
    statut: change.statut,
    by: change.by,
    amount: row.devisCents === null ? null : euros(row.devisCents),
    estimate: euros(row.prixEstimeCents),
    paid: row.paid,
    bonNumber: change.bon?.number ?? null,
    manageUrl: change.manageUrl,
  },
});

/**
 * The last day the reservation's current devis can be accepted (YYYY-MM-DD, Paris), never after
 * its pick-up day; null when it has no devis document (quoted before documents existed).
 */
export const devisValidUntilOf = async (
  tx: Queryable,
  reservation: { id: string; date: string },
): Promise<string | null> =>
  currentDevisValidUntil(
    (await listDocumentsOfReservations(tx, [reservation.id])).get(reservation.id) ?? [],
    reservation.date,
  );
