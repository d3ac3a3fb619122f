import type { NavigationEndpoint } from '../endpoint';
import { documentIdParamsSchema } from '../../schemas/documents';

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
