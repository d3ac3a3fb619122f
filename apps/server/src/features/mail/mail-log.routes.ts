import {
  getAdminMailEndpoint,
  listAdminMailsEndpoint,
  resendAdminMailEndpoint,
} from '@navette/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route-kit';
import { getMailForAdmin, listMailsForAdmin, resendMail } from './mail-log.repository';

/*
 * The e-mail log in the back-office (docs/product/back-office.md#e-mails): admin routes of the
 * route kit, whose guard runs before validation. The resend counts against the API's global
 * limit like every other back-office change.
 */

const tags = ['e-mails (back-office)'];

export const mailLogRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, listAdminMailsEndpoint, {
    tags,
    summary: 'One page of the outbox, newest first, recipients masked (administrators)',
    handler: async (request) => listMailsForAdmin(app.db, request.query),
  });

  route(app, getAdminMailEndpoint, {
    tags,
    summary: 'One e-mail: subject and text only until it is sent or its body is purged',
    errors: [404],
    handler: async (request) => getMailForAdmin(app.db, request.params.id),
  });

  route(app, resendAdminMailEndpoint, {
    tags,
    summary: 'Queues a failed e-mail again, with a new budget of attempts',
    description:
      'Only a failed e-mail: else MAIL_NOT_RESENDABLE (409); MAIL_REDACTED (409) once the ' +
      'retention purge emptied it (docs/decisions/0035-mail-resend.md).',
    errors: [404, 409],
    handler: async (request) => {
      if (!request.admin) throw new AppError('UNAUTHORIZED');
      const mail = await resendMail(app.db, request.params.id);
      // the record of who resent what (the row keeps no author; the log is the history)
      request.log.info(
        { mailId: mail._id, template: mail.template, adminUserId: request.admin._id },
        'mail queued again by an administrator',
      );
      return mail;
    },
  });
};
