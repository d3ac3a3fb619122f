import type { DocumentKind } from '@navette/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { CompanyIdentity } from '../../config-company';
import type { Queryable } from '../../db/client';
import { documents, type DocumentRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { DocumentContent } from './documents.content';
import {
  bonContent,
  devisContent,
  factureContent,
  lockPayment,
  readReservationForDocument,
  type IssueFacts,
  type ReservationForDocument,
} from './documents.builder';
import { addDays, parisDayAndTime } from './documents.format';
import type { DocumentIssuer, IssuedDocument } from './documents.issuer';
import { allocateDocumentNumber } from './documents.numbering';
import type { FileStore } from '../../lib/file-store';
import { renderDocumentPdf } from './documents.pdf';
import { writeDocumentFile } from './documents.storage';

/*
 * Issuing a document (docs/product/documents.md, docs/decisions/0031-documents.md), always in
 * the caller's transaction: the number is taken, the content read, the PDF rendered and written
 * to its own file, then the row inserted. The file exists before the row that names it; a
 * transaction rolled back afterwards leaves an unnamed file and gives its number back.
 */

export interface IssuerDependencies {
  /** where the PDFs are written (app.files) */
  files: FileStore;
  quoteValidityDays: number;
  company: CompanyIdentity;
}

/** The name a document is downloaded and attached under. */
const DOWNLOAD_PREFIX: Record<DocumentKind, string> = {
  devis: 'devis',
  bon: 'bon-de-reservation',
  facture: 'facture',
};

export const downloadNameOf = (kind: DocumentKind, number: string): string =>
  `${DOWNLOAD_PREFIX[kind]}-${number}.pdf`;

const issuedOf = (row: Pick<DocumentRow, 'id' | 'kind' | 'number' | 'validUntil' | 'file'>) =>
  ({
    id: row.id,
    kind: row.kind,
    number: row.number,
    validUntil: row.validUntil,
    attachment: {
      filename: downloadNameOf(row.kind, row.number),
      contentType: 'application/pdf',
      path: row.file,
    },
  }) satisfies IssuedDocument;

const requireReservation = async (tx: Queryable, reservationId: string) => {
  const source = await readReservationForDocument(tx, reservationId);
  if (!source) throw new AppError('RESERVATION_NOT_FOUND');
  return source;
};

/**
 * A devis is valid the configured number of days from its day of issue, in Paris, and never past
 * the pick-up day: a devis for a trip on 09/12 issued on 27/11 is valid until 09/12, not 27/12
 * (docs/decisions/0043-booking-follows-the-trip.md). Accepting it is refused once the pick-up
 * time itself has passed (reservations-customer.service.ts).
 */
const devisValidUntil = (issuedDay: string, days: number, pickupDate: string): string => {
  const byDays = addDays(issuedDay, days);
  return pickupDate < byDays ? pickupDate : byDays;
};

export const createDocumentIssuer = (deps: IssuerDependencies): DocumentIssuer => {
  /** Numbers, renders, stores and records one document; returns it. */
  const issue = async (
    tx: Queryable,
    kind: DocumentKind,
    source: ReservationForDocument,
    build: (facts: IssueFacts) => DocumentContent,
    paymentId: string | null = null,
  ): Promise<IssuedDocument> => {
    const { number, year, issuedAt } = await allocateDocumentNumber(tx, kind);
    const content = build({ number, issuedAt, company: deps.company });
    const bytes = await renderDocumentPdf(content);
    const stored = await writeDocumentFile(deps.files, year, bytes);
    const reservationId = source.reservation.id;
    if (kind !== 'facture') {
      // the newest devis (or bon) is the reservation's; the earlier ones stay, marked replaced
      await tx
        .update(documents)
        .set({ supersededAt: issuedAt })
        .where(
          and(
            eq(documents.reservationId, reservationId),
            eq(documents.kind, kind),
            isNull(documents.supersededAt),
          ),
        );
    }
    const amounts = 'amounts' in content ? content.amounts : null;
    const [row] = await tx
      .insert(documents)
      .values({
        kind,
        number,
        reservationId,
        paymentId,
        language: content.language,
        issuedAt,
        validUntil: content.kind === 'devis' ? content.validUntil : null,
        vatRateBp: amounts?.vatRateBp ?? null,
        htCents: amounts?.htCents ?? null,
        tvaCents: amounts?.tvaCents ?? null,
        ttcCents: amounts?.ttcCents ?? null,
        file: stored.file,
        sha256: stored.sha256,
        content,
      })
      .returning();
    if (!row) throw new Error(`document ${number} was not recorded`);
    return issuedOf(row);
  };

  return {
    async devis(tx, reservationId) {
      const source = await requireReservation(tx, reservationId);
      const ttcCents = source.reservation.devisCents;
      if (ttcCents === null) throw new AppError('RESERVATION_NO_DEVIS');
      return issue(tx, 'devis', source, (facts) =>
        devisContent(source, {
          ...facts,
          ttcCents,
          validUntil: devisValidUntil(
            parisDayAndTime(facts.issuedAt).day,
            deps.quoteValidityDays,
            source.reservation.date,
          ),
        }),
      );
    },

    async bon(tx, reservationId) {
      const source = await requireReservation(tx, reservationId);
      return issue(tx, 'bon', source, (facts) => bonContent(source, facts));
    },

    async facture(tx, paymentId) {
      // locked first: a replayed fulfilment waits here, then finds the invoice already issued
      const payment = await lockPayment(tx, paymentId);
      if (!payment) throw new AppError('NOT_FOUND');
      const [existing] = await tx
        .select()
        .from(documents)
        .where(and(eq(documents.paymentId, paymentId), eq(documents.kind, 'facture')))
        .limit(1);
      if (existing) return issuedOf(existing);
      const { paidAt } = payment;
      if (payment.status !== 'paid' || paidAt === null) {
        throw new Error(`payment ${paymentId} is not paid: no invoice can be issued for it`);
      }
      const source = await requireReservation(tx, payment.reservationId);
      return issue(
        tx,
        'facture',
        source,
        (facts) => factureContent(source, { ...payment, paidAt }, facts),
        paymentId,
      );
    },
  };
};
