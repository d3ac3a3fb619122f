import { messageResponseSchema } from '../../schemas/auth';
import type { JsonEndpoint } from '../endpoint';
import {
  adminDevisResultSchema,
  adminDevisUpdateSchema,
  adminReservationDeleteQuerySchema,
  adminReservationDetailSchema,
  adminReservationListQuerySchema,
  adminReservationPageSchema,
  adminReservationUpdateSchema,
  adminStatutUpdateSchema,
  onBoardPaymentSchema,
  reservationIdParamsSchema,
} from '../../schemas/reservation-admin';

/*
 * The back-office's reservations (docs/product/back-office.md#reservations). Every edit carries
 * the `version` of the copy it was made on: an older one is refused with RESERVATION_STALE (409)
 * and nothing changes; an unknown or deleted id is RESERVATION_NOT_FOUND (404).
 */

/** One page, searched and filtered, sorted by trip date then time, with the total that match. */
export const listAdminReservationsEndpoint = {
  method: 'GET',
  path: '/api/reservations',
  access: 'admin',
  query: adminReservationListQuerySchema,
  response: adminReservationPageSchema,
} as const satisfies JsonEndpoint;

/** Every field, the service's name, the source, the version and the change history. */
export const getAdminReservationEndpoint = {
  method: 'GET',
  path: '/api/reservations/:id',
  access: 'admin',
  params: reservationIdParamsSchema,
  response: adminReservationDetailSchema,
} as const satisfies JsonEndpoint;

/** The changed fields other than devis and statut; answers the reservation as it now is. */
export const updateAdminReservationEndpoint = {
  method: 'PUT',
  path: '/api/reservations/:id',
  access: 'admin',
  params: reservationIdParamsSchema,
  body: adminReservationUpdateSchema,
  response: adminReservationDetailSchema,
} as const satisfies JsonEndpoint;

/**
 * A new quote: queues the quote e-mail; a reservation the customer had accepted returns to
 * 'en attente' (the customer accepts the new amount).
 */
export const updateAdminDevisEndpoint = {
  method: 'PUT',
  path: '/api/reservations/:id/devis',
  access: 'admin',
  params: reservationIdParamsSchema,
  body: adminDevisUpdateSchema,
  response: adminDevisResultSchema,
} as const satisfies JsonEndpoint;

/** Any of the three statuses. */
export const updateAdminStatutEndpoint = {
  method: 'PUT',
  path: '/api/reservations/:id/statut',
  access: 'admin',
  params: reservationIdParamsSchema,
  body: adminStatutUpdateSchema,
  response: adminReservationDetailSchema,
} as const satisfies JsonEndpoint;

/** Soft delete: the reservation leaves every list, count and statistic, and is kept. */
export const deleteAdminReservationEndpoint = {
  method: 'DELETE',
  path: '/api/reservations/:id',
  access: 'admin',
  params: reservationIdParamsSchema,
  query: adminReservationDeleteQuerySchema,
  response: messageResponseSchema,
} as const satisfies JsonEndpoint;

/**
 * A payment taken on board (card terminal or cash): the amount must be the devis of the
 * confirmed, unpaid reservation; it issues the invoice and the payment e-mail as a card payment
 * online does. 409 RESERVATION_STALE, PAYMENT_ALREADY_DONE, ON_BOARD_PAYMENT_NOT_CONFIRMED,
 * PAYMENT_NO_DEVIS, PAYMENT_AMOUNT_NOT_DEVIS.
 */
export const recordOnBoardPaymentEndpoint = {
  method: 'POST',
  path: '/api/reservations/:id/payments',
  access: 'admin',
  params: reservationIdParamsSchema,
  body: onBoardPaymentSchema,
  response: adminReservationDetailSchema,
} as const satisfies JsonEndpoint;

/**
 * Issues a new devis for the current amount, valid QUOTE_VALIDITY_DAYS from today, and sends it
 * to the customer again: what the company does when a devis expired before it was accepted.
 * Refused on a reservation without a devis (RESERVATION_NO_DEVIS), confirmed, cancelled or paid.
 */
export const renewAdminDevisEndpoint = {
  method: 'POST',
  path: '/api/reservations/:id/devis/renouvellement',
  access: 'admin',
  params: reservationIdParamsSchema,
  body: adminStatutUpdateSchema.pick({ version: true }),
  response: adminDevisResultSchema,
} as const satisfies JsonEndpoint;
