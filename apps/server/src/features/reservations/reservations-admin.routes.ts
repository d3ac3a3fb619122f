import {
  adminDevisResultSchema,
  adminDevisUpdateSchema,
  adminReservationDeleteQuerySchema,
  adminReservationDetailSchema,
  adminReservationListQuerySchema,
  adminReservationPageSchema,
  adminReservationUpdateSchema,
  messageResponseSchema,
  recordOnBoardPaymentEndpoint,
  renewAdminDevisEndpoint,
  reservationIdParamsSchema,
} from '@navette/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/route-schemas';
import { adminScope } from '../auth/auth.guards';
import {
  deleteReservation,
  listReservationsForAdmin,
  recordPaymentOnBoard,
  updateReservationFields,
  type AdminReservationContext,
} from './reservations-admin.service';
import { renewReservationDevis, updateReservationDevis } from './reservations-devis.service';

/*
 * The back-office's reservation routes (docs/product/back-office.md#reservations), all inside
 * the admin scope (decision 0017). Each edit carries the version it was made on
 * (docs/decisions/0023-admin-reservations.md).
 */

const tags = ['reservations (back-office)'];
const security = [{ adminBearer: [] }];
const staleNote =
  'Refused with RESERVATION_STALE (409), nothing changed, when `version` is not the current one.';

/** What an administrator's edit needs; 401 if the request carries no administrator. */
export const adminReservationContext = (
  app: FastifyInstance,
  request: FastifyRequest,
): AdminReservationContext => {
  if (!request.admin) throw new AppError('UNAUTHORIZED');
  return {
    db: app.db,
    enqueueMail: app.mail.enqueue,
    publicUrl: app.config.publicUrl,
    adminUserId: request.admin._id,
    documents: app.documents,
    payments: app.payments,
  };
};

/*
 * Reading one reservation and setting its statut are shared with the customer area
 * (reservations-customer.routes.ts, docs/decisions/0027-shared-reservation-routes.md).
 */
export const reservationsAdminRoutes = adminScope(async (admin) => {
  const app = admin;
  // set by the admin scope's guard before any handler runs
  const contextOf = (request: FastifyRequest) => adminReservationContext(app, request);

  admin.get(
    '/api/reservations',
    {
      schema: {
        tags,
        security,
        summary: 'One page of reservations, searched and filtered, in trip order (administrators)',
        description:
          '`q` matches any value of the reservation, ignoring case and accents; `from` and `to` ' +
          'bound the trip date; deleted reservations never appear.',
        querystring: adminReservationListQuerySchema,
        response: { 200: adminReservationPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listReservationsForAdmin(app.db, request.query),
  );

  /** An edit of one reservation: on the version seen, answered with the reservation. */
  const editSchema = <B extends z.ZodType, R extends z.ZodType>(
    summary: string,
    body: B,
    response: R,
    note = '',
  ) => ({
    tags,
    security,
    summary,
    description: `${staleNote}${note}`,
    params: reservationIdParamsSchema,
    body,
    response: { 200: response, ...errorResponses(400, 401, 403, 404, 409) },
  });

  admin.put(
    '/api/reservations/:id',
    {
      schema: editSchema(
        'Changes fields other than devis and statut; only the changed ones are recorded',
        adminReservationUpdateSchema,
        adminReservationDetailSchema,
      ),
    },
    async (request) => updateReservationFields(contextOf(request), request.params.id, request.body),
  );

  admin.put(
    '/api/reservations/:id/devis',
    {
      schema: editSchema(
        'Sets the quote and queues the quote e-mail',
        adminDevisUpdateSchema,
        adminDevisResultSchema,
        " A reservation the customer had accepted returns to 'en attente'. A paid reservation " +
          'is refused with RESERVATION_ALREADY_PAID (409).',
      ),
    },
    async (request) => updateReservationDevis(contextOf(request), request.params.id, request.body),
  );

  admin.post(
    renewAdminDevisEndpoint.path,
    {
      schema: editSchema(
        'Renews an expired devis: the same amount, valid from today, sent again',
        renewAdminDevisEndpoint.body,
        adminDevisResultSchema,
        " Only while 'en attente' with a quote and not paid: else RESERVATION_NO_DEVIS, " +
          'RESERVATION_ALREADY_CONFIRMED, RESERVATION_ALREADY_CANCELLED or ' +
          'RESERVATION_ALREADY_PAID (409).',
      ),
    },
    async (request) => renewReservationDevis(contextOf(request), request.params.id, request.body),
  );

  admin.post(
    recordOnBoardPaymentEndpoint.path,
    {
      schema: editSchema(
        'Records a payment taken on board (card terminal or cash): invoice and e-mail as online',
        recordOnBoardPaymentEndpoint.body,
        adminReservationDetailSchema,
        ' The amount must be the devis of the confirmed, unpaid reservation: else ' +
          'PAYMENT_AMOUNT_NOT_DEVIS, ON_BOARD_PAYMENT_NOT_CONFIRMED, PAYMENT_NO_DEVIS or ' +
          'PAYMENT_ALREADY_DONE (409).',
      ),
    },
    async (request) => recordPaymentOnBoard(contextOf(request), request.params.id, request.body),
  );

  admin.delete(
    '/api/reservations/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a reservation (kept for the retention period, shown nowhere)',
        description: staleNote,
        params: reservationIdParamsSchema,
        querystring: adminReservationDeleteQuerySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteReservation(contextOf(request), request.params.id, request.query.version);
      return { message: request.t('adminReservationApi.deleted') };
    },
  );
});
