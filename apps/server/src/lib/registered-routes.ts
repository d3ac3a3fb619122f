import type { Endpoint } from '@navette/shared';
import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';

/** A route as it was registered: the contract test compares it with the contract. */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** the contract entries it serves; none for a route registered outside the kit */
  endpoints: readonly Endpoint[];
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** every route registered after registeredRoutesPlugin, route kit or not */
    registeredRoutes: RegisteredRoute[];
  }
}

/**
 * Keeps the list of the routes registered after it, with the contract entries the kit gave them,
 * so that a test can prove every API route comes from the contract with its schemas.
 */
export const registeredRoutesPlugin = fp(
  async (app) => {
    const routes: RegisteredRoute[] = [];
    app.decorate('registeredRoutes', routes);
    app.addHook('onRoute', (options) => {
      for (const method of [options.method].flat()) {
        routes.push({
          method,
          url: options.url,
          endpoints: options.config?.endpoints ?? [],
          schema: options.schema,
        });
      }
    });
  },
  { name: 'registered-routes' },
);
