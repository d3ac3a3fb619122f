import type { DocumentKind } from '@navette/shared';
import type { Queryable } from '../../db/client';
import type { MailAttachment } from '../../db/schema';

/*
 * How the rest of the server issues a document (docs/product/documents.md): inside the
 * transaction of the change that requires it (a devis set, a reservation confirmed, a payment
 * fulfilled), so that the document exists if and only if the change was committed, and its
 * number is taken from the series in that transaction (no gap). The returned attachment goes
 * with the e-mail of the same change, through the outbox.
 */

export interface IssuedDocument {
  id: string;
  kind: DocumentKind;
  /** D-2026-000012 */
  number: string;
  /** a devis's last day of validity (YYYY-MM-DD, Paris); null for the other kinds */
  validUntil: string | null;
  /** the PDF for the e-mail: its download name, application/pdf, its path under DATA_DIR */
  attachment: MailAttachment;
}

/** `app.documents`: the three issues, each reading what it prints within the transaction. */
export interface DocumentIssuer {
  /**
   * A devis for the reservation's current quote, valid QUOTE_VALIDITY_DAYS from today (Paris)
   * and never past the pick-up day; the reservation's earlier devis are marked superseded.
   */
  devis(tx: Queryable, reservationId: string): Promise<IssuedDocument>;
  /** A bon de réservation for the confirmed reservation; an earlier bon is marked superseded. */
  bon(tx: Queryable, reservationId: string): Promise<IssuedDocument>;
  /**
   * The invoice of a paid payment; issued once per payment (a second call returns the first
   * invoice), numbered in the series in this transaction.
   */
  facture(tx: Queryable, paymentId: string): Promise<IssuedDocument>;
}
