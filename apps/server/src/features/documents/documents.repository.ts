import { documentUrl, type DocumentSummary } from '@navette/shared';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { documents, reservations, type DocumentRow } from '../../db/schema';
import { heldBy, type ReservationHolder } from '../manage-booking';
import { euros, isUuid } from '../../db/values';

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
 * and never after the pick-up day (`pickupDate`, the trip's date as it is now: the company may
 * have moved it since the devis was issued); null when none was issued (a reservation quoted
 * before documents existed has no end date, though the pick-up still closes it).
 */
export const currentDevisValidUntil = (
  list: readonly DocumentSummary[],
  pickupDate: string,
): string | null => {
  const printed =
    list.find((document) => document.kind === 'devis' && !document.superseded)?.validUntil ?? null;
  return printed !== null && pickupDate < printed ? pickupDate : printed;
};

export type DownloadableDocument = Pick<DocumentRow, 'id' | 'kind' | 'number' | 'file'>;

/**
 * The document a caller may download: any for an administrator (`holder` null), else only one
 * whose reservation that customer or that link holds (docs/decisions/0047-manage-booking-links.md). Undefined for anything else, malformed ids
 * included: the caller cannot tell another customer's document from one that does not exist.
 */
export const findDownloadableDocument = async (
  db: Queryable,
  id: string,
  holder: ReservationHolder | null,
): Promise<DownloadableDocument | undefined> => {
  if (!isUuid(id)) return undefined;
  const columns = {
    id: documents.id,
    kind: documents.kind,
    number: documents.number,
    file: documents.file,
  };
  if (holder === null) {
    const [row] = await db.select(columns).from(documents).where(eq(documents.id, id));
    return row;
  }
  const [row] = await db
    .select(columns)
    .from(documents)
    .innerJoin(reservations, eq(reservations.id, documents.reservationId))
    .where(and(eq(documents.id, id), heldBy(holder)));
  return row;
};

/**
 * Whether the reservation has a live bon de réservation (one not replaced): a reservation booked
 * at the tariff's price gets its bon with its payment (docs/product/pricing.md).
 */
export const hasLiveBon = async (db: Queryable, reservationId: string): Promise<boolean> => {
  const [found] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.reservationId, reservationId),
        eq(documents.kind, 'bon'),
        isNull(documents.supersededAt),
      ),
    )
    .limit(1);
  return found !== undefined;
};

/** The reservation's live bon de réservation (the newest, not replaced), with what it says. */
export const findLiveBon = async (
  db: Queryable,
  reservationId: string,
): Promise<Pick<DocumentRow, 'id' | 'kind' | 'number' | 'file' | 'content'> | undefined> => {
  const [row] = await db
    .select({
      id: documents.id,
      kind: documents.kind,
      number: documents.number,
      file: documents.file,
      content: documents.content,
    })
    .from(documents)
    .where(
      and(
        eq(documents.reservationId, reservationId),
        eq(documents.kind, 'bon'),
        isNull(documents.supersededAt),
      ),
    )
    .orderBy(desc(documents.issuedAt))
    .limit(1);
  return row;
};
