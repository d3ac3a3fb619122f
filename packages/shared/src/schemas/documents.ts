import { z } from 'zod';
import { DOCUMENT_KINDS } from '../constants';

/*
 * The documents issued for a reservation (docs/product/documents.md): the devis when the company
 * sets or changes the quote, the bon de réservation when the reservation is confirmed, the
 * facture when a payment is received. Each is a PDF stored on the server, immutable once issued,
 * downloaded by its owner or an administrator from GET /api/documents/:id.
 */

export const documentSummarySchema = z.object({
  _id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  /** D-2026-000012, B-2026-000007, F-2026-000042: one continuous series per kind and year */
  number: z.string(),
  /** when it was issued, ISO 8601 */
  issuedAt: z.string(),
  /** a devis's last day of validity (YYYY-MM-DD, Paris); null for the other kinds */
  validUntil: z.string().nullable(),
  /** the total including VAT, in euros; null on a bon issued without a quote */
  amountTtc: z.number().nullable(),
  /** a newer document of the same kind replaces it (a new devis, a new confirmation) */
  superseded: z.boolean(),
  /** where to download it: /api/documents/<id> */
  url: z.string(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

/** The documents of a reservation, newest first. */
export const documentListSchema = z.array(documentSummarySchema);

/** Any short id is accepted here: one that names no document of the caller's is a 404. */
export const documentIdParamsSchema = z.object({ id: z.string().max(64) });

/** The URL of a document's PDF. */
export const documentUrl = (id: string): string => `/api/documents/${id}`;
