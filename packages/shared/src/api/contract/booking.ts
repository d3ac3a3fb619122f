import { addressSuggestionListSchema, geocodeQuerySchema } from '../../schemas/geocoding';
import {
  quoteRequestMailResponseSchema,
  quoteRequestMailSchema,
  reservationRequestSchema,
  reservationSchema,
} from '../../schemas/reservation';
import type { JsonEndpoint } from '../endpoint';

/** The booking entries (docs/product/booking.md, docs/product/quick-request.md). */

export const geocodeEndpoint = {
  method: 'GET',
  path: '/api/geocode',
  access: 'public',
  query: geocodeQuerySchema,
  response: addressSuggestionListSchema,
} as const satisfies JsonEndpoint;

/** Guest rules without a session, customer rules with one; `Idempotency-Key` header optional. */
export const createReservationEndpoint = {
  method: 'POST',
  path: '/api/reservations',
  access: 'public',
  body: reservationRequestSchema,
  status: 201,
  response: reservationSchema,
} as const satisfies JsonEndpoint;

export const quoteRequestMailEndpoint = {
  method: 'POST',
  path: '/api/mail/confirmationDemandeDevis',
  access: 'public',
  body: quoteRequestMailSchema,
  response: quoteRequestMailResponseSchema,
} as const satisfies JsonEndpoint;
