import {
  addressSuggestionListSchema,
  errorResponseSchema,
  geocodeQuerySchema,
} from '@navette/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { createGeocoder } from './geocoding.service';

export const geocodingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { geocoding, company, publicUrl, geocoder: kind } = app.config;
  const geocoder = createGeocoder({
    kind,
    url: geocoding.url,
    timeoutMs: geocoding.timeoutMs,
    userAgent: `${company.name} address search (${publicUrl}; ${company.email})`,
    log: app.log.child({ feature: 'geocoding' }),
  });
  const limiter = app.createRateLimit({
    max: geocoding.rateLimit.perIp,
    timeWindow: geocoding.rateLimit.windowMs,
    keyGenerator: (request) => `geocode-ip:${request.ip}`,
  });

  app.get(
    '/api/geocode',
    {
      preHandler: async (request, reply) => {
        const result = await limiter(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', result.ttlInSeconds);
          throw new AppError('RATE_LIMITED');
        }
      },
      schema: {
        tags: ['geocoding'],
        summary: 'Up to 5 French address suggestions for a search of 3 characters or more',
        querystring: geocodeQuerySchema,
        response: {
          200: addressSuggestionListSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => geocoder.search(request.query.q),
  );
};
