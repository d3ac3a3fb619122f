import { dashboardQuerySchema, dashboardSchema } from '../../schemas/dashboard';
import type { JsonEndpoint } from '../endpoint';

/** The back-office dashboard (docs/product/back-office.md#dashboard). */

export const adminDashboardEndpoint = {
  method: 'GET',
  path: '/api/admin/dashboard',
  access: 'admin',
  query: dashboardQuerySchema,
  response: dashboardSchema,
} as const satisfies JsonEndpoint;
