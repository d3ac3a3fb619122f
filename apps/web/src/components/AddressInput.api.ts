import { z } from 'zod';
import { ADDRESS_MAX_RESULTS } from '@navette/shared';
import { apiRequest } from '../lib/api-client';

/**
 * The server's address search proxy, GET /api/geocode?q= (spec §7: France only, at most 5
 * results). Local schema of the response until packages/shared/src/schemas/geocoding.ts lands;
 * then this file imports `addressSuggestionListSchema` from there instead.
 */
const addressSuggestionSchema = z.object({
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

export const GEOCODE_PATH = '/api/geocode';

export const fetchAddressSuggestions = (
  query: string,
  signal: AbortSignal,
): Promise<AddressSuggestion[]> =>
  apiRequest(`${GEOCODE_PATH}?${new URLSearchParams({ q: query }).toString()}`, {
    schema: addressSuggestionListSchema,
    signal,
  });
