import { healthSchema } from '@navette/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      // answers even when the database is down: no rate limit (and, like most routes, no
      // session lookup)
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, 503: healthSchema, ...errorResponses() },
      },
    },
    async (_request, reply) => {
      const up = await app.database.ping();
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        uptime: Math.round(process.uptime()),
      });
    },
  );
};
