import { geocodeEndpoint } from '@navette/shared';
import type { AddressSuggestion } from '@navette/shared';
import { callEndpoint } from '../lib/api-client';

export type { AddressSuggestion };

/** The server's address search proxy (docs/product/booking.md: France only, at most 5 results). */
export const GEOCODE_PATH = geocodeEndpoint.path;

/** The response is checked against the API's own schema: a drifting server fails loudly. */
export const fetchAddressSuggestions = (
  query: string,
  signal: AbortSignal,
): Promise<AddressSuggestion[]> => callEndpoint(geocodeEndpoint, { query: { q: query }, signal });
