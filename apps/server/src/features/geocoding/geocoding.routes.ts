import { geocodeEndpoint } from '@navette/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientKeyOf } from '../../lib/client-address';
import { routeLimits } from '../../lib/route-limits';
import { route } from '../../lib/route-kit';

/** The address search; the geocoder is the application's (geocoding.plugin.ts). */
export const geocodingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { perIp, windowMs } = app.config.geocoding.rateLimit;
  const limits = routeLimits(app, [{ name: 'geocode-ip', max: perIp, windowMs }]);

  route(app, geocodeEndpoint, {
    tags: ['geocoding'],
    summary: 'Up to 5 French address suggestions for a search of 3 characters or more',
    limits,
    handler: async (request) => app.geocoder.search(request.query.q, clientKeyOf(request.ip)),
  });
};
