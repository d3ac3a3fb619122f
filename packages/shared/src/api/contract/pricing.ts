import type { JsonEndpoint } from '../endpoint';
import { priceAnswerSchema } from '../../pricing/quote';
import { priceRequestSchema } from '../../pricing/price-request';

/*
 * Instant prices (docs/product/pricing.md): the price of a trip, for the booking forms.
 */

/**
 * The vehicle classes that take the party, each with its price from the current tariff, or why
 * the trip is not priced (it then goes to the company as a quote request). Public, rate-limited.
 */
export const priceTripEndpoint = {
  method: 'POST',
  path: '/api/prices',
  access: 'public',
  body: priceRequestSchema,
  response: priceAnswerSchema,
} as const satisfies JsonEndpoint;
