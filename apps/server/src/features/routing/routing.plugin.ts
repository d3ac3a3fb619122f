/**
 * `app.router`: one router for the whole application, so that every price shares its cache and
 * its pace (the service's limit is the application's). Registered before the routes that use it.
 */
import fp from 'fastify-plugin';
import { createRouter, type Router } from './routing.service';

declare module 'fastify' {
  interface FastifyInstance {
    router: Router;
  }
}

export const routingPlugin = fp(
  async (app) => {
    const { routing, router: kind, company, publicUrl } = app.config;
    app.decorate(
      'router',
      createRouter({
        kind,
        url: routing.url,
        timeoutMs: routing.timeoutMs,
        userAgent: `${company.name} prices (${publicUrl}; ${company.email})`,
        log: app.log.child({ feature: 'routing' }),
      }),
    );
  },
  { name: 'router' },
);
