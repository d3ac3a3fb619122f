import { BOOKING_TIME_ZONE, type DocumentKind } from '@navette/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

/*
 * Document numbers (docs/product/documents.md#numbering): one series per kind and calendar year
 * (Paris), D-2026-000001, B-2026-000001, F-2026-000001. The number is taken from the counter row
 * in the issuing transaction: the row lock orders concurrent issues, and a rolled-back issue
 * gives its number back, so a series never has a gap (docs/decisions/0031-documents.md).
 */

export const DOCUMENT_NUMBER_PREFIX: Record<DocumentKind, string> = {
  devis: 'D',
  bon: 'B',
  facture: 'F',
};

const SEQUENCE_DIGITS = 6;

export const formatDocumentNumber = (
  kind: DocumentKind,
  year: number,
  sequence: number,
): string => {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`a document's sequence starts at 1: ${sequence}`);
  }
  return `${DOCUMENT_NUMBER_PREFIX[kind]}-${year}-${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
};

const NUMBER_PATTERN = /^([DBF])-(\d{4})-(\d{6,})$/;

/** The parts of a number this series wrote, or undefined for anything else. */
export const parseDocumentNumber = (
  number: string,
): { kind: DocumentKind; year: number; sequence: number } | undefined => {
  const match = NUMBER_PATTERN.exec(number);
  if (!match) return undefined;
  const kind = (Object.keys(DOCUMENT_NUMBER_PREFIX) as DocumentKind[]).find(
    (k) => DOCUMENT_NUMBER_PREFIX[k] === match[1],
  );
  return kind && { kind, year: Number(match[2]), sequence: Number(match[3]) };
};

export interface AllocatedNumber {
  number: string;
  year: number;
  /** the moment of issue, read once the counter row is locked: numbers and dates agree */
  issuedAt: Date;
}

/**
 * Takes the next number of the kind's series for the current Paris year, in the caller's
 * transaction. `clock_timestamp()` is read by RETURNING, after the row lock was obtained (now()
 * would be the transaction's start, which may precede an earlier number's lock release), so that
 * a later number never carries an earlier date. The year is read before the lock: an issue that
 * waits for it across midnight on 31 December keeps the old year's series, dated a moment into
 * the new year, rather than leaving a gap.
 */
export const allocateDocumentNumber = async (
  tx: Queryable,
  kind: DocumentKind,
): Promise<AllocatedNumber> => {
  const result = await tx.execute<{ last: number; year: number; issued_at: string | Date }>(sql`
    insert into document_counters (kind, year, last)
    values (${kind}, extract(year from clock_timestamp() at time zone ${BOOKING_TIME_ZONE})::int, 1)
    on conflict (kind, year) do update set last = document_counters.last + 1
    returning last, year, clock_timestamp() as issued_at`);
  const row = result.rows[0];
  if (!row) throw new Error(`no number was allocated for ${kind}`);
  const year = Number(row.year);
  return {
    number: formatDocumentNumber(kind, year, Number(row.last)),
    year,
    issuedAt: new Date(row.issued_at),
  };
};
