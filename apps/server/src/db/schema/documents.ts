/**
 * Documents: the devis, bons de réservation and factures issued for reservations
 * (docs/product/documents.md). Each row is one immutable PDF file stored privately under
 * DATA_DIR, with what it says kept beside it; numbers come from one counter per kind and year.
 */
import { DOCUMENT_KINDS } from '@navette/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { isOneOf, id } from './columns';
import { payments } from './payments';
import { reservations } from './reservations';

export const documents = pgTable(
  'documents',
  {
    id: id(),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    /** D-2026-000012, B-2026-000007, F-2026-000042 */
    number: text('number').notNull(),
    // A document outlives its reservation by its own retention period (an invoice, 10 years):
    // deleting a reservation never deletes a document; the purge does, when its time comes.
    reservationId: uuid('reservation_id').references(() => reservations.id, {
      onDelete: 'set null',
    }),
    /** the payment an invoice records; one invoice per payment */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    language: text('language').notNull(),
    /** the moment the number was allocated: numbers and dates run in the same order */
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** a devis's last day of validity (Paris) */
    validUntil: date('valid_until', { mode: 'string' }),
    /** the amounts printed, in cents; null on a bon issued without a quote */
    vatRateBp: integer('vat_rate_bp'),
    htCents: integer('ht_cents'),
    tvaCents: integer('tva_cents'),
    ttcCents: integer('ttc_cents'),
    /** the PDF, relative to DATA_DIR; written before the row is committed, never rewritten */
    file: text('file').notNull(),
    /** SHA-256 of the PDF, hex: proves the file is the one issued */
    sha256: text('sha256').notNull(),
    /** everything the document says, as printed (its own retention period, like the file) */
    content: jsonb('content').notNull(),
    /** set when a newer document of the same kind replaces it for the reservation */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('documents_number_unique').on(t.number),
    uniqueIndex('documents_invoice_payment_unique')
      .on(t.paymentId)
      .where(sql`${t.kind} = 'facture'`),
    index('documents_reservation_idx').on(t.reservationId, t.issuedAt),
    // the purge looks for the documents past their retention period, by kind and age
    index('documents_kind_issued_at_idx').on(t.kind, t.issuedAt),
    check('documents_kind_valid', isOneOf(t.kind, DOCUMENT_KINDS)),
    check(
      'documents_amounts_add_up',
      sql`${t.ttcCents} is null or ${t.ttcCents} = ${t.htCents} + ${t.tvaCents}`,
    ),
  ],
);

/**
 * The last number allocated per kind and year. Incremented inside the transaction that issues
 * the document: its row lock orders concurrent issues, and a rolled-back issue gives its number
 * back, so each series runs without a gap.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.year] }),
    check('document_counters_kind_valid', isOneOf(t.kind, DOCUMENT_KINDS)),
  ],
);

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;
