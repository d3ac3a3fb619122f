import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  /** counters live in Redis when set, so that several instances share them */
  redisUrl: string | undefined;
}

/** API paths: everything else is the static app (pages, assets, robots.txt…), never limited. */
const isApiPath = (url: string): boolean =>
  url.startsWith('/api/') ||
  url === '/api' ||
  url.startsWith('/auth/') ||
  url.startsWith('/admin/');

export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, options) => {
    const redis = options.redisUrl
      ? new Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: true,
      max: options.max,
      timeWindow: options.windowMs,
      redis,
      // a read of a page or an asset is never limited; the API is
      allowList: (request) => !isApiPath(request.url),
      errorResponseBuilder: () => new AppError('RATE_LIMITED'),
    });
  },
  { name: 'rate-limit' },
);
