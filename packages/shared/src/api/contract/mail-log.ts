import {
  adminMailDetailSchema,
  adminMailListQuerySchema,
  adminMailPageSchema,
  mailIdParamsSchema,
} from '../../schemas/mail-log';
import type { JsonEndpoint } from '../endpoint';

/*
 * The e-mail log (docs/product/back-office.md#e-mails): the outbox newest first, one e-mail, and
 * the resend of a failed one. An unknown id is MAIL_NOT_FOUND (404).
 */

export const listAdminMailsEndpoint = {
  method: 'GET',
  path: '/api/admin/emails',
  access: 'admin',
  query: adminMailListQuerySchema,
  response: adminMailPageSchema,
} as const satisfies JsonEndpoint;

export const getAdminMailEndpoint = {
  method: 'GET',
  path: '/api/admin/emails/:id',
  access: 'admin',
  params: mailIdParamsSchema,
  response: adminMailDetailSchema,
} as const satisfies JsonEndpoint;

/**
 * Queues a failed e-mail again (docs/decisions/0035-mail-resend.md); MAIL_NOT_RESENDABLE (409)
 * unless failed, MAIL_REDACTED (409) once its body is purged. Answers the e-mail as it now is.
 */
export const resendAdminMailEndpoint = {
  method: 'POST',
  path: '/api/admin/emails/:id/resend',
  access: 'admin',
  params: mailIdParamsSchema,
  response: adminMailDetailSchema,
} as const satisfies JsonEndpoint;
