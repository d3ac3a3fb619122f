import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';
import { clientKeyOf } from '../lib/client-address';
import { boundedStore } from '../lib/rate-limit-store';
import { routeLimitNamesOf, routeLimits } from '../lib/route-limits';

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  /** counters live in Redis when set, so that several instances share them */
  redisUrl: string | undefined;
  /** in memory: live counters kept per limiter, past which new keys share one counter */
  storeKeys: number;
  /** requests per client and window for the site's pages and for unknown paths */
  pagesMax: number;
  /** requests per client and window for its files: the built app's, translations, images, robots.txt */
  filesMax: number;
}

/** A route and the limits it is under: `global` for the API's, the names of its own. */
export interface LimitedRoute {
  method: string;
  url: string;
  limits: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** every limited route, recorded as it is declared (the tests try each one) */
    limitedRoutes: LimitedRoute[];
    /** the shared Redis client when REDIS_URL is set (the readiness check pings it) */
    redis: Redis | undefined;
    /** the pages' limit, for the handler of unknown paths (plugins/static-files.ts) */
    pageRateLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** API paths: everything else is the site (pages, files, robots.txt…), under limits of its own. */
const isApiPath = (url: string): boolean =>
  url.startsWith('/api/') ||
  url === '/api' ||
  url.startsWith('/auth/') ||
  url.startsWith('/admin/');

/**
 * A file of the site rather than a page: the built app's files and images (a name with an
 * extension), the translations, the uploaded images. A page load asks for a few dozen of them.
 */
const isFilePath = (url: string): boolean =>
  url.startsWith('/locales/') ||
  url.startsWith('/uploads/') ||
  /\.[a-z0-9]+$/i.test(url.slice(url.lastIndexOf('/')));

const hooksOf = (route: RouteOptions) =>
  [route.onRequest, route.preParsing, route.preValidation, route.preHandler].flat();

/**
 * The API's global limit per client, and the store of every limit. Whether a route is limited
 * is decided once, on the route's declared pattern, never on the URL of a request: the router
 * decodes `/%61uth/login` and reads `http://host/auth/login` as `/auth/login`, and a decision on
 * the raw URL let both through unlimited. See docs/decisions/0018-rate-limits.md.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, options) => {
    const redis = options.redisUrl
      ? new Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
      : undefined;
    if (redis) {
      app.addHook('onClose', async () => void (await redis.quit()));
      // ioredis reconnects by itself; an outage is logged once, and its end, rather than each
      // failed try (or, with no listener, as an "unhandled error event" on stderr)
      let down = false;
      redis.on('error', (error: Error) => {
        if (down) return;
        down = true;
        app.log.warn({ err: error }, 'Redis unreachable: retrying');
      });
      redis.on('ready', () => {
        if (down) app.log.info('Redis reachable again');
        down = false;
      });
    }

    // Every route is limited (docs/decisions/0046-one-request-cannot-stall-the-server.md): the
    // site's pages and files each on a counter of their own per client, generous for files, so
    // that no path, known or not, can be asked for without end. They have no body: they count
    // as the request arrives.
    const pageLimit = routeLimits(app, [
      { name: 'pages', max: options.pagesMax, windowMs: options.windowMs },
    ]);
    const fileLimit = routeLimits(app, [
      { name: 'files', max: options.filesMax, windowMs: options.windowMs },
    ]);
    app.decorate('limitedRoutes', []);
    app.decorate('redis', redis);
    app.decorate('pageRateLimit', pageLimit);
    // runs before the plugin's own onRoute hook, which reads `config.rateLimit`
    app.addHook('onRoute', (route) => {
      if (!isApiPath(route.url)) {
        route.config = { ...route.config, rateLimit: false };
        route.onRequest = [
          isFilePath(route.url) ? fileLimit : pageLimit,
          ...[route.onRequest ?? []].flat(),
        ];
      }
      // a route may opt out itself (the health check)
      const isGlobal = route.config?.rateLimit !== false;
      const limits = [
        ...(isGlobal ? ['global'] : []),
        ...hooksOf(route).flatMap((hook) => (hook ? routeLimitNamesOf(hook) : [])),
      ];
      for (const method of [route.method].flat()) {
        if (limits.length > 0) app.limitedRoutes.push({ method, url: route.url, limits });
      }
    });

    await app.register(rateLimit, {
      global: true,
      max: options.max,
      timeWindow: options.windowMs,
      keyGenerator: (request) => clientKeyOf(request.ip),
      ...(redis ? { redis } : { store: boundedStore(options.storeKeys) }),
      errorResponseBuilder: () => new AppError('RATE_LIMITED'),
      // The counters are told only to a client that went over (with Retry-After): three headers
      // fewer on every other answer (docs/decisions/0037-request-hot-path.md).
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
    });
  },
  { name: 'rate-limit' },
);
