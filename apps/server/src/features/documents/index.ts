/*
 * The documents feature's front door: what the app and other features may use of it
 * (docs/architecture.md, "Features and their front doors").
 */
export type { DocumentIssuer, IssuedDocument } from './documents.issuer';
export { documentsPlugin } from './documents.plugin';
export {
  currentDevisValidUntil,
  hasLiveBon,
  listDocumentsOfReservations,
} from './documents.repository';
export { documentsRoutes } from './documents.routes';
export { deleteDocumentFile } from './documents.storage';
