import {
  adminDevisResultSchema,
  adminDevisUpdateSchema,
  adminReservationDeleteQuerySchema,
  adminReservationDetailSchema,
  adminReservationListQuerySchema,
  adminReservationPageSchema,
  adminReservationUpdateSchema,
  adminStatutUpdateSchema,
  messageResponseSchema,
  reservationIdParamsSchema,
} from '@navette/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/route-schemas';
import { adminScope } from '../auth/auth.guards';
import {
  deleteReservation,
  getReservationForAdmin,
  listReservationsForAdmin,
  updateReservationDevis,
  updateReservationFields,
  updateReservationStatut,
  type AdminReservationContext,
} from './reservations-admin.service';

/*
 * The back-office's reservation routes (docs/product/back-office.md#reservations), all inside
 * the admin scope (decision 0017). Each edit carries the version it was made on
 * (docs/decisions/0023-admin-reservations.md).
 */

const tags = ['reservations (back-office)'];
const security = [{ adminBearer: [] }];
const staleNote =
  'Refused with RESERVATION_STALE (409), nothing changed, when `version` is not the current one.';

export const reservationsAdminRoutes = adminScope(async (admin) => {
  const app = admin;
  const contextOf = (request: FastifyRequest): AdminReservationContext => {
    // set by the admin scope's guard before any handler runs
    if (!request.admin) throw new AppError('UNAUTHORIZED');
    return {
      db: app.db,
      enqueueMail: app.mail.enqueue,
      publicUrl: app.config.publicUrl,
      adminUserId: request.admin._id,
    };
  };

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

  admin.get(
    '/api/reservations/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A reservation with every field, its version and its change history',
        params: reservationIdParamsSchema,
        response: { 200: adminReservationDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getReservationForAdmin(app.db, request.params.id),
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

  admin.put(
    '/api/reservations/:id/statut',
    {
      schema: editSchema(
        'Sets the status: any of the three, from any',
        adminStatutUpdateSchema,
        adminReservationDetailSchema,
      ),
    },
    async (request) => updateReservationStatut(contextOf(request), request.params.id, request.body),
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
