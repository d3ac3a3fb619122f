import { messageResponseSchema } from '../../schemas/auth';
import type { JsonEndpoint } from '../endpoint';
import { reservationIdParamsSchema } from '../../schemas/reservation-admin';
import {
  customerReservationListSchema,
  customerReservationSchema,
  customerStatutUpdateSchema,
  reservationStatusMailSchema,
} from '../../schemas/customer-reservation';

/*
 * The customer's own reservations (docs/product/customer-area.md). A reservation that is not the
 * caller's answers 404 RESERVATION_NOT_FOUND, never 403. `GET /api/reservations/:id` and
 * `PUT /api/reservations/:id/statut` are shared with the back-office (./reservations-admin.ts):
 * docs/decisions/0027-shared-reservation-routes.md says how the server tells the callers apart.
 */

/** Upcoming trips first (today and later, in trip order), then past ones, newest first. */
export const listMyReservationsEndpoint = {
  method: 'GET',
  path: '/api/reservations/myreservations',
  access: 'customer',
  response: customerReservationListSchema,
} as const satisfies JsonEndpoint;

/** One of the caller's reservations (an admin session gets the back-office's detail instead). */
export const getMyReservationEndpoint = {
  method: 'GET',
  path: '/api/reservations/:id',
  access: 'customer',
  params: reservationIdParamsSchema,
  response: customerReservationSchema,
} as const satisfies JsonEndpoint;

/**
 * Accepts the quote ('confirmé') or cancels ('annulé'), only while 'en attente' with a quote;
 * `devis` is the amount shown, refused with DEVIS_CHANGED (409, new amount in `details.devis`)
 * when the company changed it since, and `version` the reservation's as shown, refused with
 * RESERVATION_CHANGED (409) after any other change; accepting after the pick-up time is refused
 * with RESERVATION_PICKUP_PASSED (409). Answers the reservation as it now is.
 */
export const updateMyStatutEndpoint = {
  method: 'PUT',
  path: '/api/reservations/:id/statut',
  access: 'customer',
  params: reservationIdParamsSchema,
  body: customerStatutUpdateSchema,
  response: customerReservationSchema,
} as const satisfies JsonEndpoint;

/** The spec's call after a status change: sends nothing (the e-mail was queued with it). */
export const reservationStatusMailEndpoint = {
  method: 'POST',
  path: '/api/mail/confirmationReservation',
  access: 'customer',
  body: reservationStatusMailSchema,
  response: messageResponseSchema,
} as const satisfies JsonEndpoint;
