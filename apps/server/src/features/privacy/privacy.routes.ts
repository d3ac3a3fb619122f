import {
  adminPersonErasureEndpoint,
  adminPersonExportEndpoint,
  adminPrivacyOverviewEndpoint,
  deleteMyAccountEndpoint,
  exportMyDataEndpoint,
} from '@navette/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route-kit';
import { authLimits, customerTokenOf, signInContextOf } from '../auth';
import { closeSession } from '../auth';
import { createCvStorage } from '../recruitment';
import {
  exportFileName,
  exportPersonalData,
  holdsAnything,
  type PersonalDataExport,
} from './privacy.export';
import { PURGE_CHECK_EVERY_MS, isPurgeDue, runRetentionPurge } from './privacy.purge';
import { checkReauthentication, eraseAndConfirm, privacyOverview } from './privacy.service';

/**
 * The rights of the people in the data (docs/product/data-protection.md): the customer's export
 * and account deletion, the back-office's overview, export and erasure for a person who asked
 * by e-mail, and the nightly retention purge on the scheduler.
 */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = {
    fileStore: app.files,
    cvStorage: await createCvStorage(app.config.recruitment.cvDir, app.files),
  };
  const erasure = {
    ...files,
    db: app.db,
    enqueueMail: app.mail.enqueue,
    settlePayments: app.payments.settle,
  };
  const perClient = authLimits(app);

  // Asked every hour; runs once a night (isPurgeDue explains when).
  app.scheduler.schedule({
    name: 'retention-purge',
    everyMs: PURGE_CHECK_EVERY_MS,
    run: async () => {
      const now = new Date();
      if (await isPurgeDue(app.db, now)) await runRetentionPurge(app.db, { ...files, now });
    },
  });

  /** A JSON download: personal data, so kept by no cache and never shown as a page. */
  const sendExport = (reply: FastifyReply, data: PersonalDataExport) =>
    reply
      .type('application/json; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${exportFileName(new Date(data.exportedAt))}"`,
      )
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(JSON.stringify(data, null, 2));

  route(app, exportMyDataEndpoint, {
    tags: ['auth'],
    summary: 'Everything held about the signed-in customer, as a JSON file download',
    schema: { produces: ['application/json'] },
    handler: async (request, reply) => {
      const user = request.user;
      if (!user) throw new AppError('UNAUTHORIZED');
      return sendExport(
        reply,
        await exportPersonalData(app.db, { email: user.email, userId: user._id }),
      );
    },
  });

  route(app, deleteMyAccountEndpoint, {
    tags: ['auth'],
    summary: 'Delete the account after re-authentication (password, or a recent Google sign-in)',
    limits: perClient,
    handler: async (request, reply) => {
      const user = request.user;
      const token = customerTokenOf(request);
      if (!user || !token) throw new AppError('UNAUTHORIZED');
      const { email } = await checkReauthentication(
        signInContextOf(request),
        { userId: user._id, token },
        request.body,
      );
      await eraseAndConfirm(erasure, { email, userId: user._id }, request.language);
      // the sessions went with the account; this browser's cookie goes too, as on sign-out
      await closeSession(app.db, request, reply, 'customer', token);
      return { message: request.t('privacyApi.accountDeleted') };
    },
  });

  route(app, adminPrivacyOverviewEndpoint, {
    tags: ['privacy'],
    summary: 'The retention periods and the last purge run, counts only (administrators)',
    handler: async () => privacyOverview(app.db),
  });

  route(app, adminPersonExportEndpoint, {
    tags: ['privacy'],
    summary:
      'Everything held about the person with this e-mail address, as a JSON file (administrators)',
    schema: { produces: ['application/json'] },
    errors: [404],
    handler: async (request, reply) => {
      const data = await exportPersonalData(app.db, { email: request.query.email });
      if (!holdsAnything(data)) {
        throw new AppError('NOT_FOUND', { fields: { email: 'privacyApi.nothingHeld' } });
      }
      return sendExport(reply, data);
    },
  });

  route(app, adminPersonErasureEndpoint, {
    tags: ['privacy'],
    summary:
      'Erase the person with this e-mail address as their own account deletion would (administrators)',
    handler: async (request) => eraseAndConfirm(erasure, { email: request.body.email }, 'fr'),
  });
};
