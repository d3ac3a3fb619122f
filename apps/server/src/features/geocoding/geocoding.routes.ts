import { geocodeEndpoint } from '@navette/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientKeyOf } from '../../lib/client-address';
import { routeLimits } from '../../lib/route-limits';
import { route } from '../../lib/route-kit';
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
  const { perIp, windowMs } = geocoding.rateLimit;
  const limits = routeLimits(app, [{ name: 'geocode-ip', max: perIp, windowMs }]);

  route(app, geocodeEndpoint, {
    tags: ['geocoding'],
    summary: 'Up to 5 French address suggestions for a search of 3 characters or more',
    limits,
    handler: async (request) => geocoder.search(request.query.q, clientKeyOf(request.ip)),
  });
};
