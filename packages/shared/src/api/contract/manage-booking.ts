import type { JsonEndpoint } from '../endpoint';
import { reservationIdParamsSchema } from '../../schemas/reservation-admin';
import {
  manageLinkExchangeSchema,
  manageLinkSessionSchema,
  manageLinksRevokedSchema,
} from '../../schemas/customer-reservation';

/*
 * The "Gérer ma réservation" link of the reservation e-mails (docs/decisions/0047-manage-booking-links.md):
 * the page exchanges the link's token for a short cookie that opens that one reservation on the
 * customer's entries marked `linkHolder`; the back-office switches a reservation's links off.
 */

/**
 * The "Gérer ma réservation" page exchanges the token of its link for a cookie (HttpOnly,
 * SameSite=Strict, two hours) that opens that one reservation on the customer's routes: reading
 * it, accepting or cancelling its quote, its documents, its checkout
 * (docs/decisions/0047-manage-booking-links.md). An unknown, revoked or expired token answers
 * MANAGE_LINK_INVALID, MANAGE_LINK_REVOKED or MANAGE_LINK_EXPIRED (401).
 */
export const manageLinkExchangeEndpoint = {
  method: 'POST',
  path: '/api/ma-reservation/session',
  access: 'public',
  body: manageLinkExchangeSchema,
  response: manageLinkSessionSchema,
} as const satisfies JsonEndpoint;

/** The back-office switches off every live link of a reservation (a new e-mail mints a new one). */
export const revokeManageLinksEndpoint = {
  method: 'POST',
  path: '/api/reservations/:id/manage-links/revoke',
  access: 'admin',
  params: reservationIdParamsSchema,
  response: manageLinksRevokedSchema,
} as const satisfies JsonEndpoint;
