import { z } from 'zod';
import { ADDRESS_MAX_RESULTS, ADDRESS_MIN_CHARS } from '../constants';

/** A longer search is not an address; the address field itself allows more (300). */
export const ADDRESS_SEARCH_MAX_CHARS = 200;

/** One suggestion of the address input (docs/product/booking.md, "Address suggestion"). */
export const addressSuggestionSchema = z.object({
  id: z.string(),
  display_name: z.string(),
  lat: z.number(),
  lon: z.number(),
  address: z.object({
    house_number: z.string().optional(),
    road: z.string().optional(),
    postcode: z.string().optional(),
    city: z.string().optional(),
    town: z.string().optional(),
    village: z.string().optional(),
  }),
  type: z.string(),
  importance: z.number(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;
export const addressSuggestionListSchema = z
  .array(addressSuggestionSchema)
  .max(ADDRESS_MAX_RESULTS);

/**
 * GET /api/geocode?q=: the query is trimmed; under 3 characters (or absent) it yields no
 * suggestion rather than an error, as the input asks for 3 characters first.
 */
export const geocodeQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(ADDRESS_SEARCH_MAX_CHARS, 'booking.validation.addressSearchTooLong')
    .optional()
    .transform((value) => value ?? ''),
});
export type GeocodeQuery = z.infer<typeof geocodeQuerySchema>;

/** True when a query is long enough to be sent to the geocoder. */
export const isSearchableAddress = (query: string): boolean =>
  query.trim().length >= ADDRESS_MIN_CHARS;
