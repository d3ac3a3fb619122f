import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the zod schemas of the routes, browsable at /api/docs. */
export const openApiPlugin = fp<{ companyName: string; publicUrl: string }>(
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
            session: { type: 'apiKey', in: 'cookie', name: 'navette_session' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
