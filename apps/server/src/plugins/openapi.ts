import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export interface OpenApiOptions {
  companyName: string;
  publicUrl: string;
  /** the customer session cookie's name (`__Host-` prefixed over https, lib/cookies.ts) */
  sessionCookie: string;
  /**
   * Who may read /api/docs (API_DOCS): nobody (`off`: the routes do not exist), administrators
   * (`admin`: every docs route, page, document and asset, runs `adminGuard`), or everyone. A map
   * of every endpoint helps an attacker more than a visitor (docs/decisions/0022-*.md).
   */
  access: 'off' | 'admin' | 'public';
  /** the admin scope's guard, passed in by the app (plugins do not import features) */
  adminGuard: preHandlerAsyncHookHandler;
}

/** The OpenAPI document, generated from the zod schemas of the routes, browsable at /api/docs. */
export const openApiPlugin = fp<OpenApiOptions>(
  async (app, options) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: `${options.companyName} API`,
          description: 'Booking, accounts and back-office API of Navette.',
          version: '1.0.0',
        },
        servers: [{ url: options.publicUrl }],
        components: {
          securitySchemes: {
            adminBearer: { type: 'http', scheme: 'bearer' },
            session: { type: 'apiKey', in: 'cookie', name: options.sessionCookie },
            chauffeurSession: { type: 'apiKey', in: 'cookie', name: 'navette_chauffeur' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    if (options.access === 'off') return;
    await app.register(async (docs) => {
      if (options.access === 'admin') docs.addHook('preHandler', options.adminGuard);
      await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    });
  },
  { name: 'openapi' },
);
