import { serviceListSchema } from '@navette/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { errorResponses } from '../../lib/route-schemas';
import { servicesAdminRoutes } from './services-admin.routes';
import { createServiceCatalogue, type ServiceCatalogue } from './services.catalogue';

declare module 'fastify' {
  interface FastifyInstance {
    /** the services offered; routes that change them call `invalidate()` */
    serviceCatalogue: ServiceCatalogue;
  }
}

const routes: FastifyPluginAsyncZod = async (app) => {
  app.decorate(
    'serviceCatalogue',
    createServiceCatalogue(app.db, app.config.serviceCatalogueTtlMs),
  );
  app.get(
    '/api/services',
    {
      schema: {
        tags: ['services'],
        summary: 'The services offered, in display order',
        response: { 200: serviceListSchema, ...errorResponses() },
      },
    },
    // The catalogue's JSON, already encoded by the response schema: Fastify sends bytes with a
    // JSON content type as they are, without running the route's serializer again.
    async (_request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send((await app.serviceCatalogue.json()) as never),
  );
  // the back-office's changes, in a scope of their own (admin guard, multipart)
  await app.register(servicesAdminRoutes);
};

export const servicesRoutes = fp(routes, { name: 'services', dependencies: ['database'] });
