/**
 * `app.geocoder`: one geocoder for the whole application, so that the address search and the
 * pricing share its cache and its pace (the provider's limit is the application's, not a
 * route's). Registered before the routes that use it.
 */
import fp from 'fastify-plugin';
import { createGeocoder, type Geocoder } from './geocoding.service';

declare module 'fastify' {
  interface FastifyInstance {
    geocoder: Geocoder;
  }
}

export const geocodingPlugin = fp(
  async (app) => {
    const { geocoding, company, publicUrl, geocoder: kind } = app.config;
    app.decorate(
      'geocoder',
      createGeocoder({
        kind,
        url: geocoding.url,
        timeoutMs: geocoding.timeoutMs,
        // Nominatim's usage policy asks that the application be named, with a contact
        userAgent: `${company.name} address search (${publicUrl}; ${company.email})`,
        log: app.log.child({ feature: 'geocoding' }),
      }),
    );
  },
  { name: 'geocoder' },
);
