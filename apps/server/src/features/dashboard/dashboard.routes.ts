import { dashboardQuerySchema, dashboardSchema } from '@navette/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import { adminScope } from '../auth/auth.guards';
import { computeDashboard } from './dashboard.service';

/** The back-office dashboard: every figure computed by the database in one request. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    adminScope(async (admin) => {
      admin.get(
        '/api/admin/dashboard',
        {
          schema: {
            tags: ['dashboard'],
            summary:
              'The dashboard of a period (month, quarter or year) and the monthly revenue of a year (administrators)',
            security: [{ adminBearer: [] }],
            querystring: dashboardQuerySchema,
            response: { 200: dashboardSchema, ...errorResponses(400, 401, 403) },
          },
        },
        async (request) => computeDashboard(app.db, request.query),
      );
    }),
  );
};
