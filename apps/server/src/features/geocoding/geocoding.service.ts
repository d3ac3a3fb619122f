import { setTimeout as delay } from 'node:timers/promises';
import {
  ADDRESS_MAX_RESULTS,
  addressSuggestionSchema,
  isSearchableAddress,
  type AddressSuggestion,
} from '@navette/shared';
import { LRUCache } from 'lru-cache';
import { createProvider, type GeocoderKind } from './geocoding.providers';

export const GEOCODE_CACHE_MAX = 1000;
export const GEOCODE_CACHE_TTL_MS = 24 * 3600_000;
/** Nominatim's usage policy: at most one request per second for the whole application. */
export const NOMINATIM_INTERVAL_MS = 1000;
/** A search waits this long at most for its Nominatim slot; later, the person has typed on. */
export const NOMINATIM_MAX_WAIT_MS = 2000;

export interface GeocoderOptions {
  kind: GeocoderKind;
  url: string;
  timeoutMs: number;
  /** names the application, as Nominatim's policy asks */
  userAgent: string;
  log: { warn(details: object, message: string): void };
  fetch?: typeof fetch;
}

/** The same search typed with other spaces or capitals is the same search. */
export const normaliseQuery = (query: string): string =>
  query.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

export interface Geocoder {
  search(query: string): Promise<AddressSuggestion[]>;
}

/**
 * Address suggestions from the configured provider, cached. Suggestions are a convenience: any
 * failure gives an empty list and one warning, and is not cached.
 */
export const createGeocoder = (options: GeocoderOptions): Geocoder => {
  const provider = createProvider(options.kind, options.url);
  const fetcher = options.fetch ?? fetch;
  const cache = new LRUCache<string, AddressSuggestion[]>({
    max: GEOCODE_CACHE_MAX,
    ttl: GEOCODE_CACHE_TTL_MS,
  });
  let nextSlot = 0;

  /** Waits for this request's turn under Nominatim's pace; false when it would wait too long. */
  const takeTurn = async (): Promise<boolean> => {
    if (provider.kind !== 'nominatim') return true;
    const now = Date.now();
    const slot = Math.max(now, nextSlot);
    if (slot - now > NOMINATIM_MAX_WAIT_MS) return false;
    nextSlot = slot + NOMINATIM_INTERVAL_MS;
    if (slot > now) await delay(slot - now);
    return true;
  };

  const ask = async (query: string): Promise<AddressSuggestion[] | undefined> => {
    if (!(await takeTurn())) {
      options.log.warn({ geocoder: provider.kind }, 'geocoder busy: search dropped');
      return undefined;
    }
    const url = provider.url(query);
    try {
      const response = await fetcher(url, {
        headers: { accept: 'application/json', 'user-agent': options.userAgent },
        signal: AbortSignal.timeout(options.timeoutMs),
        redirect: 'error',
      });
      if (!response.ok) {
        await response.body?.cancel();
        options.log.warn(
          { geocoder: provider.kind, status: response.status },
          'geocoder answered an error',
        );
        return undefined;
      }
      const mapped = provider.map(await response.json());
      if (!mapped) {
        options.log.warn({ geocoder: provider.kind }, 'geocoder answered an unexpected shape');
        return undefined;
      }
      return mapped
        .filter((suggestion) => addressSuggestionSchema.safeParse(suggestion).success)
        .slice(0, ADDRESS_MAX_RESULTS);
    } catch (error) {
      options.log.warn(
        { geocoder: provider.kind, err: error instanceof Error ? error.message : String(error) },
        'geocoder unreachable, slow or unreadable',
      );
      return undefined;
    }
  };

  return {
    async search(query) {
      if (!isSearchableAddress(query)) return [];
      const key = normaliseQuery(query);
      const cached = cache.get(key);
      if (cached) return cached;
      const suggestions = await ask(query.trim());
      if (!suggestions) return [];
      cache.set(key, suggestions);
      return suggestions;
    },
  };
};
