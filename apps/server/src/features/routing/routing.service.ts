import type { RoadRoute } from '@navette/shared';
import { LRUCache } from 'lru-cache';
import { createPacer, getJson, warnFailure, type WarnLog } from '../../lib/outside-api';
import { createRouterProvider, type RouterKind, type RoutePoint } from './routing.providers';

export const ROUTE_CACHE_MAX = 5000;
export const ROUTE_CACHE_TTL_MS = 24 * 3600_000;
/** The time between two requests to the service, for the whole application. */
export const ROUTER_INTERVAL_MS: Readonly<Record<RouterKind, number>> = {
  /** 5 requests a second allowed for all the Géoplateforme's users together: we stay under 4 */
  geoplateforme: 250,
  /** a self-hosted OSRM answers in milliseconds: the pace only keeps a burst from flooding it */
  osrm: 20,
};
/** A route waits this long at most for its slot; later, the visitor has moved on. */
export const ROUTER_MAX_WAIT_MS = 2000;
/**
 * The Géoplateforme always sends the route's geometry (a few hundred kilobytes for a trip across
 * France, encoded): a longer answer is not read (nor trusted).
 */
export const ROUTER_ANSWER_MAX_BYTES = 1024 * 1024;
/** A start and an end, and up to three stops between them. */
export const ROUTE_MIN_POINTS = 2;
export const ROUTE_MAX_POINTS = 5;

export interface RouterOptions {
  kind: RouterKind;
  /** the Géoplateforme's itinerary endpoint, or the OSRM server's root */
  url: string;
  timeoutMs: number;
  /** names the application to the service */
  userAgent?: string;
  log: WarnLog;
  fetch?: typeof fetch;
}

export interface Router {
  /**
   * The car route through `points` (start, stops, end: 2 to 5), or undefined when the service is
   * down, slow, busy, answers oddly or finds no road. `client`: who asks
   * (lib/client-address.ts), so that no client takes every slot.
   */
  route(points: readonly RoutePoint[], client?: string): Promise<RoadRoute | undefined>;
}

const isPoint = ({ lat, lon }: RoutePoint) =>
  Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;

/** Points a few metres apart are the same trip: about 11 m, the geocoder's own precision. */
const cacheKey = (points: readonly RoutePoint[]) =>
  points.map(({ lat, lon }) => `${lat.toFixed(4)},${lon.toFixed(4)}`).join(';');

/**
 * Road distances and durations from the configured routing service, cached. A failure is not
 * cached and gives undefined with one warning: the trip is then priced by the company
 * (docs/product/pricing.md).
 */
export const createRouter = (options: RouterOptions): Router => {
  const provider = createRouterProvider(options.kind, options.url);
  const router = provider.kind;
  const cache = new LRUCache<string, RoadRoute>({ max: ROUTE_CACHE_MAX, ttl: ROUTE_CACHE_TTL_MS });
  /** the same trip asked again while its first request is on its way waits for that one */
  const pending = new Map<string, Promise<RoadRoute | undefined>>();
  const pacer = createPacer({
    intervalMs: ROUTER_INTERVAL_MS[router],
    maxWaitMs: ROUTER_MAX_WAIT_MS,
  });

  const ask = async (
    points: readonly RoutePoint[],
    client: string | undefined,
  ): Promise<RoadRoute | undefined> => {
    if (!(await pacer.take(client))) {
      options.log.warn({ router }, 'router busy: route dropped');
      return undefined;
    }
    const answer = await getJson(provider.url(points), {
      timeoutMs: options.timeoutMs,
      maxBytes: ROUTER_ANSWER_MAX_BYTES,
      headers: options.userAgent ? { 'user-agent': options.userAgent } : {},
      fetch: options.fetch,
    });
    if ('failure' in answer) {
      warnFailure(options.log, 'router', { router }, answer);
      return undefined;
    }
    const route = provider.map(answer.json);
    if (!route) options.log.warn({ router }, 'router answered an unexpected shape or no route');
    return route;
  };

  return {
    async route(points, client) {
      if (
        points.length < ROUTE_MIN_POINTS ||
        points.length > ROUTE_MAX_POINTS ||
        !points.every(isPoint)
      ) {
        options.log.warn({ router, points: points.length }, 'route asked through invalid points');
        return undefined;
      }
      const key = cacheKey(points);
      const known = cache.get(key) ?? pending.get(key);
      if (known) return known;
      const asked = ask(points, client).finally(() => pending.delete(key));
      pending.set(key, asked);
      const route = await asked;
      if (route) cache.set(key, route);
      return route;
    },
  };
};
