import {
  deleteAdminReservationEndpoint,
  listAdminReservationsEndpoint,
  recordOnBoardPaymentEndpoint,
  renewAdminDevisEndpoint,
  updateAdminDevisEndpoint,
  updateAdminReservationEndpoint,
} from '@navette/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route-kit';
import {
  deleteReservation,
  listReservationsForAdmin,
  recordPaymentOnBoard,
  updateReservationFields,
  type AdminReservationContext,
} from './reservations-admin.service';
import { renewReservationDevis, updateReservationDevis } from './reservations-devis.service';

/*
 * The back-office's reservation routes (docs/product/back-office.md#reservations), admin routes
 * of the route kit. Each edit carries the version it was made on
 * (docs/decisions/0023-admin-reservations.md).
 */

const tags = ['reservations (back-office)'];
/** An edit of one reservation: unknown (404), or changed since it was read (409). */
const oneReservation = { tags, errors: [404, 409] as const };
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
export const reservationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // request.admin is set by the admin guard before any handler runs
  const contextOf = (request: FastifyRequest) => adminReservationContext(app, request);

  route(app, listAdminReservationsEndpoint, {
    tags,
    summary: 'One page of reservations, searched and filtered, in trip order (administrators)',
    description:
      '`q` matches any value of the reservation, ignoring case and accents; `from` and `to` ' +
      'bound the trip date; deleted reservations never appear.',
    handler: async (request) => listReservationsForAdmin(app.db, request.query),
  });

  // An edit of one reservation: on the version seen, answered with the reservation.
  route(app, updateAdminReservationEndpoint, {
    ...oneReservation,
    summary: 'Changes fields other than devis and statut; only the changed ones are recorded',
    description: staleNote,
    handler: async (request) =>
      updateReservationFields(contextOf(request), request.params.id, request.body),
  });

  route(app, updateAdminDevisEndpoint, {
    ...oneReservation,
    summary: 'Sets the quote and queues the quote e-mail',
    description:
      `${staleNote} A reservation the customer had accepted returns to 'en attente'. A paid ` +
      'reservation is refused with RESERVATION_ALREADY_PAID (409).',
    handler: async (request) =>
      updateReservationDevis(contextOf(request), request.params.id, request.body),
  });

  route(app, renewAdminDevisEndpoint, {
    ...oneReservation,
    summary: 'Renews an expired devis: the same amount, valid from today, sent again',
    description:
      `${staleNote} Only while 'en attente' with a quote and not paid: else ` +
      'RESERVATION_NO_DEVIS, RESERVATION_ALREADY_CONFIRMED, RESERVATION_ALREADY_CANCELLED or ' +
      'RESERVATION_ALREADY_PAID (409).',
    handler: async (request) =>
      renewReservationDevis(contextOf(request), request.params.id, request.body),
  });

  route(app, recordOnBoardPaymentEndpoint, {
    ...oneReservation,
    summary:
      'Records a payment taken on board (card terminal or cash): invoice and e-mail as online',
    description:
      `${staleNote} The amount must be the devis of the confirmed, unpaid reservation: else ` +
      'PAYMENT_AMOUNT_NOT_DEVIS, ON_BOARD_PAYMENT_NOT_CONFIRMED, PAYMENT_NO_DEVIS or ' +
      'PAYMENT_ALREADY_DONE (409).',
    handler: async (request) =>
      recordPaymentOnBoard(contextOf(request), request.params.id, request.body),
  });

  route(app, deleteAdminReservationEndpoint, {
    ...oneReservation,
    summary: 'Deletes a reservation (kept for the retention period, shown nowhere)',
    description: staleNote,
    handler: async (request) => {
      await deleteReservation(contextOf(request), request.params.id, request.query.version);
      return { message: request.t('adminReservationApi.deleted') };
    },
  });
};
