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
  log: { warn(details: object, message: string): void };
  fetch?: typeof fetch;
}

/** The same search typed with other spaces or capitals is the same search. */
export const normaliseQuery = (query: string): string =>
  query.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

export interface Geocoder {
  /** `client`: who searches (lib/client-address.ts), so that no client takes every slot */
  search(query: string, client?: string): Promise<AddressSuggestion[]>;
}

/** The body of an answer, or undefined past `maxBytes` (its reading is then stopped). */
const readCapped = async (response: Response, maxBytes: number): Promise<string | undefined> => {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes || !response.body) {
    await response.body?.cancel();
    return declared > maxBytes ? undefined : '';
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
};

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
  const interval = provider.kind === 'nominatim' ? NOMINATIM_INTERVAL_MS : BAN_INTERVAL_MS;
  let nextSlot = 0;
  /** the clients with a search waiting for its slot: one each, so no client holds them all */
  const waiting = new Set<string>();

  /**
   * Waits for this request's turn under the provider's pace, which is the whole application's;
   * false when it would wait too long, or when the same client already has a search waiting
   * (the person has typed on; an attacker cannot queue searches ahead of everyone else).
   */
  const takeTurn = async (client: string | undefined): Promise<boolean> => {
    const now = Date.now();
    const slot = Math.max(now, nextSlot);
    if (slot - now > NOMINATIM_MAX_WAIT_MS) return false;
    if (slot > now && client !== undefined && waiting.has(client)) return false;
    nextSlot = slot + interval;
    if (slot > now) {
      if (client !== undefined) waiting.add(client);
      try {
        await delay(slot - now);
      } finally {
        if (client !== undefined) waiting.delete(client);
      }
    }
    return true;
  };

  const ask = async (
    query: string,
    client: string | undefined,
  ): Promise<AddressSuggestion[] | undefined> => {
    if (!(await takeTurn(client))) {
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
      const text = await readCapped(response, GEOCODER_ANSWER_MAX_BYTES);
      if (text === undefined) {
        options.log.warn({ geocoder: provider.kind }, 'geocoder answer too large: not read');
        return undefined;
      }
      const mapped = provider.map(JSON.parse(text));
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
    async search(query, client) {
      if (!isSearchableAddress(query)) return [];
      const key = normaliseQuery(query);
      const cached = cache.get(key);
      if (cached) return cached;
      const suggestions = await ask(query.trim(), client);
      if (!suggestions) return [];
      cache.set(key, suggestions);
      return suggestions;
    },
  };
};
