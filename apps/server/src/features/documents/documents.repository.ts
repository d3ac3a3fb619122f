import { documentUrl, type DocumentSummary } from '@navette/shared';
import { desc, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { documents, type DocumentRow } from '../../db/schema';
import { euros } from '../reservations/reservations.repository';

/*
 * Reading the documents issued for reservations (docs/product/documents.md): the summaries that
 * travel with a reservation in the customer's and the back-office's shapes.
 */

type SummaryColumns = Pick<
  DocumentRow,
  'id' | 'kind' | 'number' | 'issuedAt' | 'validUntil' | 'ttcCents' | 'supersededAt'
>;

export const toDocumentSummary = (row: SummaryColumns): DocumentSummary => ({
  _id: row.id,
  kind: row.kind,
  number: row.number,
  issuedAt: row.issuedAt.toISOString(),
  validUntil: row.validUntil,
  amountTtc: row.ttcCents === null ? null : euros(row.ttcCents),
  superseded: row.supersededAt !== null,
  url: documentUrl(row.id),
});

/** The documents of each reservation, newest first; a reservation without any maps to []. */
export const listDocumentsOfReservations = async (
  db: Queryable,
  reservationIds: readonly string[],
): Promise<Map<string, DocumentSummary[]>> => {
  const byReservation = new Map<string, DocumentSummary[]>(reservationIds.map((id) => [id, []]));
  if (reservationIds.length === 0) return byReservation;
  const rows = await db
    .select({
      id: documents.id,
      reservationId: documents.reservationId,
      kind: documents.kind,
      number: documents.number,
      issuedAt: documents.issuedAt,
      validUntil: documents.validUntil,
      ttcCents: documents.ttcCents,
      supersededAt: documents.supersededAt,
    })
    .from(documents)
    .where(inArray(documents.reservationId, [...reservationIds]))
    .orderBy(desc(documents.issuedAt), desc(documents.number));
  for (const row of rows) {
    if (row.reservationId) byReservation.get(row.reservationId)?.push(toDocumentSummary(row));
  }
  return byReservation;
};

/**
 * The last day the reservation's current devis can be accepted: the newest devis not replaced,
 * null when none was issued (a reservation quoted before documents existed has no end date).
 */
export const currentDevisValidUntil = (list: readonly DocumentSummary[]): string | null =>
  list.find((document) => document.kind === 'devis' && !document.superseded)?.validUntil ?? null;
