import { errorResponseSchema, serviceListSchema } from '@navette/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findActiveServices } from './services.repository';

export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/services',
    {
      schema: {
        tags: ['services'],
        summary: 'The services offered, in display order',
        response: { 200: serviceListSchema, 500: errorResponseSchema },
      },
    },
    async () => findActiveServices(app.db),
  );
};
