import { adminDocumentFileEndpoint, customerDocumentFileEndpoint } from '@navette/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StoredFile } from '../../lib/file-store';
import { AppError } from '../../lib/app-error';
import { sharedRoute } from '../../lib/route-kit';
import { holderOf } from '../auth';
import { attachmentHeader } from '../../lib/content-disposition';
import { findDownloadableDocument } from './documents.repository';
import { downloadNameOf } from './documents.service';
import { openDocumentFile } from './documents.storage';

/*
 * A document's PDF, as a download (docs/product/documents.md#who-may-download): for an
 * administrator any document, for a customer the documents of their own reservations. Shared by
 * the back-office and the customer area, the caller told apart per request
 * (docs/decisions/0027-shared-reservation-routes.md); everything else is DOCUMENT_NOT_FOUND.
 */
/** A stored document's PDF as the answer, with its Content-Disposition (download or viewer). */
export const sendDocumentPdf = (reply: FastifyReply, stored: StoredFile, disposition: string) =>
  reply
    .type('application/pdf')
    .header('content-disposition', disposition)
    .header('x-content-type-options', 'nosniff')
    // personal data: kept by no shared cache, and never run as a page of this origin
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-length', stored.size)
    .send(stored.stream);

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  sharedRoute(
    app,
    { customer: customerDocumentFileEndpoint, admin: adminDocumentFileEndpoint },
    {
      tags: ['documents'],
      summary: "A document's PDF: any for an administrator, the customer's own otherwise",
      description:
        "Another customer's document, an unknown or malformed id, a document whose " +
        'reservation is gone (for a customer) answer DOCUMENT_NOT_FOUND (404), never 403.',
      // 200 is a PDF stream, and errors are the API's one JSON shape
      schema: { produces: ['application/pdf', 'application/json'] },
      errors: [404],
      handler: async (request, reply) => {
        // an administrator reads any; a customer or a link's holder their own (decision 0047)
        const holder = request.admin ? null : holderOf(request);
        const document = await findDownloadableDocument(app.db, request.params.id, holder);
        if (!document) throw new AppError('DOCUMENT_NOT_FOUND');
        const stored = await openDocumentFile(app.files, document.file);
        if (!stored) {
          // the row outlived its file: an operator must know, the caller gets the usual 404
          request.log.error(
            { documentId: document.id, number: document.number },
            'document file missing',
          );
          throw new AppError('DOCUMENT_NOT_FOUND');
        }
        return sendDocumentPdf(
          reply,
          stored,
          attachmentHeader(downloadNameOf(document.kind, document.number)),
        );
      },
    },
  );
};
