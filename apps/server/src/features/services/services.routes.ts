import { listServicesEndpoint, serviceListSchema } from '@navette/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { route } from '../../lib/route-kit';
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
  route(app, listServicesEndpoint, {
    tags: ['services'],
    summary: 'The services offered, in display order',
    schema: { response: serviceListSchema },
    // The catalogue's JSON, already encoded by the response schema: Fastify sends bytes with a
    // JSON content type as they are, without running the route's serializer again.
    handler: async (_request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send((await app.serviceCatalogue.json()) as never),
  });
  // the back-office's changes, in a scope of their own (multipart)
  await app.register(servicesAdminRoutes);
};

export const servicesRoutes = fp(routes, { name: 'services', dependencies: ['database'] });
