import { healthEndpoint, healthSchema, readinessEndpoint, readinessSchema } from '@navette/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route-kit';
import { createMailCheck, databaseState, redisState } from './health.readiness';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, healthEndpoint, {
    tags: ['health'],
    summary: 'Liveness and database reachability',
    schema: { otherAnswers: { 503: healthSchema } },
    // answers even when the database is down: no rate limit (and, like most routes, no
    // session lookup); and when the server is busy (plugins/load-guard.ts): it is alive
    fastify: { config: { rateLimit: false, pressureHandler: () => undefined } },
    handler: async (_request, reply) => {
      const up = await app.database.ping();
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        uptime: Math.round(process.uptime()),
      });
    },
  });

  const mailState = createMailCheck(app.config.smtpUrl);
  route(app, readinessEndpoint, {
    tags: ['health'],
    summary: 'Readiness: database, mail transport and Redis (when configured) reachable',
    schema: { otherAnswers: { 503: readinessSchema } },
    // polled by load balancers: no rate limit, and answers when the server is busy (its answer
    // has a shape of its own); says up/down/off only, never a host or an error
    fastify: { config: { rateLimit: false, pressureHandler: () => undefined } },
    handler: async (_request, reply) => {
      const [database, mail, redis] = await Promise.all([
        databaseState(() => app.database.ping()),
        mailState(),
        redisState(app.redis),
      ]);
      const ready = database === 'up' && mail === 'up' && redis !== 'down';
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'not_ready', checks: { database, mail, redis } });
    },
  });
};
