import type { JsonEndpoint } from '../endpoint';
import {
  bookingResultSchema,
  quoteRequestMailResponseSchema,
  quoteRequestMailSchema,
  reservationRequestSchema,
} from '../../schemas/reservation';

/*
 * A new reservation, as a guest or signed in, from the booking form or the quick request
 * (docs/product/booking.md, docs/product/quick-request.md). The customer's own reservations are
 * in ./reservations-customer.ts, the back-office's in ./reservations-admin.ts.
 */

/** Guest rules without a session, customer rules with one; `Idempotency-Key` header optional. */
export const createReservationEndpoint = {
  method: 'POST',
  path: '/api/reservations',
  access: 'public',
  body: reservationRequestSchema,
  status: 201,
  response: bookingResultSchema,
} as const satisfies JsonEndpoint;

export const quoteRequestMailEndpoint = {
  method: 'POST',
  path: '/api/mail/confirmationDemandeDevis',
  access: 'public',
  body: quoteRequestMailSchema,
  response: quoteRequestMailResponseSchema,
} as const satisfies JsonEndpoint;
