import { adminDashboardEndpoint, dashboardQuerySchema, dashboardSchema } from '@navette/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { route } from '../../lib/route-kit';
import { computeDashboard } from './dashboard.service';

/** The back-office dashboard: every figure computed by the database in one request. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, adminDashboardEndpoint, {
    tags: ['dashboard'],
    summary:
      'The dashboard of a period (month, quarter or year) and the monthly revenue of a year (administrators)',
    // the contract gives the page only the query's type and a light check (decision 0014)
    schema: { querystring: dashboardQuerySchema, response: dashboardSchema },
    // validated by the server's schema above, whose output the computation reads
    handler: async (request) =>
      computeDashboard(app.db, request.query as z.output<typeof dashboardQuerySchema>),
  });
};
