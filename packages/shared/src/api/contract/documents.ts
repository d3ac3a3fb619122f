import { documentIdParamsSchema } from '../../schemas/documents';
import {
  adminDevisResultSchema,
  adminStatutUpdateSchema,
  reservationIdParamsSchema,
} from '../../schemas/reservation-admin';
import type { JsonEndpoint, NavigationEndpoint } from '../endpoint';

/*
 * The documents of a reservation (docs/product/documents.md): their list travels with the
 * reservation (`documents` in the customer's and the back-office's shapes); the PDF itself is a
 * download, for the reservation's owner or an administrator. Another customer's document, or an
 * unknown id, is a 404 DOCUMENT_NOT_FOUND.
 */

export const customerDocumentFileEndpoint = {
  method: 'GET',
  path: '/api/documents/:id',
  access: 'customer',
  params: documentIdParamsSchema,
  opens: 'file',
} as const satisfies NavigationEndpoint;

export const adminDocumentFileEndpoint = {
  method: 'GET',
  path: '/api/documents/:id',
  access: 'admin',
  params: documentIdParamsSchema,
  opens: 'file',
} as const satisfies NavigationEndpoint;

/**
 * Issues a new devis for the current amount, valid QUOTE_VALIDITY_DAYS from today, and sends it
 * to the customer again: what the company does when a devis expired before it was accepted.
 * Refused on a reservation without a devis (RESERVATION_NO_DEVIS), confirmed, cancelled or paid.
 */
export const renewAdminDevisEndpoint = {
  method: 'POST',
  path: '/api/reservations/:id/devis/renouvellement',
  access: 'admin',
  params: reservationIdParamsSchema,
  body: adminStatutUpdateSchema.pick({ version: true }),
  response: adminDevisResultSchema,
} as const satisfies JsonEndpoint;
