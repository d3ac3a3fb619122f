/*
 * The documents feature's front door: what the app and other features may use of it
 * (docs/architecture.md, "Features and their front doors").
 */
export type { BonContent, DocumentLeg } from './documents.content';
export type { DocumentIssuer, IssuedDocument } from './documents.issuer';
export { documentsPlugin } from './documents.plugin';
export {
  currentDevisValidUntil,
  findLiveBon,
  hasLiveBon,
  listDocumentsOfReservations,
} from './documents.repository';
export { documentsRoutes, sendDocumentPdf } from './documents.routes';
export { downloadNameOf } from './documents.service';
export { deleteDocumentFile, openDocumentFile } from './documents.storage';
