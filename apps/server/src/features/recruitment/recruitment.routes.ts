import multipart from '@fastify/multipart';
import {
  APPLICATION_TEXT_FIELDS,
  applicationCvEndpoint,
  applyForJobEndpoint,
  deleteApplicationEndpoint,
  listApplicationsEndpoint,
} from '@navette/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { routeLimits } from '../../lib/route-limits';
import { oneFileFormLimits } from '../../lib/multipart-limits';
import { route } from '../../lib/route-kit';
import { contentDisposition } from '../../lib/content-disposition';
import { createCvStorage } from './recruitment.storage';
import {
  deleteApplication,
  listApplications,
  openCv,
  submitApplication,
} from './recruitment.service';

/** Longest text value accepted in the multipart body: above every field's own bound. */
const FIELD_MAX_BYTES = 1024;

/**
 * Job applications: the public form (multipart, with a PDF CV) and the back-office's reading of
 * them. Multipart is registered here only, so no other route of the API accepts file uploads.
 */
export const recruitmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cvMaxBytes, cvDir, rateLimit } = app.config.recruitment;
  await app.register(multipart, {
    limits: oneFileFormLimits({
      textFields: APPLICATION_TEXT_FIELDS.length,
      fileSize: cvMaxBytes,
      fieldSize: FIELD_MAX_BYTES,
    }),
  });
  const storage = await createCvStorage(cvDir, app.files);
  const context = {
    db: app.db,
    storage,
    enqueueMail: app.mail.enqueue,
    cvMaxBytes,
    companyEmail: app.config.company.email,
    backOfficeUrl: `${app.config.publicUrl}/admin/recrutement`,
  };
  // The form writes to the company's inbox and disk: limited per client, so nobody floods either.
  const limits = routeLimits(app, [
    { name: 'recruitment-ip', max: rateLimit.perIp, windowMs: rateLimit.windowMs },
  ]);

  route(app, applyForJobEndpoint, {
    tags: ['recruitment'],
    summary: 'Apply for a driver job: nom, prenom, email, telephone and a PDF CV (multipart)',
    schema: { consumes: ['multipart/form-data'] },
    limits,
    errors: [413, 415],
    handler: async (request) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      await submitApplication(context, request.parts());
      return { message: request.t('recruitment.form_success') };
    },
  });

  // The back-office's reading of the applications.
  route(app, listApplicationsEndpoint, {
    tags: ['recruitment'],
    summary:
      'Applications by pages of 25, newest first, searched by name, e-mail or phone (administrators)',
    handler: async (request) => listApplications(app.db, request.query),
  });

  route(app, deleteApplicationEndpoint, {
    tags: ['recruitment'],
    summary: 'Delete an application and its CV file (administrators)',
    errors: [404],
    handler: async (request) => {
      await deleteApplication(context, request.params.id);
      return { message: request.t('adminRecruitment.deleted') };
    },
  });

  route(app, applicationCvEndpoint, {
    tags: ['recruitment'],
    summary: "An application's CV, a PDF opened in the browser (administrators)",
    // 200 is a PDF stream, and errors are the API's one JSON shape
    schema: { produces: ['application/pdf', 'application/json'] },
    errors: [404],
    handler: async (request, reply) => {
      const { stream, downloadName } = await openCv(context, request.params.id);
      // `Voir CV` opens it in a new tab rather than saving it (docs/product/back-office.md);
      // the sanitised name is the one offered if the reader saves it from the viewer
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', contentDisposition('inline', downloadName))
          .header('x-content-type-options', 'nosniff')
          // personal data: kept by no shared cache, and never run as a page of this origin
          .header('cache-control', 'private, no-store')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(stream)
      );
    },
  });
};
