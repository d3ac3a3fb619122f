import {
  ADDRESS_MAX_RESULTS,
  addressSuggestionSchema,
  isSearchableAddress,
  type AddressSuggestion,
  type PricedPlace,
} from '@navette/shared';
import { LRUCache } from 'lru-cache';
import { createPacer, getJson, warnFailure, type WarnLog } from '../../lib/outside-api';
import { createProvider, type GeocoderKind } from './geocoding.providers';

export const GEOCODE_CACHE_MAX = 1000;
export const GEOCODE_CACHE_TTL_MS = 24 * 3600_000;
/** Nominatim's usage policy: at most one request per second for the whole application. */
export const NOMINATIM_INTERVAL_MS = 1000;
/** The national address API allows 50 requests a second per address: we stay under 40. */
export const BAN_INTERVAL_MS = 25;
/** A search waits this long at most for its slot; later, the person has typed on. */
export const NOMINATIM_MAX_WAIT_MS = 2000;
/** An answer is 5 suggestions, a few kilobytes: a longer one is not read (nor trusted). */
export const GEOCODER_ANSWER_MAX_BYTES = 256 * 1024;

export interface GeocoderOptions {
  kind: GeocoderKind;
  url: string;
  timeoutMs: number;
  /** names the application, as Nominatim's policy asks */
  userAgent: string;
  log: WarnLog;
  fetch?: typeof fetch;
}

/** The same search typed with other spaces or capitals is the same search. */
export const normaliseQuery = (query: string): string =>
  query.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

export interface Geocoder {
  /** `client`: who searches (lib/client-address.ts), so that no client takes every slot */
  search(query: string, client?: string): Promise<AddressSuggestion[]>;
  /**
   * The place of an address as the pricing reads it: the first suggestion of its search (the
   * same cache), or undefined when the search finds nothing (or fails).
   */
  locate(address: string, client?: string): Promise<PricedPlace | undefined>;
}

const placeOf = ({ lat, lon, address }: AddressSuggestion): PricedPlace => {
  const city = address.city ?? address.town ?? address.village;
  return {
    lat,
    lon,
    ...(address.postcode === undefined ? {} : { postcode: address.postcode }),
    ...(city === undefined ? {} : { city }),
  };
};

/**
 * Address suggestions from the configured provider, cached. Suggestions are a convenience: any
 * failure gives an empty list and one warning, and is not cached.
 */
export const createGeocoder = (options: GeocoderOptions): Geocoder => {
  const provider = createProvider(options.kind, options.url);
  const cache = new LRUCache<string, AddressSuggestion[]>({
    max: GEOCODE_CACHE_MAX,
    ttl: GEOCODE_CACHE_TTL_MS,
  });
  const pacer = createPacer({
    intervalMs: provider.kind === 'nominatim' ? NOMINATIM_INTERVAL_MS : BAN_INTERVAL_MS,
    maxWaitMs: NOMINATIM_MAX_WAIT_MS,
  });

  const ask = async (
    query: string,
    client: string | undefined,
  ): Promise<AddressSuggestion[] | undefined> => {
    // the person has typed on, or one client is sending a burst (lib/outside-api.ts)
    if (!(await pacer.take(client))) {
      options.log.warn({ geocoder: provider.kind }, 'geocoder busy: search dropped');
      return undefined;
    }
    const answer = await getJson(provider.url(query), {
      timeoutMs: options.timeoutMs,
      maxBytes: GEOCODER_ANSWER_MAX_BYTES,
      headers: { 'user-agent': options.userAgent },
      fetch: options.fetch,
    });
    const geocoder = provider.kind;
    if ('failure' in answer) {
      warnFailure(options.log, 'geocoder', { geocoder }, answer);
      return undefined;
    }
    const mapped = provider.map(answer.json);
    if (!mapped) {
      options.log.warn({ geocoder }, 'geocoder answered an unexpected shape');
      return undefined;
    }
    return mapped
      .filter((suggestion) => addressSuggestionSchema.safeParse(suggestion).success)
      .slice(0, ADDRESS_MAX_RESULTS);
  };

  const search = async (query: string, client?: string): Promise<AddressSuggestion[]> => {
    if (!isSearchableAddress(query)) return [];
    const key = normaliseQuery(query);
    const cached = cache.get(key);
    if (cached) return cached;
    const suggestions = await ask(query.trim(), client);
    if (!suggestions) return [];
    cache.set(key, suggestions);
    return suggestions;
  };

  return {
    search,
    async locate(address, client) {
      const [first] = await search(address, client);
      return first && placeOf(first);
    },
  };
};
