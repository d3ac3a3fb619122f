import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { documents, type MailAttachment } from '../../src/db/schema';
import type { TestApp } from '../build-test-app';
import { pdfText, storedPdf } from './documents';

/*
 * Reading back what the changes that issue documents left (docs/product/documents.md): the rows
 * of a reservation, and the text of a PDF sent with an e-mail.
 */

/** The documents of a reservation, in the order they were issued. */
export const documentsOf = (t: TestApp, reservationId: string) =>
  t.database.db
    .select()
    .from(documents)
    .where(eq(documents.reservationId, reservationId))
    .orderBy(asc(documents.issuedAt), asc(documents.number));

/** The text of a document's PDF, stored under DATA_DIR, whitespace collapsed. */
export const documentText = async (t: TestApp, file: string): Promise<string> => {
  const bytes = await storedPdf(t, file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfText(bytes);
};

/** The one PDF attached to an outbox row, checked to be the document's own file. */
export const attachedDocument = (
  attachments: MailAttachment[] | null | undefined,
  document: { number: string; file: string },
) => {
  expect(attachments).toEqual([
    {
      filename: expect.stringContaining(document.number) as string,
      contentType: 'application/pdf',
      path: document.file,
    },
  ]);
  return attachments?.[0];
};

/** `2026-12-23` → `23/12/2026`, as the error messages write a date. */
export const shortDate = (isoDate: string): string => isoDate.split('-').reverse().join('/');
