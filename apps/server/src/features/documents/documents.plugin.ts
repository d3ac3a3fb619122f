/**
 * `app.documents`: the issuer the reservation and payment changes call in their transactions
 * (docs/product/documents.md). Registered after the database plugin.
 */
import fp from 'fastify-plugin';
import type { DocumentIssuer } from './documents.issuer';
import { createDocumentIssuer } from './documents.service';

declare module 'fastify' {
  interface FastifyInstance {
    documents: DocumentIssuer;
  }
}

export const documentsPlugin = fp(
  async (app) => {
    const { config } = app;
    app.decorate(
      'documents',
      createDocumentIssuer({
        files: app.files,
        quoteValidityDays: config.documents.quoteValidityDays,
        company: config.company,
      }),
    );
  },
  { name: 'documents', dependencies: ['database', 'file-store'] },
);
