import type { JsonEndpoint } from '../endpoint';
import { addressSuggestionListSchema, geocodeQuerySchema } from '../../schemas/geocoding';

/** The address suggestions of the booking and quick-request forms (docs/product/booking.md). */

export const geocodeEndpoint = {
  method: 'GET',
  path: '/api/geocode',
  access: 'public',
  query: geocodeQuerySchema,
  response: addressSuggestionListSchema,
} as const satisfies JsonEndpoint;
