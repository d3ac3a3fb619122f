import {
  adminMailDetailSchema,
  adminMailListQuerySchema,
  adminMailPageSchema,
  mailIdParamsSchema,
} from '@navette/shared';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/route-schemas';
import { adminScope } from '../auth/auth.guards';
import { getMailForAdmin, listMailsForAdmin, resendMail } from './mail-log.repository';

/*
 * The e-mail log in the back-office (docs/product/back-office.md#e-mails), inside the admin scope
 * (decision 0017): the guard runs before validation. The resend counts against the API's global
 * limit like every other back-office change.
 */

const tags = ['e-mails (back-office)'];
const security = [{ adminBearer: [] }];

export const mailLogRoutes = adminScope(async (admin) => {
  admin.get(
    '/api/admin/emails',
    {
      schema: {
        tags,
        security,
        summary: 'One page of the outbox, newest first, recipients masked (administrators)',
        querystring: adminMailListQuerySchema,
        response: { 200: adminMailPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listMailsForAdmin(admin.db, request.query),
  );

  admin.get(
    '/api/admin/emails/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One e-mail: subject and text only until it is sent or its body is purged',
        params: mailIdParamsSchema,
        response: { 200: adminMailDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getMailForAdmin(admin.db, request.params.id),
  );

  admin.post(
    '/api/admin/emails/:id/resend',
    {
      schema: {
        tags,
        security,
        summary: 'Queues a failed e-mail again, with a new budget of attempts',
        description:
          'Only a failed e-mail: else MAIL_NOT_RESENDABLE (409); MAIL_REDACTED (409) once the ' +
          'retention purge emptied it (docs/decisions/0035-mail-resend.md).',
        params: mailIdParamsSchema,
        response: { 200: adminMailDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      if (!request.admin) throw new AppError('UNAUTHORIZED');
      const mail = await resendMail(admin.db, request.params.id);
      // the record of who resent what (the row keeps no author; the log is the history)
      request.log.info(
        { mailId: mail._id, template: mail.template, adminUserId: request.admin._id },
        'mail queued again by an administrator',
      );
      return mail;
    },
  );
});
